import { decodeQuotedPrintable } from './smtp.js';

export interface MailAttachmentPart {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A raw message's header value, folded lines joined. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
}

/**
 * The attachments of a raw MIME message (as the SMTP listener receives it, or an outbox .eml): every part with a
 * Content-Disposition of attachment, its body decoded from base64 or quoted-printable.
 */
export function mailAttachments(raw: string): MailAttachmentPart[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  const attachments: MailAttachmentPart[] = [];
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`).slice(1)) {
      const split = /\r?\n\r?\n/.exec(part);
      if (!split) continue;
      const headers = part.slice(0, split.index).replace(/\r?\n[ \t]+/g, ' ');
      if (!/^Content-Disposition: *attachment/im.test(headers)) continue;
      const body = part.slice(split.index + split[0].length);
      const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(headers)?.[1]?.toLowerCase();
      attachments.push({
        filename: /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '',
        contentType: /^Content-Type: *([^;\r\n]+)/im.exec(headers)?.[1]?.trim() ?? '',
        content:
          encoding === 'base64'
            ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
            : Buffer.from(decodeQuotedPrintable(body), 'utf8'),
      });
    }
  }
  return attachments;
}
