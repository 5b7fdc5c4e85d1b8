import { createHash, randomBytes } from 'node:crypto';
import { PasswordResetMessages } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { InvalidInputError } from '../../platform/errors.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { normaliseEmail } from './email-address.js';
import type { LiveSessions } from './live-sessions.js';
import { passwordResetCodeMail } from './mails.js';
import { codeRefused, type OneTimeCodes } from './one-time-codes.js';
import { hashPassword } from './passwords.js';
import { accountRepository as repository } from './repository.js';

export const RESET_TOKEN_TTL_MINUTES = 15;

export const PasswordResetAnswers = {
  codeSent: 'If an account uses this email address, we have sent a 6-digit code to it.',
  verified: 'Code verified. Please choose a new password.',
  changed: 'Your password has been changed. Please sign in with your new password.',
} as const;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A reset token for the user, usable until `expiresAt`, in the caller's transaction: what verify-otp hands out, and
 * what a staff invitation's link carries so the same reset page sets the first password (issue 16).
 */
export async function issuePasswordResetToken(tx: Db, userId: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repository.insertPasswordResetToken(tx, { userId, tokenHash: digest(token), expiresAt });
  return token;
}

/**
 * Password recovery in three calls (SPEC §7): a code mailed to the address, the code exchanged for a short-lived
 * single-use token, the token spent on a new password. The first two answer alike whether or not the address has
 * an account: codes are kept per address, so an unknown one is limited and refused the same way.
 */
export function createPasswordReset({
  db,
  unitOfWork,
  clock,
  mail,
  codes,
  liveSessions,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  mail: MailQueue;
  codes: OneTimeCodes;
  liveSessions: LiveSessions;
}) {
  return {
    /** Issues a code and, when the address belongs to someone who may recover a password, queues its mail. */
    async requestPasswordResetCode(given: string): Promise<string> {
      const email = normaliseEmail(given);
      await unitOfWork(async (tx) => {
        const code = await codes.issue(tx, email, 'password_reset');
        const user = await repository.findRecoverableUser(tx, email);
        if (user) await mail(tx, passwordResetCodeMail({ to: email, firstName: user.firstName, code }));
      });
      return PasswordResetAnswers.codeSent;
    },

    /** The right code buys a token that allows one password change within 15 minutes. */
    async verifyPasswordResetCode(given: string, otp: string): Promise<string> {
      const email = normaliseEmail(given);
      await codes.verify(db, email, 'password_reset', otp);
      const user = await repository.findRecoverableUser(db, email);
      // Only a guessed code for an address without an account gets here: answer as for a spent code.
      if (!user) throw codeRefused('expired');
      return issuePasswordResetToken(
        db,
        user.id,
        new Date(clock.now().getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
      );
    },

    /**
     * Spends the token and sets the password. Every session of the user ends (its access and refresh tokens are
     * refused from now on) and any other outstanding reset token stops working. An invited staff member, pending
     * until now, becomes active: choosing the password from the invitation's link completes it.
     */
    async resetPassword(token: string, newPassword: string): Promise<string> {
      const passwordHash = await hashPassword(newPassword);
      await unitOfWork(async (tx) => {
        const now = clock.now();
        const userId = await repository.spendPasswordResetToken(tx, digest(token), now);
        if (!userId) throw new InvalidInputError(PasswordResetMessages.tokenMissing);
        await repository.setPasswordHash(tx, userId, passwordHash);
        await repository.activatePendingStaff(tx, userId);
        await repository.voidPasswordResetTokens(tx, userId, now);
        await liveSessions.endSessionsOfUser(tx, userId, 'password_reset');
      });
      return PasswordResetAnswers.changed;
    },
  };
}
