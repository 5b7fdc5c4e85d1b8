import type { Db } from '../../platform/database/database.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { commerceRepository, queueIntentCancellation } from '../commerce';

/**
 * The open renewal order of a subscription that no longer needs it (auto-renew off, a period staff extended, a
 * refund that ended access) is voided (an invoice) or cancelled (a card or bank charge, its intent cancelled by the
 * job), in `tx`. The caller clears the subscription's `renewal_order_id`.
 */
export async function dropRenewalOrder(
  tx: Db,
  jobs: JobQueue,
  orderId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const voided = await commerceRepository.voidInvoice(tx, orderId, now);
  if (voided) return;
  const cancelled = await commerceRepository.cancelOpenOrder(tx, orderId, reason, now);
  if (cancelled) await queueIntentCancellation(jobs, tx, cancelled);
}
