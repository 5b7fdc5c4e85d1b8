import { orderItemInWords, type AdminOrderRow } from '@firm/domain';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote, or line break, quotes doubled. A text that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is prefixed with an
 * apostrophe, so an organisation named "=HYPERLINK(…)" stays text in the accountant's spreadsheet.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Cents as the exports write dollars: two decimals, no symbol. */
export const csvDollars = (cents: number) => (cents / 100).toFixed(2);

const COLUMNS: [string, (row: ExportRow) => string | number | null][] = [
  ['Order number', (row) => row.number],
  ['Placed (UTC)', (row) => row.created_at],
  ['Organisation', (row) => row.organisation],
  ['Buyer', (row) => row.buyer_name],
  ['Buyer email', (row) => row.buyer_email],
  ['Method', (row) => row.method],
  ['Status', (row) => row.status],
  ['Items', (row) => row.items.map(orderItemInWords).join('; ')],
  ['Currency', (row) => row.currency.toUpperCase()],
  ['Subtotal', (row) => csvDollars(row.subtotal_cents)],
  ['Discount', (row) => csvDollars(row.discount_cents)],
  ['Tax', (row) => csvDollars(row.tax_cents)],
  ['Total', (row) => csvDollars(row.total_cents)],
  ['Credit notes', (row) => row.credit_notes.join(' ')],
  ['Credited', (row) => csvDollars(row.credited_cents)],
  ['Net of credit notes', (row) => csvDollars(row.total_cents - row.credited_cents)],
  ['Paid (UTC)', (row) => row.paid_at],
  ['Invoice number', (row) => row.invoice_number],
  ['Invoice due (UTC)', (row) => row.invoice_due_at],
  ['Overdue', (row) => (row.overdue ? 'yes' : 'no')],
];

export type ExportRow = AdminOrderRow & {
  subtotal_cents: number;
  discount_cents: number;
  /** The tax in the total (issue 46). */
  tax_cents: number;
  /** The numbers of the credit notes that correct it (issue 46), and what they give back together. */
  credit_notes: string[];
  credited_cents: number;
};

/** The accountant's export: a header line and one line per order, CRLF line ends. */
export function ordersCsv(rows: ExportRow[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, cell]) => csvCell(cell(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
