import { BillingTerms } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';

const DAY_MS = 86_400_000;

/** An invoice's late-fee check (SPEC §9), due 60 days after its date; billing says what it does. */
export const lateFeeJob = defineJob<{ orderId: string }>('invoices.late-fee');

/**
 * Queues the late-fee check of an invoice order (a purchase's, a renewal's, an upgrade's; never a late fee's own) in
 * `tx`, at its date + 60 days, once per order however often it is asked.
 */
export async function queueLateFee(
  jobs: JobQueue,
  tx: Db,
  order: Pick<OrderRow, 'id' | 'kind' | 'method' | 'createdAt'>,
): Promise<void> {
  if (order.method !== 'invoice' || order.kind === 'late_fee') return;
  await jobs.enqueue(
    tx,
    lateFeeJob,
    { orderId: order.id },
    {
      runAt: new Date(order.createdAt.getTime() + BillingTerms.lateFeeAfterDays * DAY_MS),
      uniqueKey: `late-fee:${order.id}`,
    },
  );
}
