import { z } from 'zod';

/**
 * A statement of account (issue 46): every invoice, payment, credit note and refund of an organisation, oldest
 * first, with the balance after each, what is open and what is overdue. A client's owner, admins and billing members
 * download their organisation's; the firm's admins and finance any client's. As a PDF or a CSV.
 */
export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const StatementMessages = {
  format: `A statement is a ${STATEMENT_FORMATS.join(' or a ')}.`,
} as const;

/** The format in a path (`statement.pdf`, `statement.csv`). */
export const StatementFormatSchema = z.enum(STATEMENT_FORMATS, { error: StatementMessages.format });

/** What a line of the statement records. */
export const STATEMENT_ENTRY_KINDS = [
  'invoice',
  'order',
  'payment',
  'credit_note',
  'void',
  'refund',
] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

/**
 * One line: a document that raised what is owed (an invoice, or an order paid at once), one that lowered it (a
 * payment, a credit note, an invoice voided before credit notes were issued), or money the firm paid back (a refund). Amounts in cents; the balance is what the
 * organisation owes after the line (below zero: what the firm owes it).
 */
export interface StatementEntry {
  at: Date;
  kind: StatementEntryKind;
  /** The document's number: INV-…, SO-…, CN-…. */
  reference: string;
  description: string;
  debitCents: number;
  creditCents: number;
  balanceCents: number;
}

/** An invoice not paid yet, with what is left of it after its credit notes. */
export interface OpenInvoice {
  invoiceNumber: string;
  dueAt: Date;
  amountCents: number;
  overdue: boolean;
}

export interface Statement {
  organisation: string;
  asOf: Date;
  entries: StatementEntry[];
  balanceCents: number;
  open: OpenInvoice[];
  overdueCents: number;
}

/** A statement's file, as downloads name it: 'statement-2026-12-05.pdf' (the day it was drawn, UTC). */
export const statementFileName = (asOf: Date, format: StatementFormat) =>
  `statement-${asOf.toISOString().slice(0, 10)}.${format}`;
