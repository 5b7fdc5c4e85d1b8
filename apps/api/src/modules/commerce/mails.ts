import { BillingTerms, FirmTerms, formatCents, formatUsd, tierLabel } from '@firm/domain';
import { renderMail } from '../../platform/mail/layout.js';
import type { QueuedMail } from '../../platform/mail/mail-job.js';
import type { OrderRow, OrderTax } from '../../platform/database/schema.js';
import { invoiceFileName } from './invoice-pdf.js';
import { printedTaxLines } from './tax.js';

export const RECEIPT_SUBJECT = (number: string) => `Your receipt for order ${number}`;
export const INVOICE_SUBJECT = (invoiceNumber: string) => `Your invoice ${invoiceNumber}`;

export interface OrderSummaryLine {
  reportTypeName: string;
  /** Null for a fee's line. */
  tier: string | null;
  priceCents: number;
}

/** An order's totals as a mail prints them: the tax with its lines and reverse-charge words (issue 46). */
type OrderTotals = Pick<OrderRow, 'subtotalCents' | 'discountCents' | 'totalCents'> & {
  tax?: OrderTax | null;
};

/** The lines and totals of an order as plain sentences, for a mail. */
export function orderLines(
  lines: OrderSummaryLine[],
  totals: OrderTotals,
  totalLabel = 'Total paid',
): string[] {
  const money = formatCents;
  return [
    ...lines.map((line) =>
      line.tier
        ? `${line.reportTypeName}, ${tierLabel(line.tier)}: ${money(line.priceCents)} a year`
        : `${line.reportTypeName}: ${money(line.priceCents)}`,
    ),
    `Subtotal: ${money(totals.subtotalCents)}`,
    ...(totals.discountCents > 0 ? [`Discount: -${money(totals.discountCents)}`] : []),
    ...printedTaxLines(totals.tax).map(([label, cents]) => `${label}: ${money(cents)}`),
    `${totalLabel}: ${money(totals.totalCents)}`,
    ...(totals.tax?.note ? [totals.tax.note] : []),
  ];
}

/** Issue 7 fulfilment: the receipt of a paid order, with the subscriptions it started or extended. */
export function receiptMail(options: {
  to: string;
  firstName: string;
  number: string;
  lines: OrderSummaryLine[];
  totals: OrderTotals;
  /** When the subscriptions it started run until; null when it bought none. */
  endsOn: string | null;
  /** How many consultation credits it bought (issue 43). */
  credits: number;
}): QueuedMail {
  const started = options.endsOn
    ? ` and your subscriptions are active until ${options.endsOn}; they renew automatically each year`
    : '';
  return renderMail({
    to: options.to,
    subject: RECEIPT_SUBJECT(options.number),
    greeting: `Dear ${options.firstName},`,
    intro: [
      `Thank you for your order ${options.number}. Your payment has been received${started}.`,
      ...orderLines(options.lines, options.totals),
    ],
    outro: [
      ...(options.endsOn ? ['Your reports are waiting in the Report Library of your client portal.'] : []),
      ...(options.credits > 0
        ? [
            `Your ${options.credits === 1 ? 'consultation credit is' : `${options.credits} consultation credits are`} ready: book a 60-minute session under Consultations in your client portal.`,
          ]
        : []),
    ],
  });
}

/** DESIGN §4 Invoice: the invoice of an order placed to be paid by invoice, its PDF (kept when issued) attached. */
export function invoiceMail(options: {
  /** The buyer, and the billing address when it is another. */
  to: string;
  firstName: string;
  invoiceNumber: string;
  orderNumber: string;
  /** The due date as printed. */
  dueOn: string;
  lines: OrderSummaryLine[];
  totals: OrderTotals;
  /** The invoice's PDF in the file store. */
  pdfFileKey: string;
}): QueuedMail {
  return {
    ...renderMail({
      to: options.to,
      subject: INVOICE_SUBJECT(options.invoiceNumber),
      greeting: `Dear ${options.firstName},`,
      intro: [
        `Thank you for your order ${options.orderNumber}. Your invoice ${options.invoiceNumber} is attached as a PDF.`,
        ...orderLines(options.lines, options.totals, 'Total due'),
        `Please pay by ${options.dueOn}.`,
      ],
      outro: [
        `Please pay within ${BillingTerms.invoiceDueDays} days, quoting ${options.invoiceNumber}. Your subscriptions start as soon as we receive the payment; a bank transfer takes ${FirmTerms.bankTransferWorkingDays} working days to reach us.`,
        `A late fee of ${formatUsd(BillingTerms.lateFeeCents / 100)} applies to an invoice still unpaid ${BillingTerms.lateFeeAfterDays} days after its date.`,
      ],
    }),
    attachments: [
      {
        filename: invoiceFileName(options.invoiceNumber),
        contentType: 'application/pdf',
        fileKey: options.pdfFileKey,
      },
    ],
  };
}

/**
 * Issue 39: an invoice awaiting payment is voided because another order of the organisation paid for its report
 * types first; its buyer is told that nothing is owed on it, so it is not paid by transfer as well, and which of its
 * reports (`otherTypeNames`, the ones the paid order did not buy) must be ordered again.
 */
export function invoiceVoidedMail(options: {
  to: string;
  firstName: string;
  invoiceNumber: string;
  paidOrderNumber: string;
  paidTypeNames: string;
  otherTypeNames: string;
}): QueuedMail {
  const intro = [
    `Order ${options.paidOrderNumber} of your organisation was paid for ${options.paidTypeNames}, which invoice ${options.invoiceNumber} was also for, so the invoice is cancelled. Nothing is owed on it; please do not pay it.`,
  ];
  if (options.otherTypeNames)
    intro.push(
      `The invoice was also for ${options.otherTypeNames}: to subscribe to them, please order them again from your cart.`,
    );
  return renderMail({
    to: options.to,
    subject: `Invoice ${options.invoiceNumber} is cancelled`,
    greeting: `Dear ${options.firstName},`,
    intro,
    outro: ['Your subscriptions and invoices are listed under Profile, in Billing, in your client portal.'],
  });
}

/**
 * Issue 39: a payment for report types the organisation already ran (an order that stayed payable elsewhere) changed
 * nothing and was refunded in full.
 */
export function paymentRefundedMail(options: {
  to: string;
  firstName: string;
  number: string;
  totalCents: number;
  /** What the order paid for that was already running (a purchase), or why it gave nothing (`why`). */
  typeNames?: string | undefined;
  why?: string | undefined;
}): QueuedMail {
  const why =
    options.why ??
    `Your organisation already subscribes to ${options.typeNames}, so order ${options.number} changed nothing`;
  return renderMail({
    to: options.to,
    subject: `Your payment for order ${options.number} has been refunded`,
    greeting: `Dear ${options.firstName},`,
    intro: [
      `${why}, and its payment of ${formatCents(options.totalCents)} has been refunded in full. A refund takes a few working days to reach your account.`,
    ],
    outro: options.why
      ? []
      : ["A running subscription's licence is changed under Profile, in Billing, in your client portal."],
  });
}

export const CREDIT_NOTE_SUBJECT = (number: string) => `Your credit note ${number}`;

/**
 * Issue 46: a credit note issued for a refund or a voided invoice, its PDF attached, to the buyer and the
 * organisation's accounts-payable addresses.
 */
export function creditNoteMail(options: {
  to: string;
  firstName: string;
  number: string;
  /** What it corrects: 'invoice INV-2026-000042', or 'order SO-2026-001042' without an invoice. */
  corrects: string;
  amountCents: number;
  pdfFileKey: string;
  pdfFileName: string;
}): QueuedMail {
  return {
    ...renderMail({
      to: options.to,
      subject: CREDIT_NOTE_SUBJECT(options.number),
      greeting: `Dear ${options.firstName},`,
      intro: [
        `Our credit note ${options.number} credits ${formatCents(options.amountCents)} (USD) against ${options.corrects}. It is attached as a PDF for your records.`,
      ],
      outro: ['Your credit notes are also listed under Profile, in Billing, in your client portal.'],
    }),
    attachments: [
      { filename: options.pdfFileName, contentType: 'application/pdf', fileKey: options.pdfFileKey },
    ],
  };
}
