import { createHash, randomBytes } from 'node:crypto';
import { PasswordResetMessages } from '@firm/domain';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/mail/transport.js';
import type { Db } from '../../platform/database/database.js';
import { passwordResetTokens, tenants, users } from '../../platform/database/schema.js';
import { HttpError } from '../../platform/http/errors.js';
import { passwordResetCodeMail } from './mails.js';
import { normaliseEmail } from './auth.js';
import type { OneTimeCodes } from './one-time-codes.js';
import { otpFailure, otpTooSoon } from './otp-failure.js';
import { hashPassword } from './passwords.js';
import type { RefreshTokens } from './refresh-tokens.js';

export const RESET_TOKEN_TTL_MINUTES = 15;

export const PasswordResetAnswers = {
  codeSent: 'If an account uses this email address, we have sent a 6-digit code to it.',
  mailFailed: 'We could not send the email. Please try again in a few minutes.',
  verified: 'Code verified. Please choose a new password.',
  changed: 'Your password has been changed. Please sign in with your new password.',
} as const;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

interface Dependencies {
  db: Db;
  mailer: Mailer;
  codes: OneTimeCodes;
  refreshTokens: RefreshTokens;
}

/**
 * Password recovery in three calls (SPEC §7): a code mailed to the address, the code exchanged for a short-lived
 * single-use token, the token spent on a new password. The first two answer alike whether or not the address has
 * an account: codes are kept per address, so an unknown one is limited and refused the same way.
 */
export function createPasswordResetService({ db, mailer, codes, refreshTokens }: Dependencies) {
  /** Someone who may recover a password: an active user outside any disabled or unconfirmed organisation. */
  async function findRecoverableUser(email: string) {
    const [row] = await db
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(
        and(
          eq(users.email, email),
          eq(users.status, 'active'),
          sql`(${tenants.id} is null or ${tenants.status} = 'active')`,
        ),
      );
    return row;
  }

  return {
    async requestCode(given: string, log: FastifyBaseLogger): Promise<string> {
      const email = normaliseEmail(given);
      const issued = await codes.issue(db, email, 'password_reset');
      if (!issued.ok) throw otpTooSoon();
      const user = await findRecoverableUser(email);
      if (!user) return PasswordResetAnswers.codeSent;
      try {
        await mailer.send(passwordResetCodeMail({ to: email, firstName: user.firstName, code: issued.code }));
      } catch (error) {
        log.error({ err: error }, 'password reset code not mailed');
        await codes.discard(db, email, 'password_reset');
        throw new HttpError(503, PasswordResetAnswers.mailFailed);
      }
      return PasswordResetAnswers.codeSent;
    },

    /** The right code buys a token that allows one password change within 15 minutes. */
    async verifyCode(given: string, otp: string): Promise<string> {
      const email = normaliseEmail(given);
      const result = await codes.verify(db, email, 'password_reset', otp);
      if (!result.ok) throw otpFailure(result);
      const user = await findRecoverableUser(email);
      // Only a guessed code for an address without an account gets here: answer as for a spent code.
      if (!user) throw otpFailure({ ok: false, reason: 'expired' });
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: digest(token),
        expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`,
      });
      return token;
    },

    /**
     * Spends the token and sets the password. Every session of the user ends (refresh tokens revoked) and any
     * other outstanding reset token stops working.
     */
    async reset(token: string, newPassword: string): Promise<string> {
      const passwordHash = await hashPassword(newPassword);
      const tokenHash = digest(token);
      const userId = await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!spent) return null;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResetTokens.userId, spent.userId),
              isNull(passwordResetTokens.usedAt),
              ne(passwordResetTokens.tokenHash, tokenHash),
            ),
          );
        await refreshTokens.revokeAllForUser(tx, spent.userId, 'password_reset');
        return spent.userId;
      });
      if (!userId) throw new HttpError(400, PasswordResetMessages.tokenMissing);
      return PasswordResetAnswers.changed;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
