import { z } from 'zod';
import { PoNumberSchema } from '../checkout/purchase-order.js';

/**
 * The purchase-order number of a subscription's next renewal (issue 46): given in the billing view by the
 * organisation's owner, admins and billing members before the renewal is ordered, printed on its invoice or receipt,
 * and used once. PUT billing/subscriptions/{id}/renewal-po/ {po_number} (empty or null takes it away).
 */
export const RenewalPoRequestSchema = z.object({ po_number: PoNumberSchema });
export type RenewalPoRequest = z.input<typeof RenewalPoRequestSchema>;

export const RenewalPoMessages = {
  saved: (poNumber: string) => `The renewal will carry purchase order ${poNumber}.`,
  removed: 'The renewal will carry no purchase order.',
  notRenewing: 'This subscription does not renew, so it needs no purchase order.',
  invoiced: (invoiceNumber: string) =>
    `The renewal invoice ${invoiceNumber} is issued already; please contact us to have it issued again with your purchase order.`,
  /** The billing view's reminder where the organisation requires a PO on every order. */
  wanted: 'Your organisation requires a purchase order: please add the one for this renewal.',
} as const;
