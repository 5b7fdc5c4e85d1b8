import {
  FIRM_NAME,
  HEAR_ABOUT_US_OPTIONS,
  optionLabel,
  REASON_FOR_INQUIRY_OPTIONS,
  type Inquiry,
} from '@firm/domain';
import type { MailMessage } from '../adapters/mail.js';
import { escapeHtml } from './escape-html.js';

/** The message the firm's mailbox receives for a contact form inquiry. Replying answers the visitor. */
export function inquiryMail(inquiry: Inquiry, mailbox: string): MailMessage {
  const rows: [string, string][] = [
    ['Name', `${inquiry.firstName} ${inquiry.lastName}`],
    ['Email', inquiry.email],
    ['Phone', inquiry.phone],
    ['Company', inquiry.company || '(not given)'],
    ['Country', inquiry.country],
    ['Heard about us through', optionLabel(HEAR_ABOUT_US_OPTIONS, inquiry.hearAboutUs)],
    ['Reason for inquiry', optionLabel(REASON_FOR_INQUIRY_OPTIONS, inquiry.reasonForInquiry)],
  ];
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
