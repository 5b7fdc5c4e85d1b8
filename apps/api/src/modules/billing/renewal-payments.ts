import { formatLongDate } from '@firm/domain';
import { addYears } from 'date-fns';
import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import type { SavedPaymentMethod } from '../../platform/payments/types.js';
import { mailBilling, transition, type LifecycleDeps } from './lifecycle-context.js';
import { renewedMail } from './lifecycle-mails.js';
import { lifecycleRepository as repository } from './lifecycle-repository.js';
import { scheduleNextStep } from './schedule.js';

/**
 * A renewal order was paid (an invoice marked paid, a charge that succeeded, a bank debit settled), in the payment's
 * transaction, as of `now`. Before the period's end the subscription is `renewed` and its dates move when the new
 * period begins; at or after it (in grace, or expired) they move a year on from `paid_until` at once, at the tier
 * chosen for the next period. A receipt goes to the owner and billing members.
 */
export function renewalPaidHandler(deps: LifecycleDeps) {
  return async (tx: Db, order: OrderRow, now: Date, saved: SavedPaymentMethod | null): Promise<void> => {
    if (!order.subscriptionId) return;
    await saveRenewalMethod(tx, order.subscriptionId, saved);
    const subscription = await repository.lock(tx, order.subscriptionId);
    // A payment for a period the subscription has left behind (paid twice) moves nothing more.
    if (
      !subscription ||
      (order.periodStartsAt && order.periodStartsAt.getTime() !== subscription.paidUntil.getTime())
    )
      return;
    const early = now < subscription.paidUntil;
    const paidUntil = addYears(subscription.paidUntil, 1);
    const tier = subscription.renewalTier ?? subscription.tier;
    const renewed = await transition(deps, tx, subscription, {
      event: 'renewed',
      // Paid while auto-renew was off (a charge that raced the cancellation): the year paid runs, then it ends.
      to: early ? 'renewed' : subscription.autoRenew ? 'active' : 'cancelled',
      at: now,
      changes: early
        ? { renewalFailures: 0, renewalOrderId: null, renewalPoNumber: null, endsAt: subscription.paidUntil }
        : {
            renewalFailures: 0,
            renewalOrderId: null,
            renewalPoNumber: null,
            paidUntil,
            endsAt: paidUntil,
            tier,
            renewalTier: null,
          },
      detail: { order_number: order.number, amount_cents: order.totalCents },
    });
    const type = await repository.reportType(tx, renewed.reportTypeId);
    const endsOn = formatLongDate(early ? paidUntil : renewed.paidUntil);
    await mailBilling(deps, tx, renewed.tenantId, (to) =>
      renewedMail(to, {
        reportTypeName: type.name,
        tier,
        orderNumber: order.number,
        amountCents: order.totalCents,
        endsOn,
      }),
    );
  };
}

/** The columns that record a method saved for renewals. */
function savedMethodColumns(saved: SavedPaymentMethod) {
  return {
    paymentMethod: saved.method,
    paymentProvider: saved.provider,
    providerCustomerId: saved.customerId,
    providerPaymentMethodId: saved.paymentMethodId,
    paymentLabel: saved.label,
  };
}

/**
 * A renewal or upgrade order paid from the billing view with another card (or account) saves it, as a purchase
 * does: the next off-session charge takes it, and the view shows it. An invoice subscription stays invoiced.
 */
export async function saveRenewalMethod(
  tx: Db,
  subscriptionId: string,
  saved: SavedPaymentMethod | null,
): Promise<void> {
  if (!saved) return;
  const subscription = await repository.lock(tx, subscriptionId);
  if (!subscription || subscription.paymentMethod === 'invoice') return;
  await repository.update(tx, subscriptionId, savedMethodColumns(saved));
}

/**
 * A purchase was paid (issue 17): its subscriptions record how they are paid and the method the payment saved for
 * renewals (a bank purchase in the sandbox saves its account), and their next step is queued.
 */
export function purchasePaidHandler(deps: LifecycleDeps) {
  return async (tx: Db, order: OrderRow, saved: SavedPaymentMethod | null): Promise<void> => {
    for (const subscription of await repository.subscriptionsOfOrder(tx, order)) {
      const updated = await repository.update(tx, subscription.id, {
        paymentMethod: order.method,
        ...(saved ? savedMethodColumns(saved) : {}),
      });
      await scheduleNextStep(deps.jobs, tx, updated);
    }
  };
}
