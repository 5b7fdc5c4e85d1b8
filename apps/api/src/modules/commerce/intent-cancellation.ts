import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';

/** Cancels a cancelled order's payment intent at its provider, so the browser can no longer confirm it. */
export const cancelIntentJob = defineJob<{ provider: 'stripe' | 'sandbox'; intentId: string }>(
  'payments.cancel-intent',
);

/**
 * Queues the cancellation of the order's payment intent in `tx`: it runs once the order's cancellation has
 * committed, never for one rolled back, and the provider is not called inside the transaction.
 */
export async function queueIntentCancellation(
  jobs: JobQueue,
  tx: Db,
  order: Pick<OrderRow, 'provider' | 'paymentIntentId'>,
): Promise<void> {
  const { provider, paymentIntentId } = order;
  if (!paymentIntentId || (provider !== 'stripe' && provider !== 'sandbox')) return;
  await jobs.enqueue(
    tx,
    cancelIntentJob,
    { provider, intentId: paymentIntentId },
    { uniqueKey: `cancel-intent:${paymentIntentId}` },
  );
}
