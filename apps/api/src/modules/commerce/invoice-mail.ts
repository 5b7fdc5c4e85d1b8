import { formatUsd } from '@firm/domain';
import type { MailMessage } from '../../platform/mail/transport.js';
import { INVOICE_DUE_DAYS, invoiceFileName, LATE_FEE_AFTER_DAYS, LATE_FEE_DOLLARS } from './invoice-pdf.js';
import { renderMail } from '../../platform/mail/layout.js';
import { orderLines, type OrderSummaryLine } from './order-mails.js';

export const INVOICE_SUBJECT = (invoiceNumber: string) => `Your invoice ${invoiceNumber}`;

/** DESIGN §4 Invoice: the invoice of an order placed to be paid by invoice, its PDF attached. */
export function invoiceMail(options: {
  /** The buyer, and the billing address when it is another. */
  to: string;
  firstName: string;
  invoiceNumber: string;
  orderNumber: string;
  /** The due date as printed. */
  dueOn: string;
  lines: OrderSummaryLine[];
  totals: { subtotalCents: number; discountCents: number; totalCents: number };
  pdf: Uint8Array;
}): MailMessage {
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
        `Please pay within ${INVOICE_DUE_DAYS} days, quoting ${options.invoiceNumber}. Your subscriptions start as soon as we receive the payment; a bank transfer takes 4–5 working days to reach us.`,
        `A late fee of ${formatUsd(LATE_FEE_DOLLARS)} applies to an invoice still unpaid ${LATE_FEE_AFTER_DAYS} days after its date.`,
      ],
    }),
    attachments: [
      {
        filename: invoiceFileName(options.invoiceNumber),
        content: options.pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}
