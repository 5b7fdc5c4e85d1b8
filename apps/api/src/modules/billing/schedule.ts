import { nextActionOf, type NextAction } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { SubscriptionRow } from '../../platform/database/schema.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';

/**
 * A subscription's next lifecycle step (issue 17, docs/decisions/017-subscription-lifecycle.md), due at `at`. The
 * handler reads the subscription again and takes the step only if it is still the subscription's next one (same
 * action, same time): a step made stale by a payment, a cancellation or an extension does nothing, so the job is
 * safe to run twice and never needs to be taken back.
 */
export const subscriptionStepJob = defineJob<{ subscriptionId: string; action: NextAction; at: string }>(
  'subscriptions.step',
);

/** The lifecycle facts of a subscription row. */
export const lifecycleFactsOf = (subscription: SubscriptionRow) => ({
  state: subscription.state,
  paymentMethod: subscription.paymentMethod,
  paidUntil: subscription.paidUntil,
  endsAt: subscription.endsAt,
  renewalFailures: subscription.renewalFailures,
});

/**
 * Queues the subscription's next step in `tx` (after any change of its state, dates or payment), once: the same
 * step at the same time is queued only once, however often this is called. Nothing for an expired subscription.
 */
export async function scheduleNextStep(jobs: JobQueue, tx: Db, subscription: SubscriptionRow): Promise<void> {
  const next = nextActionOf(lifecycleFactsOf(subscription));
  if (!next) return;
  const at = next.at.toISOString();
  await jobs.enqueue(
    tx,
    subscriptionStepJob,
    { subscriptionId: subscription.id, action: next.action, at },
    {
      runAt: next.at,
      // The state's change names the key too: a step that ran before (a renewal notice) is queued again when the
      // subscription comes back to it (auto-renew turned off, then on), where a done job's key would refuse it.
      uniqueKey: `subscription:${subscription.id}:${next.action}:${at}:${subscription.stateChangedAt?.getTime() ?? 0}`,
    },
  );
}
