import { z } from 'zod';
import { ORDER_STATUSES } from '../checkout/order.js';
import { CreditNoteSchema } from '../billing/credit-notes.js';
import { ORDER_KINDS } from '../billing/lifecycle.js';
import { TIER_KEYS, tierLabel } from '../reports/tiers.js';
import { AuditEntrySchema, StaffReasonSchema } from './audit.js';
import {
  adminListQuery,
  adminPage,
  AdminListMessages,
  optionalParam,
  type AdminListRequest,
} from './list-query.js';

/** The back office's orders and invoices (issue 16): listed, read one by one, settled, voided and refunded. */
export const ORDER_METHODS = ['card', 'us_bank_account', 'invoice'] as const;
export type OrderMethod = (typeof ORDER_METHODS)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const ORDER_METHOD_LABELS: Record<OrderMethod, string> = {
  card: 'Card',
  us_bank_account: 'Bank transfer',
  invoice: 'Invoice',
};

export const AdminOrderMessages = {
  notFound: 'This order does not exist.',
  status: `Status must be one of ${ORDER_STATUSES.join(', ')}.`,
  method: `Method must be one of ${ORDER_METHODS.join(', ')}.`,
  date: 'Dates must be written as YYYY-MM-DD.',
  dateOrder: 'The start date must not be after the end date.',
  notInvoice: (number: string) => `Order ${number} is not paid by invoice.`,
  notCard: (number: string) => `Order ${number} was not paid by card; only card payments are refunded here.`,
  notPaid: (number: string, status: string) => `Order ${number} is ${status}, not paid; nothing to refund.`,
  noIntent: (number: string) => `Order ${number} has no payment to refund.`,
  refundFailed: 'The payment provider did not refund the payment. Nothing was changed; please try again.',
  endAccess: 'End access must be true or false.',
  accessCoveredElsewhere: (number: string, reportTypes: string[]) =>
    `Access to ${reportTypes.join(', ')} is also paid for by another order or granted, so it cannot end with ` +
    `order ${number}. Refund without ending access.`,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = optionalParam(
  z
    .string({ error: AdminOrderMessages.date })
    .regex(DATE, AdminOrderMessages.date)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), AdminOrderMessages.date),
);

export const ADMIN_ORDER_SORTS = ['created_at', 'total', 'number'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

const orderFilters = {
  status: optionalParam(z.enum(ORDER_STATUSES, { error: AdminOrderMessages.status })),
  method: optionalParam(z.enum(ORDER_METHODS, { error: AdminOrderMessages.method })),
  /** Placed on or after this day (UTC). */
  from: dateParam,
  /** Placed on or before this day (UTC). */
  to: dateParam,
  /** Order number, invoice number, organisation name or buyer's email. */
  q: optionalParam(z.string().trim().max(100, AdminListMessages.search)),
  tenant: optionalParam(z.uuid({ error: AdminListMessages.id })),
};

const datesInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

/** GET admin/orders/: newest first by default; by status, method, dates, organisation and a search. */
export const AdminOrdersQuerySchema = adminListQuery(ADMIN_ORDER_SORTS, 'created_at', orderFilters).refine(
  datesInOrder,
  { message: AdminOrderMessages.dateOrder, path: ['from'] },
);
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

/** GET admin/orders/export.csv: the same filters and sort, every matching row. */
export const AdminOrdersExportQuerySchema = AdminOrdersQuerySchema;

export interface AdminOrdersFilters {
  status?: OrderStatus;
  method?: OrderMethod;
  from?: string;
  to?: string;
  q?: string;
  tenant?: string;
}
export interface AdminOrdersRequest extends AdminListRequest<AdminOrderSort>, AdminOrdersFilters {}

export const AdminOrderRowSchema = z.object({
  number: z.string(),
  organisation: z.string(),
  tenant_id: z.string(),
  buyer_email: z.string(),
  buyer_name: z.string(),
  method: z.enum(ORDER_METHODS),
  /** What it pays for (issue 17): a purchase, a renewal, an upgrade or a late fee. */
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  total_cents: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_due_at: z.string().nullable(),
  /** An invoice awaiting payment past its due date. */
  overdue: z.boolean(),
  /**
   * What it buys, each line as its invoice prints it: a report type and tier, consultation credits, a report bought
   * alone, seats of a course session (issue 44).
   */
  items: z.array(z.object({ name: z.string(), tier: z.string().nullable() })),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

/** An order's line in words, as lists and exports give it: the report type with its licence tier, or what it buys. */
export const orderItemInWords = (item: AdminOrderRow['items'][number]): string =>
  item.tier ? `${item.name} (${tierLabel(item.tier)})` : item.name;

export const AdminOrdersResponseSchema = adminPage(AdminOrderRowSchema);
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponseSchema>;

export const ORDER_EVENT_KINDS = ['placed', 'paid', 'failed', 'cancelled', 'refunded'] as const;

export const AdminOrderDetailSchema = AdminOrderRowSchema.extend({
  items: z.array(
    z.object({
      /** Null for a line that is not a report type (consultation credits). */
      report_type_id: z.number().int().nullable(),
      /** The type's name, or what the line is ('60-minute consultation credits × 2'). */
      report_type_name: z.string(),
      tier: z.enum(TIER_KEYS).nullable(),
      price_cents: z.number().int(),
    }),
  ),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  /** The tax in the total (issue 46): a line per rate ('VAT 19%'), why there is none; null before tax was kept. */
  tax: z
    .object({
      cents: z.number().int(),
      lines: z.array(z.object({ label: z.string(), amount_cents: z.number().int() })),
      note: z.string().nullable(),
    })
    .nullable(),
  coupon: z.string().nullable(),
  /** The buyer's purchase-order number (issue 46). */
  po_number: z.string().nullable(),
  /** The credit notes that correct it (issue 46), oldest first. */
  credit_notes: z.array(CreditNoteSchema),
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  billing: z
    .object({
      username: z.string(),
      company: z.string(),
      email: z.string(),
      country: z.string(),
      zipcode: z.string().optional(),
    })
    .nullable(),
  /**
   * The organisation's billing details as the order froze them when it was placed (issue 46): whom its invoice or
   * receipt is made out to. Null for an order placed without them.
   */
  invoiced_to: z
    .object({
      legal_name: z.string(),
      address_lines: z.array(z.string()),
      /** With its kind: 'EU VAT number DE136695976'. */
      tax_id: z.string().nullable(),
      ap_emails: z.array(z.string()),
    })
    .nullable(),
  payment: z.object({
    provider: z.string().nullable(),
    intent_id: z.string().nullable(),
    paid_at: z.string().nullable(),
    refund_id: z.string().nullable(),
    refunded_at: z.string().nullable(),
    failure_message: z.string().nullable(),
  }),
  /** What happened to the order, oldest first: from its own dates. */
  timeline: z.array(
    z.object({ kind: z.enum(ORDER_EVENT_KINDS), at: z.string(), note: z.string().nullable() }),
  ),
  /** The staff actions on this order, oldest first. */
  audit: z.array(AuditEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const AdminOrderResponseSchema = z.object({ status: z.literal(true), data: AdminOrderDetailSchema });
export type AdminOrderResponse = z.infer<typeof AdminOrderResponseSchema>;

/** POST admin/orders/{number}/resend-invoice/: to whom it went, and the order. */
export const AdminOrderResentResponseSchema = AdminOrderResponseSchema.extend({ message: z.string() });

/** POST admin/orders/{number}/mark-paid/: why (e.g. the wire's reference); access starts, so a reason is asked. */
export const AdminOrderMarkPaidSchema = z.object({ reason: StaffReasonSchema });
export type AdminOrderMarkPaid = z.infer<typeof AdminOrderMarkPaidSchema>;

/** POST admin/orders/{number}/resend-invoice/: an optional note for the record. */
export const AdminOrderNoteSchema = z
  .object({ reason: optionalParam(StaffReasonSchema) })
  .optional()
  .transform((body) => body ?? {});
export type AdminOrderNote = { reason?: string };

/** POST admin/orders/{number}/void/: why. */
export const AdminOrderVoidSchema = z.object({ reason: StaffReasonSchema });
export type AdminOrderVoid = z.infer<typeof AdminOrderVoidSchema>;

/**
 * POST admin/orders/{number}/refund/: why, and whether the order's subscriptions end now (`end_access`: a refund
 * in full usually takes the access back; staff may leave it running as a goodwill gesture).
 */
export const AdminOrderRefundSchema = z.object({
  reason: StaffReasonSchema,
  end_access: z.boolean({ error: AdminOrderMessages.endAccess }),
});
export type AdminOrderRefund = z.infer<typeof AdminOrderRefundSchema>;
