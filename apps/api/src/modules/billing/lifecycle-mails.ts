import { FirmTerms, formatCents, tierLabel } from '@firm/domain';
import { renderMail } from '../../platform/mail/layout.js';
import type { QueuedMail } from '../../platform/mail/mail-job.js';

/** Who a lifecycle mail is addressed to: an owner or billing member of the organisation. */
export interface Recipient {
  email: string;
  firstName: string;
}

/** What a lifecycle mail says of the subscription. */
export interface SubscriptionFacts {
  reportTypeName: string;
  tier: string;
}

const named = (s: SubscriptionFacts) => `${s.reportTypeName} (${tierLabel(s.tier)})`;

export const RENEWAL_NOTICE_SUBJECT = (type: string) => `Your ${type} subscription renews soon`;
export const RENEWAL_REMINDER_SUBJECT = (type: string) =>
  `Reminder: your ${type} subscription renews in 7 days`;
export const PAYMENT_FAILED_SUBJECT = (type: string) => `We could not renew your ${type} subscription`;
export const INVOICE_OVERDUE_SUBJECT = (type: string) => `Your ${type} renewal invoice is overdue`;
export const EXPIRED_SUBJECT = (type: string) => `Your ${type} subscription has expired`;
export const RENEWED_SUBJECT = (type: string) => `Your ${type} subscription is renewed`;

/** The renewal notice to card and bank payers, 30 days ahead: the amount, the date and the saved method. */
export function renewalNoticeMail(
  to: Recipient,
  s: SubscriptionFacts & { amountCents: number; renewsOn: string; method: string },
): QueuedMail {
  return renderMail({
    to: to.email,
    subject: RENEWAL_NOTICE_SUBJECT(s.reportTypeName),
    greeting: `Dear ${to.firstName},`,
    intro: [
      `Your subscription to ${named(s)} renews automatically on ${s.renewsOn}.`,
      `We will charge ${formatCents(s.amountCents)} for the next year to ${s.method}.`,
    ],
    outro: [
      'To change the payment method or turn auto-renew off, open Billing in your client portal. No refunds are given after renewal.',
    ],
  });
}

/** The reminder to card and bank payers, 7 days before the renewal. */
export function renewalReminderMail(
  to: Recipient,
  s: SubscriptionFacts & { amountCents: number; renewsOn: string; method: string },
): QueuedMail {
  return renderMail({
    to: to.email,
    subject: RENEWAL_REMINDER_SUBJECT(s.reportTypeName),
    greeting: `Dear ${to.firstName},`,
    intro: [
      `A reminder: your subscription to ${named(s)} renews on ${s.renewsOn}, and ${formatCents(s.amountCents)} will be charged to ${s.method}.`,
    ],
    outro: ['To change anything before then, open Billing in your client portal.'],
  });
}

/** A renewal charge failed: access is kept until the end of grace; the link opens the billing view to pay. */
export function paymentFailedMail(
  to: Recipient,
  s: SubscriptionFacts & { amountCents: number; accessUntil: string; reason: string; billingUrl: string },
): QueuedMail {
  return renderMail({
    to: to.email,
    subject: PAYMENT_FAILED_SUBJECT(s.reportTypeName),
    greeting: `Dear ${to.firstName},`,
    intro: [
      `We could not charge ${formatCents(s.amountCents)} to renew your subscription to ${named(s)}: ${s.reason}`,
      `Your access continues until ${s.accessUntil}. We will try again, or you can pay now with another card: ${s.billingUrl}`,
    ],
    outro: ['If the subscription is not paid by then, access to its reports ends.'],
  });
}

/** A renewal invoice was not paid by the renewal date: access is kept until the end of grace. */
export function invoiceOverdueMail(
  to: Recipient,
  s: SubscriptionFacts & { invoiceNumber: string; accessUntil: string; billingUrl: string },
): QueuedMail {
  return renderMail({
    to: to.email,
    subject: INVOICE_OVERDUE_SUBJECT(s.reportTypeName),
    greeting: `Dear ${to.firstName},`,
    intro: [
      `The renewal invoice ${s.invoiceNumber} for ${named(s)} was due today and has not been paid yet.`,
      `Your access continues until ${s.accessUntil}. Your invoices are in Billing: ${s.billingUrl}`,
    ],
    outro: [
      `Bank transfers take ${FirmTerms.bankTransferWorkingDays} working days to reach us; please allow for this.`,
    ],
  });
}

/** Grace ended unpaid: access to the subscription's reports has ended. */
export function expiredMail(to: Recipient, s: SubscriptionFacts & { billingUrl: string }): QueuedMail {
  return renderMail({
    to: to.email,
    subject: EXPIRED_SUBJECT(s.reportTypeName),
    greeting: `Dear ${to.firstName},`,
    intro: [
      `Your subscription to ${named(s)} was not renewed, and access to its reports has ended.`,
      `You can subscribe again at any time from the reports page, or see your billing here: ${s.billingUrl}`,
    ],
    outro: [],
  });
}

/** The receipt of a renewal: the amount paid and the new end of the subscription. */
export function renewedMail(
  to: Recipient,
  s: SubscriptionFacts & { orderNumber: string; amountCents: number; endsOn: string },
): QueuedMail {
  return renderMail({
    to: to.email,
    subject: RENEWED_SUBJECT(s.reportTypeName),
    greeting: `Dear ${to.firstName},`,
    intro: [
      `Thank you: ${formatCents(s.amountCents)} was received for order ${s.orderNumber}, and your subscription to ${named(s)} is renewed until ${s.endsOn}.`,
    ],
    outro: ['Your reports are waiting in the Report Library of your client portal.'],
  });
}
