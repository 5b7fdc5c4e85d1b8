import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ReportFileOperation } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';

/** DESIGN §4: a file link works for 5 minutes. */
export const FILE_LINK_TTL_SECONDS = 5 * 60;

export interface FileLink {
  reportId: number;
  operation: ReportFileOperation;
  userId: string;
  /** Unix seconds. */
  expires: number;
}

/**
 * Signed, short-lived file URLs: the signature is an HMAC over everything the link grants (report, operation,
 * user, expiry) with a key derived from the server secret, so no part can be changed and no link made up.
 */
export function createFileLinks(options: { secret: string; clock: Clock }) {
  const key = createHmac('sha256', options.secret).update('report-file-links').digest();
  const now = () => Math.floor(options.clock.now().getTime() / 1000);
  const sign = (link: FileLink) =>
    createHmac('sha256', key)
      .update(`${link.reportId}\n${link.operation}\n${link.userId}\n${link.expires}`)
      .digest('base64url');

  return {
    /** The query string of a new link for `path`. */
    create(link: Omit<FileLink, 'expires'>): URLSearchParams {
      const full: FileLink = { ...link, expires: now() + FILE_LINK_TTL_SECONDS };
      return new URLSearchParams({
        operation: full.operation,
        user: full.userId,
        expires: String(full.expires),
        signature: sign(full),
      });
    },

    /** Whether the link is genuine and still valid. */
    verify(link: FileLink, signature: string): boolean {
      if (!Number.isInteger(link.expires) || link.expires < now()) return false;
      const expected = Buffer.from(sign(link));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type FileLinks = ReturnType<typeof createFileLinks>;
