import { FIRM_NAME, STAFF_INVITATION_VALID_DAYS, STAFF_ROLE_LABELS, type StaffRole } from '@firm/domain';
import { renderMail } from '../../platform/mail/layout.js';
import type { QueuedMail } from '../../platform/mail/mail-job.js';

export const STAFF_INVITATION_SUBJECT = `You are invited to the ${FIRM_NAME} back office`;

/** A staff invitation (issue 16): who invites, in which role, and the link where the invitee sets a password. */
export function staffInvitationMail(options: {
  to: string;
  firstName: string;
  invitedBy: string;
  role: StaffRole;
  /** `<public origin>/forgot-password?token=<token>`. */
  link: string;
  expiresOn: string;
}): QueuedMail {
  return renderMail({
    to: options.to,
    subject: STAFF_INVITATION_SUBJECT,
    greeting: `Dear ${options.firstName},`,
    intro: [
      `${options.invitedBy} invites you to the ${FIRM_NAME} back office as ${STAFF_ROLE_LABELS[options.role].toLowerCase()}.`,
      `To accept, open this link and choose your password: ${options.link}`,
    ],
    outro: [
      `The link works once, for ${STAFF_INVITATION_VALID_DAYS} days (until ${options.expiresOn}). Then sign in with your email address and that password.`,
      'If you were not expecting this invitation, you can ignore this message.',
    ],
  });
}
