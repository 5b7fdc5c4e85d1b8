import { FIRM_NAME } from '@firm/domain';
import type { MailMessage } from './transport.js';
import { escapeHtml } from './escape-html.js';

/** A mail's content, written once; the layout renders it as plain text and as HTML. */
export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs before the code. */
  intro: string[];
  /** A one-time code, set apart so it is easy to read and copy. */
  code?: string;
  /** Paragraphs after the code. */
  outro: string[];
}

const SIGNATURE = `The ${FIRM_NAME} team`;

/**
 * Both bodies of a mail in the firm's house layout: its name at the top, the signature at the bottom. Without
 * attachments, so it can be sent as it is or queued (src/platform/mail/mail-job.ts).
 */
export function renderMail(content: MailContent): Omit<MailMessage, 'attachments'> {
  const codeLine = content.code ? [`Your code is ${content.code}.`] : [];
  const text = [
    FIRM_NAME,
    '',
    content.greeting,
    '',
    ...[...content.intro, ...codeLine, ...content.outro].flatMap((paragraph) => [paragraph, '']),
    SIGNATURE,
  ].join('\n');

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f3ef;font-family:Arial,Helvetica,sans-serif;color:#1f2328">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#5b3a1e">${escapeHtml(FIRM_NAME)}</p>`,
    paragraph(content.greeting),
    ...content.intro.map(paragraph),
    ...(content.code
      ? [
          `<p style="margin:0 0 16px">Your code is <strong style="font-size:24px;letter-spacing:4px">${escapeHtml(content.code)}</strong>.</p>`,
        ]
      : []),
    ...content.outro.map(paragraph),
    paragraph(SIGNATURE),
    '</div></body></html>',
  ].join('\n');

  return { to: content.to, subject: content.subject, text, html };
}
