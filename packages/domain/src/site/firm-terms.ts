/**
 * The firm's terms (SPEC §1's terms and §9's constants), in one place (issue 40): the terms page states them, the
 * invoices, receipts and mails print them, and the API applies them. Money is in cents.
 */
export const FirmTerms = {
  /** The youngest age at which a person may hold an account or buy. */
  minimumAge: 18,
  /** An invoice is due this many days after its date. */
  invoiceDueDays: 30,
  /** The fee an invoice draws when still unpaid `lateFeeAfterDays` after its date. */
  lateFeeCents: 10_000,
  lateFeeAfterDays: 60,
  /** The renewal invoice is issued, and card and bank payers reminded, this many days before a period ends. */
  renewalNoticeDays: 30,
  /** How long a U.S. bank transfer takes to reach the firm. */
  bankTransferWorkingDays: '4–5',
  /** A private consultation's price by its length in minutes (SPEC §9 prices 30 and 60; the firm sets 15). */
  consultationCents: { 15: 26_000, 30: 49_500, 60: 98_500 },
  /** A consultation credit, bought in the cart ahead of booking: one 60-minute session (SPEC §2's offer, $900). */
  consultationCreditCents: 90_000,
  /** A four-day course's price for each participant. */
  coursePerParticipantCents: 500_000,
  /** A consultation is cancelled or moved at least this many hours before it starts, or charged in full. */
  cancellationNoticeHours: 24,
} as const;
