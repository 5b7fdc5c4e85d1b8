import type { Db } from '../../platform/database/database.js';
import type { OrderRow, SubscriptionRow } from '../../platform/database/schema.js';
import { queueIntentCancellation, orderChanges } from '../commerce';
import { payerOf, renewalTerms, type LifecycleDeps } from './lifecycle-context.js';
import { lifecycleRepository as repository } from './lifecycle-repository.js';

/** The states of a renewal order still to be paid: awaiting payment, settling, or failed and payable again. */
export const OPEN_RENEWAL_STATUSES: readonly OrderRow['status'][] = ['pending', 'processing', 'failed'];

/**
 * The open renewal order of the subscription's next period, placed in `tx` as of `now` when there is none (method
 * the subscription's, priced at the next period's tier, an invoice due at `paid_until`) and kept as the
 * subscription's `renewal_order_id`, with the purchase-order number given for it (issue 46; the subscription keeps it
 * until the renewal is paid). One voided before (auto-renew turned off, then on) is opened again. `placed`
 * says whether it is new (its invoice is to be issued).
 */
export async function openRenewalOrder(
  deps: Pick<LifecycleDeps, 'orders'>,
  tx: Db,
  subscription: SubscriptionRow,
  now: Date,
): Promise<{ order: OrderRow; placed: boolean }> {
  const existing = await repository.renewalOrderOfPeriod(tx, subscription);
  if (existing && OPEN_RENEWAL_STATUSES.includes(existing.status)) {
    if (subscription.renewalOrderId !== existing.id)
      await repository.update(tx, subscription.id, { renewalOrderId: existing.id });
    return { order: existing, placed: false };
  }
  if (existing?.status === 'paid') throw new Error(`The renewal order ${existing.number} is paid already.`);
  if (existing) {
    const reopened = await orderChanges.reopen(tx, existing.id, now);
    await repository.update(tx, subscription.id, { renewalOrderId: existing.id });
    return { order: reopened, placed: true };
  }
  const terms = await renewalTerms(tx, subscription);
  const method = subscription.paymentMethod === 'complimentary' ? 'invoice' : subscription.paymentMethod;
  const order = await deps.orders.placeBillingOrder(tx, {
    tenantId: subscription.tenantId,
    userId: await payerOf(tx, subscription.tenantId),
    kind: 'renewal',
    method,
    lines: [{ reportTypeId: terms.reportTypeId, tier: terms.tier, priceCents: terms.priceCents }],
    subscriptionId: subscription.id,
    periodStartsAt: subscription.paidUntil,
    provider: method === 'invoice' ? null : subscription.paymentProvider,
    invoiceDueAt: method === 'invoice' ? subscription.paidUntil : null,
    poNumber: subscription.renewalPoNumber,
    at: now,
  });
  await repository.update(tx, subscription.id, { renewalOrderId: order.id });
  return { order, placed: true };
}

/**
 * At the end of access (grace ended, a cancelled subscription ended): an open card or bank renewal order is cancelled
 * with its intent, in `tx`; a renewal invoice stays owed (SPEC's late fee applies). Answers the subscription's
 * `renewal_order_id` after it.
 */
export async function closeRenewalOrder(
  deps: Pick<LifecycleDeps, 'jobs'>,
  tx: Db,
  subscription: SubscriptionRow,
  now: Date,
): Promise<string | null> {
  if (!subscription.renewalOrderId) return null;
  const order = await repository.order(tx, subscription.renewalOrderId);
  if (!order || order.method === 'invoice') return subscription.renewalOrderId;
  const cancelled = await orderChanges.cancelRenewal(tx, order.id, now);
  if (cancelled) await queueIntentCancellation(deps.jobs, tx, cancelled);
  return null;
}
