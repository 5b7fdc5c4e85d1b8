import { formatLongDate, type IntentMethod } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { OrderRow, SubscriptionRow } from '../../platform/database/schema.js';
import { lockOrganisationPayments } from '../../platform/database/payment-lock.js';
import type { OffSessionCharge } from '../../platform/payments/types.js';
import { orderChanges } from '../commerce';
import type { Lapse } from './lapse.js';
import { billingUrl, graceEnd, mailBilling, transition, type LifecycleDeps } from './lifecycle-context.js';
import { paymentFailedMail } from './lifecycle-mails.js';
import { lifecycleRepository as repository } from './lifecycle-repository.js';
import { openRenewalOrder } from './renewal-orders.js';
import { CHARGED_STATES, stillDue, type Step } from './renewal-step.js';

/**
 * Charging a renewal (issue 17): the saved method is charged off-session at the period's end and again in grace; a
 * decline starts grace (or counts a retry), a bank debit keeps access while it settles. Subscribes to commerce's
 * failed bank debits, whose renewal is then a declined charge.
 */
export function createRenewalCharges(deps: LifecycleDeps, lapse: Lapse) {
  const { unitOfWork } = deps;
  const { factsOf, startGrace } = lapse;

  /** A renewal charge (the first at the period's end, or a retry) was declined. */
  async function chargeFailed(
    tx: Db,
    subscription: SubscriptionRow,
    order: OrderRow,
    reason: string,
    now: Date,
  ) {
    const facts = await factsOf(tx, subscription);
    const detail = { order_number: order.number, reason, attempt: subscription.renewalFailures + 1 };
    const mailFor = (accessUntil: string) => (to: Parameters<typeof paymentFailedMail>[0]) =>
      paymentFailedMail(to, {
        ...facts,
        amountCents: order.totalCents,
        accessUntil,
        reason,
        billingUrl: billingUrl(deps),
      });
    if (subscription.state === 'renewal_due') {
      const pastDue = await transition(deps, tx, subscription, {
        event: 'charge_failed',
        to: 'past_due',
        at: now,
        changes: { renewalFailures: 1, renewalOrderId: order.id },
        detail,
        schedule: false,
      });
      await startGrace(tx, pastDue, now, mailFor);
      return;
    }
    const retried = await transition(deps, tx, subscription, {
      event: 'charge_failed',
      to: subscription.state,
      at: now,
      changes: { renewalFailures: subscription.renewalFailures + 1 },
      detail,
    });
    await mailBilling(deps, tx, retried.tenantId, mailFor(formatLongDate(retried.endsAt)));
  }

  /**
   * The renewal's bank debit is still settling at the period's end (SPEC §9: 4–5 working days): access is kept for
   * as long as grace would keep it, with nothing charged again; the settlement renews the subscription, a failure
   * starts grace (the 'commerce.bank-debit-failed' subscriber below).
   */
  async function debitSettling(tx: Db, subscription: SubscriptionRow, order: OrderRow, now: Date) {
    const endsAt = graceEnd(deps, subscription.paidUntil);
    if (endsAt <= subscription.endsAt) return;
    await transition(deps, tx, subscription, {
      event: 'debit_settling',
      to: 'renewal_due',
      at: now,
      changes: { endsAt },
      detail: { order_number: order.number, ends_at: endsAt.toISOString() },
    });
  }

  /** Charges the saved method for the next period (at its end, or again in grace), as of `now`. */
  async function charge(step: Step, now: Date): Promise<void> {
    const prepared = await unitOfWork(async (tx) => {
      const subscription = await stillDue(tx, step);
      if (!subscription) return undefined;
      const { order } = await openRenewalOrder(deps, tx, subscription, now);
      return { subscription, order };
    });
    if (!prepared) return;
    const { subscription, order } = prepared;
    // A bank debit of this order is settling (this step's own, asked for before, or one paid from the billing
    // view): its settlement or failure answers, not another charge.
    if (order.status === 'processing') {
      if (subscription.state === 'renewal_due')
        await unitOfWork(async (tx) => {
          const current = await stillDue(tx, step);
          if (current) await debitSettling(tx, current, order, now);
        });
      return;
    }
    let answer: OffSessionCharge;
    const provider =
      subscription.paymentProvider === 'stripe' ? deps.providers.stripe : deps.providers.sandbox;
    if (!provider)
      throw new Error(`No ${subscription.paymentProvider} keys are configured to charge ${order.number}.`);
    if (!subscription.providerPaymentMethodId) {
      answer = { intentId: '', clientSecret: '', status: 'failed', message: 'No payment method is saved.' };
    } else {
      answer = await provider.chargeOffSession({
        amountCents: order.totalCents,
        currency: 'usd',
        method: subscription.paymentMethod as IntentMethod,
        customerId: subscription.providerCustomerId,
        paymentMethodId: subscription.providerPaymentMethodId,
        orderId: order.id,
        orderNumber: order.number,
        // One charge per order and attempt: a replay asks for the same charge, never a second one.
        idempotencyKey: `renewal-${order.id}-${subscription.renewalFailures}`,
      });
    }
    await unitOfWork(async (tx) => {
      // The organisation's payment lock before the subscription's row, in the order every payment takes them.
      await lockOrganisationPayments(tx, order.tenantId);
      const current = await stillDue(tx, step);
      // Money taken is never dropped: a charge that went through while the step went stale (auto-renew turned
      // off, an extension) is still recorded and pays its order; only the failure path belongs to the step.
      if (!current) {
        if (answer.intentId && answer.status !== 'failed')
          await deps.payments.applyOffSessionCharge(tx, order, answer, now);
        return;
      }
      // Not applied: the order was paid, or began to be paid from the billing view, while the charge was asked for;
      // that payment answers, not this charge.
      const applied = answer.intentId
        ? await deps.payments.applyOffSessionCharge(tx, order, answer, now)
        : true;
      if (!applied) return;
      // A success renewed it through the 'renewal' paid handler; a bank debit waits for its settlement.
      if (answer.status === 'failed')
        await chargeFailed(tx, current, order, answer.message ?? 'The payment was declined.', now);
      else if (answer.status === 'processing' && current.state === 'renewal_due')
        await debitSettling(tx, current, order, now);
    });
  }

  // A renewal's bank debit failed after it began settling (the provider's later answer): once the period has
  // ended, as a declined charge (grace, the retries and their mails); before, the charge at its end debits again.
  deps.events.subscribe('commerce.bank-debit-failed', async (tx, { order, message, now }) => {
    if (order.kind !== 'renewal') return;
    // An invoice's bank transfer that failed leaves the invoice owed, and its late fee to come: no charge failed.
    if (!order.subscriptionId || order.method === 'invoice') return;
    const subscription = await repository.lock(tx, order.subscriptionId);
    const ofThisPeriod =
      subscription !== undefined && order.periodStartsAt?.getTime() === subscription.paidUntil.getTime();
    if (!subscription || !ofThisPeriod || !CHARGED_STATES.includes(subscription.state)) {
      // No renewal is being charged for it any more (auto-renew off, access ended, another period): nothing is
      // owed on it, so it is not offered for payment either.
      await orderChanges.cancelRenewal(tx, order.id, now);
      return;
    }
    if (now < subscription.paidUntil) return;
    await chargeFailed(tx, subscription, order, message, now);
  });

  return { charge };
}
