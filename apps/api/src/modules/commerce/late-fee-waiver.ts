import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import type { Staff } from '../admin/audit-log.js';
import { lifecycleRepository } from '../billing/lifecycle-repository.js';
import { recordSubscriptionEvent } from '../billing/subscription-events.js';

/** The subscription a late fee is charged for: its own, or that of the renewal whose invoice went unpaid. */
async function subscriptionOfFee(tx: Db, fee: OrderRow): Promise<string | null> {
  if (fee.subscriptionId) return fee.subscriptionId;
  if (!fee.feeForOrderId) return null;
  const late = await lifecycleRepository.order(tx, fee.feeForOrderId);
  return late?.kind === 'renewal' ? late.subscriptionId : null;
}

/**
 * A waived late fee (issue 17) on its subscription's timeline, when the fee is for a subscription's renewal; a fee
 * for a purchase's invoice has only its audit record. The subscription's state does not change.
 */
export async function recordLateFeeWaived(tx: Db, fee: OrderRow, by: Staff, at: Date): Promise<void> {
  const subscriptionId = await subscriptionOfFee(tx, fee);
  if (!subscriptionId) return;
  const subscription = await lifecycleRepository.subscription(tx, subscriptionId);
  if (!subscription) return;
  await recordSubscriptionEvent(tx, subscription, {
    event: 'late_fee_waived',
    from: subscription.state,
    to: subscription.state,
    actorEmail: by.email,
    detail: { order: fee.number, invoice_number: fee.invoiceNumber },
    at,
  });
}
