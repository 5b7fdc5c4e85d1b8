import {
  FIRM_CONTACT,
  FIRM_NAME,
  HEAR_ABOUT_US_OPTIONS,
  optionLabel,
  REASON_FOR_INQUIRY_OPTIONS,
  type Inquiry,
} from '@firm/domain';
import { escapeHtml } from '../../platform/mail/escape-html.js';
import type { QueuedMail } from '../../platform/mail/mail-job.js';
import { renderMail } from '../../platform/mail/layout.js';

/** What the visitor sent, as label and value rows; the phone with its calling code. */
function inquiryRows(inquiry: Inquiry): [string, string][] {
  return [
    ['Name', `${inquiry.firstName} ${inquiry.lastName}`],
    ['Email', inquiry.email],
    ['Phone', `${inquiry.phoneCode} ${inquiry.phone}`],
    ['Company', inquiry.company || '(not given)'],
    ['Country', inquiry.country],
    ['Heard about us through', optionLabel(HEAR_ABOUT_US_OPTIONS, inquiry.hearAboutUs)],
    ['Reason for inquiry', optionLabel(REASON_FOR_INQUIRY_OPTIONS, inquiry.reasonForInquiry)],
  ];
}

/** The message the firm's mailbox receives for a contact form inquiry. Replying answers the visitor. */
export function inquiryMail(inquiry: Inquiry, mailbox: string): QueuedMail {
  const rows = inquiryRows(inquiry);
  const comments = inquiry.comments || '(none)';
  const reason = optionLabel(REASON_FOR_INQUIRY_OPTIONS, inquiry.reasonForInquiry);
  return {
    to: mailbox,
    replyTo: inquiry.email,
    subject: `Website inquiry: ${reason} from ${inquiry.firstName} ${inquiry.lastName}`,
    text: [
      `A new inquiry arrived through the ${FIRM_NAME} website.`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      'Comments:',
      comments,
    ].join('\n'),
    html: [
      `<p>A new inquiry arrived through the ${FIRM_NAME} website.</p>`,
      '<table>',
      ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
      '</table>',
      '<h2>Comments</h2>',
      `<p>${escapeHtml(comments).replaceAll('\n', '<br>')}</p>`,
    ].join('\n'),
  };
}

export const INQUIRY_ACKNOWLEDGMENT_SUBJECT = `We received your message - ${FIRM_NAME}`;

/**
 * The acknowledgment the sender receives: we have the message, a copy of it, and when to expect a reply. It goes
 * only to the address the form gave, its subject is fixed and the house layout escapes everything the visitor
 * typed, so the form cannot send anyone else's words under the firm's name. Replying reaches the firm's mailbox.
 */
export function inquiryAcknowledgmentMail(inquiry: Inquiry, mailbox: string): QueuedMail {
  const message = renderMail({
    to: inquiry.email,
    subject: INQUIRY_ACKNOWLEDGMENT_SUBJECT,
    greeting: `Dear ${inquiry.firstName} ${inquiry.lastName},`,
    intro: [
      `Thank you for contacting ${FIRM_NAME}. We received your message and will reply within two working days.`,
      'A copy of what you sent:',
      ...inquiryRows(inquiry).map(([label, value]) => `${label}: ${value}`),
      `Comments: ${inquiry.comments || '(none)'}`,
    ],
    outro: [
      `You can also reach us at ${FIRM_CONTACT.phone} or ${FIRM_CONTACT.email}, ${FIRM_CONTACT.streetAddress}, ${FIRM_CONTACT.locality}, ${FIRM_CONTACT.country}.`,
    ],
  });
  return { ...message, replyTo: mailbox };
}
