import { FIRM_NAME, formatCents, formatLongDate, type Statement } from '@firm/domain';
import { drawDocumentHeading } from './document-heading.js';
import { createPdfWriter, type Cell, type TextStyle } from '../../platform/pdf/pdf-writer.js';

const MARGIN = { x: 56, top: 64, bottom: 72 };
const BODY = { size: 9, leading: 13 };

/** A balance as the statement prints it: below zero is what the firm owes, written as a credit. */
const balance = (cents: number) => (cents < 0 ? `${formatCents(-cents)} CR` : formatCents(cents));
const amount = (cents: number) => (cents === 0 ? '' : formatCents(cents));

/**
 * A statement of account as a PDF (issue 46): the seller, the organisation (its billing details' lines when it has
 * them), every line with debit, credit and the balance after it, then the balance, the invoices still open and what
 * of them is overdue. Same statement, same bytes.
 */
export async function renderStatementPdf(statement: Statement, addressedTo: readonly string[]) {
  const pdf = await createPdfWriter({
    metadata: {
      title: `Statement of account ${formatLongDate(statement.asOf)}`,
      subject: `Statement of account of ${statement.organisation}`,
      author: FIRM_NAME,
      creator: FIRM_NAME,
      date: statement.asOf,
    },
    margin: MARGIN,
    body: BODY,
  });
  const { left, right } = pdf;

  drawDocumentHeading(pdf, 'Statement of account', 16);
  pdf.down(22);
  const top = pdf.y;
  pdf.text('ACCOUNT OF', { bold: true, size: 9, colour: 'grey' });
  pdf.down(BODY.leading);
  for (const line of addressedTo) pdf.paragraph(line, { width: 260 });
  const leftBottom = pdf.y;
  pdf.y = top;
  pdf.text('As of', { x: right - 160, colour: 'grey' });
  pdf.text(formatLongDate(statement.asOf), { x: right, align: 'right', bold: true });
  pdf.down(BODY.leading + 2);
  pdf.text('Currency', { x: right - 160, colour: 'grey' });
  pdf.text('USD', { x: right, align: 'right', bold: true });
  pdf.y = Math.min(pdf.y, leftBottom) - 22;

  // Columns across the 483 points between the margins: date, document, description (wraps), three amounts.
  const row = (
    [date, reference, description, debit, credit, after]: string[],
    style: TextStyle = {},
  ): Cell[] => [
    { ...style, text: date!, x: left, width: 62 },
    { ...style, text: reference!, x: left + 64, width: 86 },
    { ...style, text: description!, x: left + 152, width: 142 },
    { ...style, text: debit!, x: right - 185, width: 58, align: 'right' },
    { ...style, text: credit!, x: right - 123, width: 58, align: 'right' },
    { ...style, text: after!, x: right - 61, width: 61, align: 'right' },
  ];
  const heading = () => {
    pdf.row(
      row(['Date', 'Document', 'Description', 'Debit', 'Credit', 'Balance'], { bold: true, colour: 'grey' }),
      {
        leading: 7,
      },
    );
    pdf.rule();
    pdf.down(14);
  };
  heading();
  if (statement.entries.length === 0) {
    pdf.paragraph('Nothing has been invoiced or paid on this account yet.');
    pdf.down(4);
  }
  for (const entry of statement.entries) {
    pdf.row(
      row([
        formatLongDate(entry.at),
        entry.reference,
        entry.description,
        amount(entry.debitCents),
        amount(entry.creditCents),
        balance(entry.balanceCents),
      ]),
      { onNewPage: heading },
    );
    pdf.down(3);
  }
  pdf.down(-5);
  pdf.rule();
  pdf.down(18);

  pdf.keepRoom(3 * 18 + 20);
  const figure = (label: string, value: string, style: TextStyle = {}) => {
    pdf.text(label, { ...style, x: right - 230 });
    pdf.text(value, { ...style, x: right, align: 'right' });
    pdf.down(18);
  };
  const due = { bold: true, size: 11 } as const;
  figure(
    statement.balanceCents < 0 ? 'Balance in your favour (USD)' : 'Balance due (USD)',
    balance(statement.balanceCents),
    due,
  );
  figure('Of which overdue', formatCents(statement.overdueCents), {
    colour: statement.overdueCents > 0 ? 'accent' : 'grey',
  });
  pdf.down(8);

  if (statement.open.length > 0) {
    pdf.keepRoom(BODY.leading * 4);
    pdf.text('INVOICES AWAITING PAYMENT', { bold: true, size: 9, colour: 'grey' });
    pdf.down(BODY.leading + 2);
    for (const invoice of statement.open) {
      pdf.row([
        { text: invoice.invoiceNumber, x: left, width: 120 },
        {
          text: `${invoice.overdue ? 'Overdue since' : 'Due'} ${formatLongDate(invoice.dueAt)}`,
          x: left + 130,
          width: 200,
          bold: invoice.overdue,
        },
        { text: formatCents(invoice.amountCents), x: right - 100, width: 100, align: 'right' },
      ]);
      pdf.down(3);
    }
  }

  pdf.numberPages(
    (page, pages) =>
      `${FIRM_NAME} - Statement of account ${formatLongDate(statement.asOf)} - Page ${page} of ${pages}`,
    { y: 40, size: 8, colour: 'grey' },
  );
  return pdf.save();
}
