import type { LifecycleDeps } from './lifecycle-context.js';
import { lifecycleRepository } from './lifecycle-repository.js';
import { recordSubscriptionEvent } from './subscription-events.js';
import { actorOfStaff } from '../activity';
import { orderChanges } from '../commerce';

/**
 * What commerce's refunds do to the subscriptions' lifecycle (issue 17), in the transaction of the
 * refund: commerce announces them (modules/commerce/events.ts) and knows nothing of billing.
 */
export function subscribeToRefunds(deps: Pick<LifecycleDeps, 'events' | 'jobs'>): void {
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
        actor: actorOfStaff(staff),
        detail: { refund: order.number },
        at,
      });
    }
  });
}
