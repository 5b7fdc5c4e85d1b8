import { z } from 'zod';

/**
 * Credit notes (issue 46): an issued invoice is never changed; what corrects it is a credit note of its own number
 * (CN-2026-000001) that names the invoice (or, for an order paid by card without one, the order) it corrects. A
 * refund and a voided invoice each issue one for what they take back; staff issue one for part of a paid order, as a
 * partial refund or a price correction (the amount is credited; no money moves).
 */
export const CREDIT_NOTE_REASONS = ['refund', 'void', 'correction'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

export const CREDIT_NOTE_REASON_LABELS: Record<CreditNoteReason, string> = {
  refund: 'Refund',
  void: 'Invoice voided',
  correction: 'Price correction',
};

export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{4}-\d{6,12}$/;
export const CreditNoteNumberSchema = z.string().regex(CREDIT_NOTE_NUMBER_PATTERN);

export const CreditNoteLookupMessages = {
  notFound: 'This credit note does not exist.',
} as const;

/** A credit note as the billing view and the back office list it; the amount in dollars. */
export const CreditNoteSchema = z.object({
  number: z.string(),
  order_number: z.string(),
  /** The invoice it corrects; null for an order paid by card or bank, which has a receipt instead. */
  invoice_number: z.string().nullable(),
  reason: z.enum(CREDIT_NOTE_REASONS),
  amount: z.number(),
  issued_at: z.string(),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

/** A credit note's PDF, as downloads name it. */
export const creditNoteFileName = (number: string) => `${number}.pdf`;
