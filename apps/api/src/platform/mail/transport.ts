import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A file sent with a mail (an invoice PDF). */
export interface MailAttachment {
  filename: string;
  content: Uint8Array | Buffer;
  contentType: string;
}

export interface MailMessage {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra header fields (an alert's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /**
   * A calendar invitation (RFC 5545 with its iTIP method), sent as the text/calendar alternative calendar clients
   * act on, and attached as invite.ics.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /**
   * What makes a message the same message when it is sent again (its job's id, run again after its worker was
   * killed mid-send): it becomes the Message-ID, by which mail servers and clients take the two as one.
   */
  key?: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  from: string;
  /** Send over SMTP to this server (smtp://, smtps://); without it, messages are written to the outbox. */
  smtpUrl?: string | undefined;
  /** Where messages go as .eml files when there is no SMTP server. */
  outboxDir: string;
}

/** The domain of the sender's address, for the Message-ID's right-hand side. */
function domainOf(from: string): string {
  const at = from.lastIndexOf('@');
  return at < 0
    ? 'localhost'
    : from
        .slice(at + 1)
        .replace('>', '')
        .trim();
}

/** The message as nodemailer takes it: a Buffer is the content type it encodes as base64 in every transport. */
function toNodemailer(from: string, { attachments, key, ...message }: MailMessage) {
  return {
    from,
    ...message,
    ...(key ? { messageId: `<${key}@${domainOf(from)}>` } : {}),
    ...(attachments
      ? {
          attachments: attachments.map((attachment) => ({
            filename: attachment.filename,
            content: Buffer.isBuffer(attachment.content)
              ? attachment.content
              : Buffer.from(attachment.content),
            contentType: attachment.contentType,
          })),
        }
      : {}),
  };
}

/**
 * Mail through nodemailer (DESIGN §4): SMTP when SMTP_URL is set, else each message becomes an .eml file in the
 * outbox directory, complete with headers, which any mail client opens.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail(toNodemailer(options.from, message));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(toNodemailer(options.from, message));
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomUUID()}.eml`);
      // Written aside, then renamed: whoever reads the outbox while the worker sends sees whole messages only.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
    },
  };
}
