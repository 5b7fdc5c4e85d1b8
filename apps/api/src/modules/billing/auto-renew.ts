import { BillingViewMessages, type SubscriptionState } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { clientActor, type BillingReader } from './billing-access.js';
import { billingRepository as repository, type NamedSubscription } from './repository.js';
import { scheduleNextStep } from './schedule.js';
import { recordSubscriptionEvent } from './subscription-events.js';
import { orderChanges } from '../commerce';

/** Why auto-renew of the subscription cannot be changed at `now`, or null. */
function refusal(subscription: NamedSubscription, autoRenew: boolean, now: Date): string | null {
  if (subscription.paymentMethod === 'complimentary') return BillingViewMessages.complimentary;
  if (subscription.state === 'expired' || subscription.endsAt <= now) return BillingViewMessages.ended;
  if (!autoRenew && subscription.state === 'renewed') return BillingViewMessages.renewedCannotCancel;
  return null;
}

/**
 * Auto-renew off (docs/decisions/017): cancelled, ending at `ends_at` without a charge, its open renewal invoice
 * voided. On again before then: active (the renewal notice follows at once when fewer than 30 days are left), or
 * back in grace when the paid period has ended. The same value again changes nothing.
 */
export function createAutoRenew(deps: { clock: Clock; unitOfWork: UnitOfWork; jobs: JobQueue }) {
  const { clock, unitOfWork, jobs } = deps;
  return (by: BillingReader, subscriptionId: string, autoRenew: boolean) =>
    unitOfWork(async (tx) => {
      const now = clock.now();
      const subscription = await repository.lockSubscription(tx, by.identity.tenantId, subscriptionId);
      if (!subscription) throw new NotFoundError(BillingViewMessages.notFound);
      const problem = refusal(subscription, autoRenew, now);
      if (problem) throw new ConflictError(problem);
      const message = autoRenew ? BillingViewMessages.autoRenewOn : BillingViewMessages.autoRenewOff;
      if (subscription.autoRenew === autoRenew) return { message, subscription };

      const to: SubscriptionState = autoRenew
        ? subscription.paidUntil <= now
          ? 'grace'
          : 'active'
        : 'cancelled';
      if (!autoRenew && subscription.renewalOrderId)
        await orderChanges.drop(tx, jobs, subscription.renewalOrderId, 'Auto-renew was turned off.', now);
      const changed = await repository.updateSubscription(tx, subscription.id, {
        autoRenew,
        state: to,
        stateChangedAt: now,
        ...(autoRenew ? {} : { renewalOrderId: null }),
      });
      await recordSubscriptionEvent(tx, subscription, {
        event: autoRenew ? 'auto_renew_on' : 'auto_renew_off',
        from: subscription.state,
        to,
        actor: clientActor(by),
        at: now,
      });
      await scheduleNextStep(jobs, tx, changed);
      return { message, subscription: { ...changed, reportTypeName: subscription.reportTypeName } };
    });
}
