import type { IntentMethod } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { queueIntentCancellation } from './intent-cancellation.js';
import { queueUndeliveredRefund } from './undelivered-refunds.js';
import { commerceRepository as repository, type NamedOrderLine } from './repository.js';

/**
 * What the areas above commerce read and change of its orders (docs/decisions/032: commerce owns `orders`, and no
 * other area writes it), each in the caller's `tx`. Billing places, reopens and drops renewal and upgrade orders
 * with these; placing one is the order service's (`placeBillingOrder`).
 */
export const orderChanges = {
  byNumber: (db: Db, number: string): Promise<OrderRow | undefined> => repository.orderByNumber(db, number),

  byId: (db: Db, orderId: string): Promise<OrderRow | undefined> => repository.orderById(db, orderId),

  lines: (db: Db, orderId: string): Promise<NamedOrderLine[]> => repository.orderLines(db, orderId),

  /** The buyer and their organisation, as an invoice or a receipt addresses them. */
  buyer: (db: Db, userId: string) => repository.buyer(db, userId),

  /** Cancels a card or bank order still awaiting payment, with why; undefined when it was not awaiting payment. */
  cancelUnpaid: (tx: Db, orderId: string, reason: string, now: Date): Promise<OrderRow | undefined> =>
    repository.cancelOpenOrder(tx, orderId, reason, now),

  /**
   * Gives an order that has no invoice yet (a card or bank renewal awaiting payment) the buyer's purchase-order
   * number, which its receipt prints (issue 46); an issued invoice is never changed.
   */
  setPoNumber: (tx: Db, orderId: string, poNumber: string | null, now: Date): Promise<void> =>
    repository.setPoNumberOfUninvoiced(tx, orderId, poNumber, now),

  /** Opens a voided renewal order again, as of `now`; the order as it is now. */
  reopen: (tx: Db, orderId: string, now: Date): Promise<OrderRow> => repository.reopenOrder(tx, orderId, now),

  /** Cancels an open (pending or failed) renewal order; the order as it is now, or undefined if it was not open. */
  cancelRenewal: (tx: Db, orderId: string, now: Date): Promise<OrderRow | undefined> =>
    repository.cancelRenewalOrder(tx, orderId, now),

  /**
   * Links a new payment intent to an order awaiting payment, perhaps for another method than it was placed for;
   * false when it is no longer awaiting payment.
   */
  linkIntent: (
    tx: Db,
    orderId: string,
    intent: { id: string; clientSecret: string; provider: string; method: IntentMethod },
    now: Date,
  ): Promise<boolean> => repository.replacePaymentIntent(tx, orderId, intent, now),

  /**
   * An order no longer needed (a renewal after auto-renew was turned off, a period staff extended, a refund that
   * ended access) is voided (an invoice) or cancelled (a card or bank charge, its intent cancelled by the job), in
   * `tx`.
   */
  async drop(tx: Db, jobs: JobQueue, orderId: string, reason: string, now: Date): Promise<void> {
    const voided = await repository.voidInvoice(tx, orderId, now);
    if (voided) return;
    const cancelled = await repository.cancelOpenOrder(tx, orderId, reason, now);
    if (cancelled) await queueIntentCancellation(jobs, tx, cancelled);
  },

  /**
   * A paid order of another area that it could not deliver (a consultation whose time was taken before its payment
   * arrived): noted for staff and refunded in full through the job queue, its buyer told `why`, in `tx`. False when
   * no provider took the payment (staff marked it paid), which staff return themselves.
   */
  async refundUndelivered(
    tx: Db,
    jobs: JobQueue,
    order: OrderRow,
    refund: { note: string; why: string },
  ): Promise<boolean> {
    if (!order.paymentIntentId || !order.provider) return false;
    await repository.noteOrder(tx, order.id, refund.note);
    await queueUndeliveredRefund(jobs, tx, order, { why: refund.why });
    return true;
  },
};
