import type { ReportFileOperation } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import { createLinkSigner, FILE_LINK_TTL_SECONDS } from '../../platform/signing/link-signer.js';

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
  const signer = createLinkSigner(options.secret, 'report-file-links');
  const now = () => Math.floor(options.clock.now().getTime() / 1000);
  const partsOf = (link: FileLink) => [link.reportId, link.operation, link.userId, link.expires];

  return {
    /** The query string of a new link for `path`. */
    create(link: Omit<FileLink, 'expires'>): URLSearchParams {
      const full: FileLink = { ...link, expires: now() + FILE_LINK_TTL_SECONDS };
      return new URLSearchParams({
        operation: full.operation,
        user: full.userId,
        expires: String(full.expires),
        signature: signer.sign(partsOf(full)),
      });
    },

    /** Whether the link is genuine and still valid. */
    verify(link: FileLink, signature: string): boolean {
      return (
        Number.isInteger(link.expires) && link.expires >= now() && signer.verify(partsOf(link), signature)
      );
    },
  };
}

export type FileLinks = ReturnType<typeof createFileLinks>;
