import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';

/**
 * How long a card or bank purchase awaiting payment may be paid from placing (issue 39), with or without a promo
 * code: a buyer who leaves the page finds a new order, at the day's prices, when they come back; a code it held
 * goes to others by the next day; and an old intent can never pay for a cart that has changed since.
 */
export const PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A card or bank purchase's payment window ends: unpaid, it is cancelled with its intent. */
export const orderLapseJob = defineJob<{ orderId: string }>('commerce.order-lapse');

/** Why an order was cancelled unpaid (kept in its failure_message, shown to staff on the order's page). */
export const OrderEndedReasons = {
  lapsed: 'Cancelled: not paid within its 24-hour payment window.',
  running: (typeNames: string) => `Cancelled: ${typeNames} started running before it was paid.`,
  superseded: (orderNumber: string, typeNames: string) =>
    `Cancelled: order ${orderNumber} paid for ${typeNames} first.`,
} as const;

/** The end of the payment window of an order placed at `now`: none for an invoice, which waits until paid or voided. */
export const payableUntilFor = (method: OrderRow['method'], now: Date): Date | null =>
  method === 'invoice' ? null : new Date(now.getTime() + PAYMENT_WINDOW_MS);

/** Whether the order's payment window (if it has one) is still open at `now`. */
export const withinPaymentWindow = (order: Pick<OrderRow, 'payableUntil'>, now: Date): boolean =>
  order.payableUntil === null || order.payableUntil > now;

/** Queues the lapse of the order in `tx`, for the end of its payment window; once per order. */
export async function scheduleLapse(
  jobs: JobQueue,
  tx: Db,
  order: Pick<OrderRow, 'id' | 'payableUntil'>,
): Promise<void> {
  if (order.payableUntil === null) return;
  await jobs.enqueue(
    tx,
    orderLapseJob,
    { orderId: order.id },
    { runAt: order.payableUntil, uniqueKey: `order-lapse:${order.id}` },
  );
}
