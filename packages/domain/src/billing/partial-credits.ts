import { z } from 'zod';
import { StaffReasonSchema } from '../admin/audit.js';
import { dollarsToCents, formatCents, isWholeCents } from '../money/format.js';
import type { CreditNote } from './credit-notes.js';

// Credit notes for part of a paid order (issue 46), as the back office asks for them and the API checks them: apart
// from the credit notes' own schemas, which every page with a cart loads with the API client.

/** What a credit note corrects, in words: 'invoice INV-2026-000042', or 'order SO-2026-001042' without an invoice. */
export const correctedDocument = (order: { invoiceNumber: string | null; number: string }): string =>
  order.invoiceNumber ? `invoice ${order.invoiceNumber}` : `order ${order.number}`;

/** What an order's credit notes leave to credit, in cents: its total less what they give back. */
export const leftToCreditCents = (order: {
  total_cents: number;
  credit_notes: Pick<CreditNote, 'amount'>[];
}) => order.total_cents - order.credit_notes.reduce((sum, note) => sum + dollarsToCents(note.amount), 0);

/** The largest amount one credit note may give back, in dollars (far above any order). */
export const CREDIT_NOTE_MAX_DOLLARS = 10_000_000;

/** What staff may credit on part of a paid order: money back (by the card's provider, or recorded) or a correction. */
export const PARTIAL_CREDIT_KINDS = ['refund', 'correction'] as const;
export type PartialCreditKind = (typeof PARTIAL_CREDIT_KINDS)[number];

export const PartialCreditMessages = {
  kind: `Kind must be one of ${PARTIAL_CREDIT_KINDS.join(', ')}.`,
  amount: 'Enter the amount to credit in dollars: more than $0, in whole cents.',
  notPaid: (order: string, status: string) =>
    `Order ${order} is ${status}, not paid: only a paid order takes a credit note for part of it. Void an unpaid ` +
    'invoice instead.',
  creditedMeanwhile: (corrects: string) =>
    `A credit note for part of ${corrects} was issued while it was being refunded, so the refund was not recorded. ` +
    'Please reload the order and check the refund with the payment provider.',
  overRemaining: (remainingCents: number, corrects: string) =>
    remainingCents === 0
      ? `Nothing is left to credit on ${corrects}: its credit notes already give back its total.`
      : `A credit note may give back at most ${formatCents(remainingCents)}: what is left of ${corrects} after ` +
        'its earlier credit notes.',
} as const;

/**
 * POST admin/orders/{number}/credit-notes/ (issue 46): a credit note for part of a paid order. A `refund` gives the
 * amount back (a card payment through its provider; any other is recorded as paid back by the firm), a `correction`
 * credits it without moving money. The amount is in dollars and at most what the order's credit notes leave.
 */
export const AdminOrderCreditSchema = z.object({
  kind: z.enum(PARTIAL_CREDIT_KINDS, { error: PartialCreditMessages.kind }),
  amount: z
    .number({ error: PartialCreditMessages.amount })
    .positive(PartialCreditMessages.amount)
    .max(CREDIT_NOTE_MAX_DOLLARS, PartialCreditMessages.amount)
    .refine(isWholeCents, PartialCreditMessages.amount),
  reason: StaffReasonSchema,
});
export type AdminOrderCredit = z.infer<typeof AdminOrderCreditSchema>;
