import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@firm/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { oneTimeCodes } from '../../platform/database/schema.js';

/** DESIGN §4: a code is valid 10 minutes and allows 5 tries; one a minute may be sent to an address. */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_SECONDS = 60;

export type OtpPurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

export type IssueResult = { ok: true; code: string } | { ok: false; reason: 'too_soon' };

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'expired' | 'max_attempts' }
  | { ok: false; reason: 'incorrect'; remainingAttempts: number };

/**
 * One-time codes mailed to prove control of an address. Codes are stored as an HMAC keyed with a server secret:
 * a copy of the database alone does not give them away (a plain hash of six digits would). Every check spends an
 * attempt in one conditional UPDATE, so concurrent guesses cannot exceed the limit.
 */
export function createOneTimeCodes(options: { secret: string }) {
  const key = createHmac('sha256', options.secret).update('one-time-codes').digest();
  const digest = (email: string, purpose: OtpPurpose, code: string) =>
    createHmac('sha256', key).update(`${purpose}\n${email}\n${code}`).digest('hex');

  return {
    /** A new code for the address, replacing any earlier one; refused while the last one is under a minute old. */
    async issue(db: Db, email: string, purpose: OtpPurpose): Promise<IssueResult> {
      const [recent] = await db
        .select({ id: oneTimeCodes.id })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.email, email),
            eq(oneTimeCodes.purpose, purpose),
            gt(oneTimeCodes.createdAt, sql`now() - make_interval(secs => ${OTP_RESEND_INTERVAL_SECONDS})`),
          ),
        );
      if (recent) return { ok: false, reason: 'too_soon' };

      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const values = {
        codeHash: digest(email, purpose, code),
        attempts: 0,
        expiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
        createdAt: sql`now()`,
      };
      await db
        .insert(oneTimeCodes)
        .values({ email, purpose, ...values })
        .onConflictDoUpdate({ target: [oneTimeCodes.email, oneTimeCodes.purpose], set: values });
      return { ok: true, code };
    },

    /** Checks a code, spending one attempt; the right code is consumed, so it works once. */
    async verify(db: Db, email: string, purpose: OtpPurpose, code: string): Promise<VerifyResult> {
      const match = and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose));
      const [attempt] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(
          and(match, lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS), gt(oneTimeCodes.expiresAt, sql`now()`)),
        )
        .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, attempts: oneTimeCodes.attempts });

      if (!attempt) {
        const [row] = await db
          .select({ attempts: oneTimeCodes.attempts, live: sql<boolean>`${oneTimeCodes.expiresAt} > now()` })
          .from(oneTimeCodes)
          .where(match);
        return row?.live && row.attempts >= OTP_MAX_ATTEMPTS
          ? { ok: false, reason: 'max_attempts' }
          : { ok: false, reason: 'expired' };
      }

      const expected = Buffer.from(attempt.codeHash, 'hex');
      const given = Buffer.from(digest(email, purpose, code), 'hex');
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        // Two concurrent right answers: only the one that deletes the row succeeds.
        const consumed = await db
          .delete(oneTimeCodes)
          .where(eq(oneTimeCodes.id, attempt.id))
          .returning({ id: oneTimeCodes.id });
        return consumed.length > 0 ? { ok: true } : { ok: false, reason: 'expired' };
      }
      const remainingAttempts = OTP_MAX_ATTEMPTS - attempt.attempts;
      return remainingAttempts > 0
        ? { ok: false, reason: 'incorrect', remainingAttempts }
        : { ok: false, reason: 'max_attempts' };
    },

    /** Forgets the address's code (a registration that could not be mailed, a confirmed one). */
    async discard(db: Db, email: string, purpose: OtpPurpose): Promise<void> {
      await db
        .delete(oneTimeCodes)
        .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)));
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
