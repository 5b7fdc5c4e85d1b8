import type { Statement } from '@firm/domain';
import { csvCell, csvDollars } from './orders-csv.js';

/** An amount in dollars with two decimals, as the statement writes it. */
class Amount {
  readonly text: string;
  constructor(cents: number) {
    this.text = csvDollars(cents);
  }
}
const dollars = (cents: number) => new Amount(cents);

/**
 * A statement of account as CSV for the client's accountant (issue 46): one line per document with debit, credit
 * and the balance after it (dollars, two decimals; below zero the firm owes it), then the invoices awaiting payment.
 * CRLF line ends, cells quoted and formulas defused as in the orders export.
 */
export function statementCsv(statement: Statement): string {
  // Amounts are the firm's own figures, written as they are (a balance in the firm's debt starts with '-');
  // every text is a cell, quoted and defused.
  const lines: (string | Amount | null)[][] = [
    ['Date (UTC)', 'Kind', 'Document', 'Description', 'Debit', 'Credit', 'Balance'],
    ...statement.entries.map((entry) => [
      entry.at.toISOString(),
      entry.kind,
      entry.reference,
      entry.description,
      dollars(entry.debitCents),
      dollars(entry.creditCents),
      dollars(entry.balanceCents),
    ]),
    [],
    ['Balance', null, null, null, null, null, dollars(statement.balanceCents)],
    ['Overdue', null, null, null, null, null, dollars(statement.overdueCents)],
    [],
    ['Invoice awaiting payment', 'Due (UTC)', 'Overdue', 'Amount'],
    ...statement.open.map((invoice) => [
      invoice.invoiceNumber,
      invoice.dueAt.toISOString(),
      invoice.overdue ? 'yes' : 'no',
      dollars(invoice.amountCents),
    ]),
  ];
  const cell = (value: string | Amount | null) => (value instanceof Amount ? value.text : csvCell(value));
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
