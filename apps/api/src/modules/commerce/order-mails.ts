import { formatCents, tierLabel } from '@firm/domain';
import type { MailMessage } from '../../platform/mail/transport.js';
import { renderMail } from '../../platform/mail/layout.js';

export const RECEIPT_SUBJECT = (number: string) => `Your receipt for order ${number}`;

export interface OrderSummaryLine {
  reportTypeName: string;
  tier: string;
  priceCents: number;
}

/** The lines and totals of an order as plain sentences, for a mail. */
export function orderLines(
  lines: OrderSummaryLine[],
  totals: { subtotalCents: number; discountCents: number; totalCents: number },
  totalLabel = 'Total paid',
): string[] {
  const money = formatCents;
  return [
    ...lines.map(
      (line) => `${line.reportTypeName}, ${tierLabel(line.tier)}: ${money(line.priceCents)} a year`,
    ),
    `Subtotal: ${money(totals.subtotalCents)}`,
    ...(totals.discountCents > 0 ? [`Discount: -${money(totals.discountCents)}`] : []),
    `${totalLabel}: ${money(totals.totalCents)}`,
  ];
}

/** Issue 7 fulfilment: the receipt of a paid order, with the subscriptions it started or extended. */
export function receiptMail(options: {
  to: string;
  firstName: string;
  number: string;
  lines: OrderSummaryLine[];
  totals: { subtotalCents: number; discountCents: number; totalCents: number };
  endsOn: string;
}): MailMessage {
  return renderMail({
    to: options.to,
    subject: RECEIPT_SUBJECT(options.number),
    greeting: `Dear ${options.firstName},`,
    intro: [
      `Thank you for your order ${options.number}. Your payment has been received and your subscriptions are active until ${options.endsOn}; they renew automatically each year.`,
      ...orderLines(options.lines, options.totals),
    ],
    outro: ['Your reports are waiting in the Report Library of your client portal.'],
  });
}
