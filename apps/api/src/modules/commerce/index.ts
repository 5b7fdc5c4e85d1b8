/**
 * The commerce area's public face (docs/decisions/032). Buying: the cart and its promo code, orders, payments by card, bank transfer or invoice, invoices and receipts, and the back office's orders. Announces what it did (events.ts).
 * Other areas, the composition root and the command line import this file only.
 */
export { adminOrderRoutes } from './admin-order-routes.js';
export type { BillingProfiles } from './billing-profiles.js';
export { type CouponInput, normaliseCode } from './coupons.js';
export {
  courseSessionsOfOrder,
  seatsPaidBy,
  seatsTaken,
  type CourseSeatDesk,
  type SeatSale,
} from './course-seats.js';
export { queueIntentCancellation } from './intent-cancellation.js';
export type { InvoiceReader } from './invoice-documents.js';
export type { InvoiceService } from './invoices.js';
export { lateFeeJob, queueLateFee } from './late-fee-job.js';
export type { OrderService } from './orders.js';
export { startedPaymentReply, type StartedPayment } from './payment-reply.js';
export { withinPaymentWindow } from './payment-window.js';
export { MINIMUM_CHARGE_CENTS, type PaymentService } from './payments.js';
export { tierPriceCents } from './pricing.js';
export { orderChanges } from './order-changes.js';
export { commerceRoutes } from './routes.js';
export { sendStatement, type Statements } from './statements.js';
export { createCommerceServices, type PaymentsOptions } from './service.js';
export type { RefundEndedSubscription } from './events.js';
