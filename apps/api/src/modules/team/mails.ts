import { FIRM_NAME, INVITATION_VALID_DAYS, TEAM_ROLE_LABELS, type TeamRole } from '@firm/domain';
import { renderMail } from '../../platform/mail/layout.js';
import type { QueuedMail } from '../../platform/mail/mail-job.js';

export const INVITATION_SUBJECT = (organisation: string) => `You are invited to join ${organisation}`;

/**
 * The invitation (issue 15): who asks the invitee to join which organisation, in which role, and the link (valid
 * 7 days, once) where they choose their name and password.
 */
export function invitationMail(options: {
  to: string;
  organisation: string;
  /** The name of whoever sent it. */
  invitedBy: string;
  role: TeamRole;
  /** `<public origin>/invitation/<token>`. */
  link: string;
  /** The last day it works, as written. */
  expiresOn: string;
}): QueuedMail {
  return renderMail({
    to: options.to,
    subject: INVITATION_SUBJECT(options.organisation),
    greeting: 'Hello,',
    intro: [
      `${options.invitedBy} invites you to join ${options.organisation} on the ${FIRM_NAME} client portal, as ${TEAM_ROLE_LABELS[options.role].toLowerCase()}.`,
      `To accept, open this link and choose your name and password: ${options.link}`,
    ],
    outro: [
      `The link works once, for ${INVITATION_VALID_DAYS} days (until ${options.expiresOn}). If it has expired, ask ${options.invitedBy} to send a new one.`,
      'If you were not expecting this invitation, you can ignore this message: nothing happens without the link.',
    ],
  });
}
