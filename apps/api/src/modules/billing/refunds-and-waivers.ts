import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import type { LifecycleDeps } from './lifecycle-context.js';
import { lifecycleRepository } from './lifecycle-repository.js';
import { recordSubscriptionEvent } from './subscription-events.js';
import { orderChanges } from '../commerce';

/** The subscription a late fee is charged for: its own, or that of the renewal whose invoice went unpaid. */
async function subscriptionOfFee(tx: Db, fee: OrderRow): Promise<string | null> {
  if (fee.subscriptionId) return fee.subscriptionId;
  if (!fee.feeForOrderId) return null;
  const late = await lifecycleRepository.order(tx, fee.feeForOrderId);
  return late?.kind === 'renewal' ? late.subscriptionId : null;
}

/**
 * What commerce's refunds and waivers do to the subscriptions' lifecycle (issue 17), in the transaction of the
 * refund or the void: commerce announces them (modules/commerce/events.ts) and knows nothing of billing.
 */
export function subscribeToRefundsAndWaivers(deps: Pick<LifecycleDeps, 'events' | 'jobs'>): void {
  // Access taken back by a refund: it ends, on the lifecycle's timeline, and no renewal order is left open.
  deps.events.subscribe('commerce.order-refunded', async (tx, { order, ended, staff, at }) => {
    await lifecycleRepository.endNow(
      tx,
      ended.map((subscription) => subscription.id),
      at,
    );
    for (const subscription of ended) {
      if (subscription.renewalOrderId)
        await orderChanges.drop(tx, deps.jobs, subscription.renewalOrderId, 'The purchase was refunded.', at);
      await recordSubscriptionEvent(tx, subscription, {
        event: 'expired',
        from: subscription.state,
        to: 'expired',
        actorEmail: staff.email,
        detail: { refund: order.number },
        at,
      });
    }
  });

  // A waived late fee on its subscription's timeline, when the fee is for a subscription's renewal; a fee for a
  // purchase's invoice has only its audit record. The subscription's state does not change.
  deps.events.subscribe('commerce.late-fee-waived', async (tx, { fee, staff, at }) => {
    const subscriptionId = await subscriptionOfFee(tx, fee);
    if (!subscriptionId) return;
    const subscription = await lifecycleRepository.subscription(tx, subscriptionId);
    if (!subscription) return;
    await recordSubscriptionEvent(tx, subscription, {
      event: 'late_fee_waived',
      from: subscription.state,
      to: subscription.state,
      actorEmail: staff.email,
      detail: { order: fee.number, invoice_number: fee.invoiceNumber },
      at,
    });
  });
}
