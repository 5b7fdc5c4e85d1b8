import { addDays } from 'date-fns';
import { MATERIAL_MAIL_LINK_DAYS, type ReportFileOperation } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import { createLinkSigner, FILE_LINK_TTL_SECONDS } from '../../platform/signing/link-signer.js';

/** What a material's link grants: one material, to one participant, to view or download, until `expires`. */
export interface MaterialLink {
  materialId: number;
  participantId: number;
  operation: ReportFileOperation;
  /** Unix seconds. */
  expires: number;
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * Signed links to a session's materials (decision 036): each names the participant it was made for, so the file is
 * stamped with them and stops opening once they are swapped out. The portal's links work for minutes, as a
 * report's do; a mail's until `MATERIAL_MAIL_LINK_DAYS` after the session ends.
 */
export function createMaterialLinks(options: { secret: string; clock: Clock; origin: string }) {
  const signer = createLinkSigner(options.secret, 'course-material-links');
  const partsOf = (link: MaterialLink) => [link.materialId, link.participantId, link.operation, link.expires];

  const urlOf = (link: MaterialLink, origin: string) => {
    const query = new URLSearchParams({
      participant: String(link.participantId),
      operation: link.operation,
      expires: String(link.expires),
      signature: signer.sign(partsOf(link)),
    });
    return `${origin}/api/courses/materials/${link.materialId}/file/?${query.toString()}`;
  };

  return {
    /** A link for the portal, opened now. */
    portal(link: Omit<MaterialLink, 'expires'>, origin: string): string {
      return urlOf({ ...link, expires: seconds(options.clock.now()) + FILE_LINK_TTL_SECONDS }, origin);
    },

    /** A link for a mail: a download that works until some time after the session ends. */
    mailed(link: Omit<MaterialLink, 'expires' | 'operation'>, sessionEndsAt: Date): string {
      const expires = seconds(addDays(sessionEndsAt, MATERIAL_MAIL_LINK_DAYS));
      return urlOf({ ...link, operation: 'download', expires }, options.origin);
    },

    /** Whether the link is genuine and still valid. */
    verify(link: MaterialLink, signature: string): boolean {
      return (
        Number.isInteger(link.expires) &&
        link.expires >= seconds(options.clock.now()) &&
        signer.verify(partsOf(link), signature)
      );
    },
  };
}

export type MaterialLinks = ReturnType<typeof createMaterialLinks>;
