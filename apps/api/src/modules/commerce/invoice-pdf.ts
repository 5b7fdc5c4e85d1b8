import {
  correctedDocument,
  BillingTerms,
  CREDIT_NOTE_REASON_LABELS,
  type CreditNoteReason,
  FIRM_NAME,
  FirmTerms,
  formatCents,
  formatLongDate,
  formatUsd,
  SUBSCRIPTION_PAYMENT_LABELS,
  tierLabel,
} from '@firm/domain';
import { drawDocumentHeading } from './document-heading.js';
import { printedTaxLines } from './tax.js';
import type { OrderTax } from '../../platform/database/schema.js';
import { createPdfWriter, type Cell, type TextStyle } from '../../platform/pdf/pdf-writer.js';

/** The terms every invoice prints (SPEC §1 terms text and §9 constants), one paragraph each. */
export const INVOICE_TERMS = [
  `Payment is due within ${BillingTerms.invoiceDueDays} days of the invoice date.`,
  `A late fee of ${formatUsd(BillingTerms.lateFeeCents / 100)} applies to an invoice unpaid ${BillingTerms.lateFeeAfterDays} days after the invoice date.`,
  `Subscriptions are yearly and renew automatically; the renewal invoice is sent ${BillingTerms.renewalNoticeDays} days before the renewal date.`,
  'Access to the reports starts when the payment is received.',
  `Bank transfers take ${FirmTerms.bankTransferWorkingDays} working days to reach us; please allow for this when paying close to the due date.`,
  'All prices are in US dollars (USD). No refunds are given.',
] as const;

export interface InvoiceLine {
  /** What the line charges for: a report type's name, or a fee's words ('Late fee for invoice INV-…'). */
  reportTypeName: string;
  /** The licence tier; null for a fee. */
  tier: string | null;
  priceCents: number;
}

/**
 * Who the invoice is addressed to: the organisation's billing details frozen on the order (issue 46), else the
 * billing details given at checkout, else the organisation and the buyer.
 */
export type InvoiceRecipient =
  | {
      kind: 'legal';
      legalName: string;
      /** Whom it is for: the name given at checkout, else the buyer. */
      attention: string;
      addressLines: string[];
      /** The tax ID with its kind ('EU VAT number DE136695976'), if any. */
      taxId: string | undefined;
    }
  | { kind: 'billing'; username: string; company: string; email: string; country: string }
  | {
      kind: 'organisation';
      organisation: string;
      buyerName: string;
      email: string;
      streetAddress?: string | null;
      city?: string | null;
      country?: string | null;
    };

/** What an invoice and a receipt both print: the order's lines, its totals and who it is addressed to. */
export interface BilledOrder {
  orderNumber: string;
  billTo: InvoiceRecipient;
  lines: InvoiceLine[];
  subtotalCents: number;
  discountCents: number;
  /** The tax charged and how (issue 46); null for an order placed before tax was kept, which prints no tax line. */
  tax?: OrderTax | null;
  totalCents: number;
  /** The promo code behind the discount, if any. */
  couponCode?: string | null;
  /** The buyer's purchase-order number, if any (issue 46). */
  poNumber?: string | null;
}

export interface InvoiceDocument extends BilledOrder {
  invoiceNumber: string;
  issuedAt: Date;
  dueAt: Date;
}

/** A paid order's receipt: an order paid by card or US bank account, which has no invoice. */
export interface ReceiptDocument extends BilledOrder {
  paidAt: Date;
  method: 'card' | 'us_bank_account';
}

export const invoiceFileName = (invoiceNumber: string) => `${invoiceNumber}.pdf`;
export const receiptFileName = (orderNumber: string) => `${orderNumber}-receipt.pdf`;

const money = formatCents;

/** The lines of the bill-to block. */
export function billToLines(recipient: InvoiceRecipient): string[] {
  if (recipient.kind === 'legal')
    return [
      recipient.legalName,
      `Attn. ${recipient.attention}`,
      ...recipient.addressLines,
      ...(recipient.taxId ? [recipient.taxId] : []),
    ];
  if (recipient.kind === 'billing') {
    return [recipient.company, `Attn. ${recipient.username}`, recipient.email, recipient.country];
  }
  const place = [recipient.city, recipient.country].filter(Boolean).join(', ');
  return [
    recipient.organisation,
    `Attn. ${recipient.buyerName}`,
    recipient.email,
    ...(recipient.streetAddress ? [recipient.streetAddress] : []),
    ...(place ? [place] : []),
  ];
}

/** The PO number among the document's numbers, when the buyer gave one. */
const purchaseOrder = (bill: Pick<BilledOrder, 'poNumber'>): [string, string][] =>
  bill.poNumber ? [['Purchase order', bill.poNumber]] : [];

/* Layout in points, on A4. */
const MARGIN = { x: 56, top: 64, bottom: 72 };
const BODY = { size: 10, leading: 14 };
/** The invoice's numbers and its totals: labels start this far left of the right margin, values end at it. */
const FIGURES_INDENT = 230;

/** How one kind of document fills the common layout. */
interface Layout {
  /** 'Invoice' or 'Receipt': the heading, the title and the page footers. */
  title: string;
  /** The document's own number: the invoice number, or the order number of a receipt. */
  number: string;
  subject: string;
  /** The document's date, its only date in the file's metadata. */
  date: Date;
  /** The numbers and dates beside the bill-to. */
  facts: [string, string][];
  totalLabel: string;
  /** The sentence under the totals. */
  closing: string;
  terms: readonly string[];
  /** The lines' column headings; an invoice's by default. */
  columns?: [string, string, string];
  /** Whether the subtotal and discount are printed above the total (not on a credit note: it has one amount). */
  subtotals?: boolean;
  /** The tax within the total, by rate, printed under it (a credit note's share of the order's tax; issue 46). */
  includedTax?: readonly [string, number][];
}

/**
 * The invoice of an order as a PDF (DESIGN §4 Invoice): the firm, the numbers and dates, who pays, the lines at
 * their yearly prices, the totals in USD and the SPEC §9 terms. The same document renders to the same bytes: the
 * only dates in it are the invoice's own.
 */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  return renderBill(invoice, {
    title: 'Invoice',
    number: invoice.invoiceNumber,
    subject: `Invoice ${invoice.invoiceNumber} for order ${invoice.orderNumber}`,
    date: invoice.issuedAt,
    facts: [
      ['Invoice number', invoice.invoiceNumber],
      ['Order number', invoice.orderNumber],
      ...purchaseOrder(invoice),
      ['Invoice date', formatLongDate(invoice.issuedAt)],
      ['Due date', formatLongDate(invoice.dueAt)],
      ['Currency', 'USD'],
    ],
    totalLabel: 'Total due (USD)',
    closing: `Please pay ${money(invoice.totalCents)} (USD) by ${formatLongDate(invoice.dueAt)}, quoting invoice number ${invoice.invoiceNumber} with your payment.`,
    terms: INVOICE_TERMS,
  });
}

/**
 * The receipt of an order paid by card or US bank account, which has no invoice: the invoice's layout, numbered by
 * the order, with the date it was paid and how. Drawn on demand; the same order renders to the same bytes.
 */
export function renderReceiptPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  const paidOn = formatLongDate(receipt.paidAt);
  return renderBill(receipt, {
    title: 'Receipt',
    number: receipt.orderNumber,
    subject: `Receipt for order ${receipt.orderNumber}`,
    date: receipt.paidAt,
    facts: [
      ['Receipt number', receipt.orderNumber],
      ...purchaseOrder(receipt),
      ['Date paid', paidOn],
      ['Paid by', SUBSCRIPTION_PAYMENT_LABELS[receipt.method]],
      ['Currency', 'USD'],
    ],
    totalLabel: 'Total paid (USD)',
    closing: `Paid in full on ${paidOn}.`,
    terms: [],
  });
}

/** A credit note (issue 46): what it gives back of which invoice (or a card order's receipt), and why. */
export interface CreditNoteDocument {
  number: string;
  issuedAt: Date;
  orderNumber: string;
  /** The invoice it corrects; null for an order paid by card or bank, which had a receipt. */
  invoiceNumber: string | null;
  reason: CreditNoteReason;
  amountCents: number;
  billTo: InvoiceRecipient;
  poNumber: string | null;
  /** The tax within the amount credited, by rate: its share of the corrected order's tax (issue 46). */
  includedTax?: readonly [string, number][];
}

/** What a credit note's reader is told happens to the amount credited. */
const CREDIT_NOTE_CLOSINGS: Record<CreditNoteReason, string> = {
  refund: 'The refund is paid back to the card or account that paid.',
  void: 'Nothing is owed on it.',
  correction: 'The firm owes you this amount and settles it with you: by refund, or against a later invoice.',
};

/**
 * A credit note as a PDF: the invoice's layout, numbered in its own series, naming the invoice (or order) it corrects
 * and the amount credited. An issued invoice is never changed; this is what corrects it. Same note, same bytes.
 */
export function renderCreditNotePdf(note: CreditNoteDocument): Promise<Uint8Array> {
  const corrected = correctedDocument({ invoiceNumber: note.invoiceNumber, number: note.orderNumber });
  return renderBill(
    {
      orderNumber: note.orderNumber,
      billTo: note.billTo,
      lines: [
        {
          reportTypeName: `${CREDIT_NOTE_REASON_LABELS[note.reason]}: credit of ${corrected}`,
          tier: null,
          priceCents: note.amountCents,
        },
      ],
      subtotalCents: note.amountCents,
      discountCents: 0,
      totalCents: note.amountCents,
      poNumber: note.poNumber,
    },
    {
      title: 'Credit note',
      number: note.number,
      subject: `Credit note ${note.number} for ${corrected}`,
      date: note.issuedAt,
      facts: [
        ['Credit note number', note.number],
        ...(note.invoiceNumber ? ([['Corrects invoice', note.invoiceNumber]] as [string, string][]) : []),
        ['Order number', note.orderNumber],
        ...purchaseOrder(note),
        ['Date', formatLongDate(note.issuedAt)],
        ['Currency', 'USD'],
      ],
      columns: ['Credit', '', 'Amount'],
      subtotals: false,
      ...(note.includedTax ? { includedTax: note.includedTax } : {}),
      totalLabel: 'Total credited (USD)',
      closing: `${money(note.amountCents)} (USD) is credited against ${corrected}. ${CREDIT_NOTE_CLOSINGS[note.reason]}`,
      terms: [],
    },
  );
}

async function renderBill(bill: BilledOrder, layout: Layout): Promise<Uint8Array> {
  const pdf = await createPdfWriter({
    metadata: {
      title: `${layout.title} ${layout.number}`,
      subject: layout.subject,
      author: FIRM_NAME,
      creator: FIRM_NAME,
      date: layout.date,
    },
    margin: MARGIN,
    body: BODY,
  });
  const { left, right } = pdf;
  /** A label and its value on one line: the label FIGURES_INDENT left of the margin, the value right aligned at it. */
  const figure = (label: string, value: string, style: { label: TextStyle; value: TextStyle }) => {
    pdf.text(label, { ...style.label, x: right - FIGURES_INDENT });
    pdf.text(value, { ...style.value, x: right, align: 'right' });
  };

  // Heading: the firm on the left, INVOICE (or RECEIPT) on the right, the seller's details below.
  drawDocumentHeading(pdf, layout.title, 24);
  pdf.down(26);

  // Bill-to on the left, the document's numbers and dates on the right.
  const top = pdf.y;
  pdf.text('BILL TO', { bold: true, size: 9, colour: 'grey' });
  pdf.down(BODY.leading);
  for (const line of billToLines(bill.billTo)) pdf.paragraph(line, { width: 240 });
  const leftBottom = pdf.y;
  pdf.y = top;
  for (const [label, value] of layout.facts) {
    figure(label, value, { label: { colour: 'grey' }, value: { bold: true } });
    pdf.down(BODY.leading + 2);
  }
  pdf.y = Math.min(pdf.y, leftBottom) - 22;
  // The lines: report type (wraps), licence tier, yearly price (right aligned at the margin).
  const tableRow = ([type, tier, price]: [string, string, string], style: TextStyle = {}): Cell[] => [
    { ...style, text: type, x: left, width: 250 },
    { ...style, text: tier, x: left + 262, width: 130 },
    { ...style, text: price, x: right - 100, width: 100, align: 'right' },
  ];
  const tableHeading = () => {
    pdf.row(
      tableRow(layout.columns ?? ['Report type', 'Licence', 'Price per year'], {
        bold: true,
        size: 9,
        colour: 'grey',
      }),
      {
        leading: 7,
      },
    );
    pdf.rule();
    pdf.down(15);
  };
  tableHeading();
  for (const line of bill.lines) {
    pdf.row(tableRow([line.reportTypeName, line.tier ? tierLabel(line.tier) : '', money(line.priceCents)]), {
      onNewPage: tableHeading,
    });
    pdf.down(4);
  }
  // The closing rule sits just below the last line, not a whole row gap away.
  pdf.down(-6);
  pdf.rule();
  pdf.down(18);

  // The totals.
  const taxLines = printedTaxLines(bill.tax);
  pdf.keepRoom((4 + taxLines.length) * 18 + 20);
  const amount = { label: { colour: 'grey' }, value: {} } as const;
  if (layout.subtotals ?? true) {
    figure('Subtotal', money(bill.subtotalCents), amount);
    pdf.down(18);
    figure(
      bill.couponCode ? `Discount (promo code ${bill.couponCode})` : 'Discount',
      bill.discountCents > 0 ? `-${money(bill.discountCents)}` : money(0),
      amount,
    );
    pdf.down(18);
    for (const [label, cents] of taxLines) {
      figure(label, money(cents), amount);
      pdf.down(18);
    }
  }
  const due = { bold: true, size: 12 } as const;
  figure(layout.totalLabel, money(bill.totalCents), { label: due, value: due });
  pdf.down(28);
  for (const [label, cents] of layout.includedTax ?? []) {
    figure(`of which ${label}`, money(cents), amount);
    pdf.down(18);
  }

  if (bill.tax?.note) {
    pdf.paragraph(bill.tax.note, { bold: true });
    pdf.down(8);
  }

  pdf.paragraph(layout.closing);
  pdf.down(16);

  if (layout.terms.length > 0) {
    pdf.keepRoom(BODY.leading * 4);
    pdf.text('TERMS', { bold: true, size: 9, colour: 'grey' });
    pdf.down(BODY.leading + 2);
    for (const term of layout.terms) {
      pdf.keepRoom(BODY.leading);
      pdf.text('•');
      pdf.paragraph(term, { indent: 12 });
      pdf.down(3);
    }
  }

  pdf.numberPages(
    (page, pages) => `${FIRM_NAME} - ${layout.title} ${layout.number} - Page ${page} of ${pages}`,
    { y: 40, size: 8, colour: 'grey' },
  );
  return pdf.save();
}
