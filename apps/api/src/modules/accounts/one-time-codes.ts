import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OtpMessages } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { InvalidInputError, RateLimitedError } from '../../platform/errors.js';
import type { AttemptThrottle, ThrottleRule } from './attempt-throttle.js';
import { accountRepository as repository, type OtpPurpose } from './repository.js';

/** DESIGN §4: a code is valid 10 minutes and allows 5 tries; one a minute may be sent to an address. */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_SECONDS = 60;

/**
 * Wrong codes counted per address and purpose across every code sent (docs/decisions/005): a new code must not give
 * a guesser fresh attempts. After 10 within 24 hours the address gets no code checked or sent for that purpose, and
 * is told so in SPEC §8's words for attempts used up (which send the web app's visitor to /login), with no attempts
 * left.
 */
function codeThrottle(kind: ThrottleRule['kind']): ThrottleRule {
  return {
    kind,
    maxFailures: 10,
    windowMs: 24 * 60 * 60_000,
    lockedMessage: () => OtpMessages.maxAttempts,
    lockedDetails: { remaining_attempts: 0 },
  };
}

export const CODE_THROTTLES: Record<OtpPurpose, ThrottleRule> = {
  registration: codeThrottle('registration_code'),
  password_reset: codeThrottle('password_reset_code'),
  email_change: codeThrottle('email_change_code'),
};

/** A refused code as SPEC §7/§8 answer it: the message and the attempts left. */
export function codeRefused(
  reason: 'incorrect' | 'expired' | 'max_attempts',
  remainingAttempts = 0,
): InvalidInputError {
  const message =
    reason === 'incorrect'
      ? OtpMessages.incorrect
      : reason === 'max_attempts'
        ? OtpMessages.maxAttempts
        : OtpMessages.expired;
  return new InvalidInputError(message, undefined, { remaining_attempts: remainingAttempts });
}

/**
 * One-time codes mailed to prove control of an address. Codes are stored as an HMAC keyed with a server secret:
 * a copy of the database alone does not give them away (a plain hash of six digits would).
 */
export function createOneTimeCodes({
  clock,
  secret,
  throttle,
}: {
  clock: Clock;
  secret: string;
  throttle: AttemptThrottle;
}) {
  const key = createHmac('sha256', secret).update('one-time-codes').digest();
  const digest = (email: string, purpose: OtpPurpose, code: string) =>
    createHmac('sha256', key).update(`${purpose}\n${email}\n${code}`).digest('hex');

  return {
    /**
     * A new code for the address, replacing any earlier one; refused while the address has had too many wrong codes
     * or the last one is under a minute old.
     */
    async issue(db: Db, email: string, purpose: OtpPurpose): Promise<string> {
      await throttle.assertNotLocked(db, CODE_THROTTLES[purpose], email);
      const now = clock.now();
      const resendAfter = new Date(now.getTime() - OTP_RESEND_INTERVAL_SECONDS * 1000);
      if (await repository.codeSentSince(db, email, purpose, resendAfter)) {
        throw new RateLimitedError(OtpMessages.tooSoon);
      }
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      await repository.saveCode(db, {
        email,
        purpose,
        codeHash: digest(email, purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      });
      return code;
    },

    /**
     * Checks a code, spending one attempt of the code and counting a wrong one against the address, and refuses a
     * wrong, spent or expired one. The right code is consumed, so it works once. Call it outside a transaction: the
     * attempt must stay spent when the refusal is thrown.
     */
    async verify(db: Db, email: string, purpose: OtpPurpose, code: string): Promise<void> {
      const guess = await throttle.begin(db, CODE_THROTTLES[purpose], email);
      const now = clock.now();
      const attempt = await repository.spendCodeAttempt(db, email, purpose, OTP_MAX_ATTEMPTS, now);
      if (!attempt) {
        await guess.withdraw();
        const row = await repository.findCode(db, email, purpose);
        const live = row !== undefined && row.expiresAt > now;
        throw codeRefused(live && row.attempts >= OTP_MAX_ATTEMPTS ? 'max_attempts' : 'expired');
      }

      const expected = Buffer.from(attempt.codeHash, 'hex');
      const given = Buffer.from(digest(email, purpose, code), 'hex');
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        // Two concurrent right answers: only the one that deletes the row succeeds.
        if (await repository.deleteCode(db, attempt.id)) return guess.succeeded();
        await guess.withdraw();
        throw codeRefused('expired');
      }
      const remainingAttempts = OTP_MAX_ATTEMPTS - attempt.attempts;
      throw (
        guess.failed() ??
        (remainingAttempts > 0 ? codeRefused('incorrect', remainingAttempts) : codeRefused('max_attempts'))
      );
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
