import { FIRM_NAME, formatCents, formatUsd, tierLabel } from '@firm/domain';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatLongDate } from '../reports/report-import.js';

/** SPEC §9 terms of an invoice. */
export const INVOICE_DUE_DAYS = 30;
export const LATE_FEE_DOLLARS = 100;
export const LATE_FEE_AFTER_DAYS = 60;
export const RENEWAL_INVOICE_DAYS_BEFORE = 30;

/** The terms every invoice prints (SPEC §1 terms text and §9 constants), one paragraph each. */
export const INVOICE_TERMS = [
  `Payment is due within ${INVOICE_DUE_DAYS} days of the invoice date.`,
  `A late fee of ${formatUsd(LATE_FEE_DOLLARS)} applies to an invoice unpaid ${LATE_FEE_AFTER_DAYS} days after the invoice date.`,
  `Subscriptions are yearly and renew automatically; the renewal invoice is sent ${RENEWAL_INVOICE_DAYS_BEFORE} days before the renewal date.`,
  'Access to the reports starts when the payment is received.',
  'Bank transfers take 4–5 working days to reach us; please allow for this when paying close to the due date.',
  'All prices are in US dollars (USD). No refunds are given.',
] as const;

export interface InvoiceLine {
  reportTypeName: string;
  tier: string;
  priceCents: number;
}

/** Who the invoice is addressed to: the billing details given at checkout, else the organisation and the buyer. */
export type InvoiceRecipient =
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

export interface InvoiceDocument {
  invoiceNumber: string;
  orderNumber: string;
  issuedAt: Date;
  dueAt: Date;
  billTo: InvoiceRecipient;
  lines: InvoiceLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** The promo code behind the discount, if any. */
  couponCode?: string | null;
}

export const invoiceFileName = (invoiceNumber: string) => `${invoiceNumber}.pdf`;

const money = formatCents;

/** The lines of the bill-to block. */
export function billToLines(recipient: InvoiceRecipient): string[] {
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

/* Layout: A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 56, top: 64, bottom: 72 };
const RIGHT = PAGE.width - MARGIN.x;
const INK = rgb(0.1, 0.12, 0.15);
const GREY = rgb(0.38, 0.4, 0.43);
const ACCENT = rgb(0.05, 0.33, 0.27);
const RULE = rgb(0.8, 0.82, 0.84);
/** Table columns: report type (wraps), licence tier, yearly price (right aligned at RIGHT). */
const COLUMNS = { type: MARGIN.x, typeWidth: 250, tier: MARGIN.x + 262, tierWidth: 130 };
const BODY = { size: 10, leading: 14 };

/** Helvetica encodes only WinAnsi: a character it cannot draw (a name in another script) prints as '?'. */
function printable(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text.replace(/\s+/g, ' '), (char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join(
      '',
    );
}

/** Lines of at most `width`, broken between words; a word wider than a line is broken inside. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut -= 1;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    line = word;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/**
 * The invoice of an order as a PDF (DESIGN §4 Invoice): the firm, the numbers and dates, who pays, the lines at
 * their yearly prices, the totals in USD and the SPEC §9 terms. The same document renders to the same bytes: the
 * only dates in it are the invoice's own.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = printable(regular);
  pdf.setTitle(`Invoice ${invoice.invoiceNumber}`);
  pdf.setAuthor(FIRM_NAME);
  pdf.setSubject(`Invoice ${invoice.invoiceNumber} for order ${invoice.orderNumber}`);
  pdf.setCreator(FIRM_NAME);
  pdf.setProducer(FIRM_NAME);
  pdf.setCreationDate(invoice.issuedAt);
  pdf.setModificationDate(invoice.issuedAt);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN.top;
  /** Starts a new page when fewer than `height` points are left above the bottom margin. */
  const room = (height: number) => {
    if (y - height >= MARGIN.bottom) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN.top;
  };
  const text = (value: string, x: number, font: PDFFont, size: number, color = INK) =>
    page.drawText(clean(value), { x, y, size, font, color });
  const rightAligned = (value: string, right: number, font: PDFFont, size: number, color = INK) =>
    text(value, right - font.widthOfTextAtSize(clean(value), size), font, size, color);
  const rule = (color = RULE, thickness = 0.6) =>
    page.drawLine({ start: { x: MARGIN.x, y }, end: { x: RIGHT, y }, thickness, color });

  // Heading: the firm on the left, INVOICE on the right.
  text(FIRM_NAME, MARGIN.x, bold, 18, ACCENT);
  rightAligned('INVOICE', RIGHT, bold, 24, ACCENT);
  y -= 14;
  text('Soft commodity market reports and advisory', MARGIN.x, regular, 9, GREY);
  y -= 12;
  rule(ACCENT, 0.9);
  y -= 26;

  // Bill-to on the left, the invoice's numbers and dates on the right.
  const top = y;
  text('BILL TO', MARGIN.x, bold, 9, GREY);
  y -= BODY.leading;
  for (const line of billToLines(invoice.billTo)) {
    for (const part of wrap(clean(line), regular, BODY.size, 240)) {
      text(part, MARGIN.x, regular, BODY.size);
      y -= BODY.leading;
    }
  }
  const leftBottom = y;
  y = top;
  const facts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Order number', invoice.orderNumber],
    ['Invoice date', formatLongDate(invoice.issuedAt)],
    ['Due date', formatLongDate(invoice.dueAt)],
    ['Currency', 'USD'],
  ];
  for (const [label, value] of facts) {
    text(label, RIGHT - 230, regular, BODY.size, GREY);
    rightAligned(value, RIGHT, bold, BODY.size);
    y -= BODY.leading + 2;
  }
  y = Math.min(y, leftBottom) - 22;

  // The lines.
  const tableHeading = () => {
    text('Report type', COLUMNS.type, bold, 9, GREY);
    text('Licence', COLUMNS.tier, bold, 9, GREY);
    rightAligned('Price per year', RIGHT, bold, 9, GREY);
    y -= 7;
    rule();
    y -= 15;
  };
  tableHeading();
  for (const line of invoice.lines) {
    const names = wrap(clean(line.reportTypeName), regular, BODY.size, COLUMNS.typeWidth);
    const tiers = wrap(tierLabel(line.tier), regular, BODY.size, COLUMNS.tierWidth);
    const rows = Math.max(names.length, tiers.length);
    if (y - rows * BODY.leading < MARGIN.bottom) {
      room(rows * BODY.leading + 40);
      tableHeading();
    }
    for (let row = 0; row < rows; row += 1) {
      // Drawn in reading order, so the PDF's text reads a line as it is printed.
      if (names[row]) text(names[row]!, COLUMNS.type, regular, BODY.size);
      if (tiers[row]) text(tiers[row]!, COLUMNS.tier, regular, BODY.size);
      if (row === 0) rightAligned(money(line.priceCents), RIGHT, regular, BODY.size);
      y -= BODY.leading;
    }
    y -= 4;
  }
  y += 6;
  rule();
  y -= 18;

  // The totals.
  room(4 * 18 + 20);
  const total = (label: string, value: string, font = regular, size = BODY.size) => {
    text(label, RIGHT - 230, font, size, font === bold ? INK : GREY);
    rightAligned(value, RIGHT, font, size);
    y -= 18;
  };
  total('Subtotal', money(invoice.subtotalCents));
  total(
    invoice.couponCode ? `Discount (promo code ${invoice.couponCode})` : 'Discount',
    invoice.discountCents > 0 ? `-${money(invoice.discountCents)}` : money(0),
  );
  total('Total due (USD)', money(invoice.totalCents), bold, 12);
  y -= 10;

  const paragraph = (value: string, indent = 0, font = regular, size = BODY.size) => {
    for (const line of wrap(clean(value), font, size, RIGHT - MARGIN.x - indent)) {
      room(BODY.leading);
      text(line, MARGIN.x + indent, font, size);
      y -= BODY.leading;
    }
  };
  paragraph(
    `Please pay ${money(invoice.totalCents)} (USD) by ${formatLongDate(invoice.dueAt)}, quoting invoice number ${invoice.invoiceNumber} with your payment.`,
  );
  y -= 16;

  room(BODY.leading * 4);
  text('TERMS', MARGIN.x, bold, 9, GREY);
  y -= BODY.leading + 2;
  for (const term of INVOICE_TERMS) {
    room(BODY.leading);
    text('•', MARGIN.x, regular, BODY.size);
    paragraph(term, 12);
    y -= 3;
  }

  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    const label = clean(
      `${FIRM_NAME} - Invoice ${invoice.invoiceNumber} - Page ${index + 1} of ${pages.length}`,
    );
    each.drawText(label, {
      x: (PAGE.width - regular.widthOfTextAtSize(label, 8)) / 2,
      y: 40,
      size: 8,
      font: regular,
      color: GREY,
    });
  }
  return pdf.save();
}
