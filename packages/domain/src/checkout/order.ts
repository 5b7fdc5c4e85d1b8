import { z } from 'zod';
import { TIER_KEYS } from '../reports/tiers.js';
import { ORDER_NUMBER_PATTERN } from './order-number.js';

export const OrderLookupMessages = {
  notFound: 'This order does not exist.',
} as const;

export const OrderNumberSchema = z.string().regex(ORDER_NUMBER_PATTERN);

export const InvoiceLookupMessages = {
  notFound: 'This invoice does not exist.',
  /** An e-invoice must name the buyer's country (EN 16931 BT-55); an invoice without one has its PDF only. */
  eInvoiceNoCountry:
    'An e-invoice needs the buyer’s country, which this invoice does not name. Please download its PDF, or contact us.',
} as const;

/** A receipt is drawn for an order paid by card or US bank account; an invoiced order has its invoice instead. */
export const ReceiptLookupMessages = {
  notFound: 'There is no receipt for this order: only an order paid by card or bank account has one.',
} as const;

/** A PDF an order has: its invoice, or the receipt of an order paid by card or bank account (never invoiced). */
export interface OrderDocument {
  kind: 'invoice' | 'receipt';
  /** The invoice number, or the order number of a receipt. */
  number: string;
  /** The name the API gives the file: INV-2026-001042.pdf, SO-2026-001042-receipt.pdf. */
  fileName: string;
}

/** The order's PDF, as the API serves it (billing/invoices/…/pdf/, billing/orders/…/receipt/pdf/); null if none. */
export function orderDocument(order: {
  number: string;
  status: string;
  method: string;
  invoice_number: string | null;
}): OrderDocument | null {
  const number = order.invoice_number;
  if (number) return { kind: 'invoice', number, fileName: `${number}.pdf` };
  if (order.status === 'paid' && order.method !== 'invoice')
    return { kind: 'receipt', number: order.number, fileName: `${order.number}-receipt.pdf` };
  return null;
}

/** The name the API gives an invoice's EN 16931 e-invoice (billing/invoices/…/e-invoice/): INV-2026-001042.xml. */
export const eInvoiceFileName = (invoiceNumber: string) => `${invoiceNumber}.xml`;

/** An invoice number: its series, the firm's year and its place in the year (INV-2026-000042; document-numbers.ts). */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6,12}$/;
export const InvoiceNumberSchema = z.string().regex(INVOICE_NUMBER_PATTERN);

export const ORDER_STATUSES = ['pending', 'processing', 'paid', 'failed', 'cancelled', 'refunded'] as const;

/**
 * GET reports/orders/{number}/: one order of the caller's organisation, as a result page shows it. `amount` is
 * the total after the discount, in dollars (DESIGN §4).
 */
export const OrderDetailsSchema = z.object({
  number: OrderNumberSchema,
  status: z.enum(ORDER_STATUSES),
  amount: z.number().nonnegative(),
  currency: z.string(),
  created_at: z.string(),
  items: z.array(
    z.object({
      /** The report type's name, or what another kind of line is (consultation credits). */
      report_type_name: z.string(),
      /** Null for a line that is not a subscription. */
      selected_subscription: z.enum(TIER_KEYS).nullable(),
    }),
  ),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

export const OrderResponseSchema = z.object({ status: z.literal(true), data: OrderDetailsSchema });
export type OrderResponse = z.infer<typeof OrderResponseSchema>;
