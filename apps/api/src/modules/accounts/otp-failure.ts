import { OtpMessages } from '@firm/domain';
import { HttpError } from '../../platform/http/errors.js';
import type { VerifyResult } from './one-time-codes.js';

/** A refused code as the answer SPEC §7/§8 describe: the message and `remaining_attempts`. */
export function otpFailure(result: Exclude<VerifyResult, { ok: true }>): HttpError {
  if (result.reason === 'incorrect') {
    return new HttpError(400, OtpMessages.incorrect, undefined, {
      remaining_attempts: result.remainingAttempts,
    });
  }
  const message = result.reason === 'max_attempts' ? OtpMessages.maxAttempts : OtpMessages.expired;
  return new HttpError(400, message, undefined, { remaining_attempts: 0 });
}

/** Too many codes asked for one address in a minute. */
export const otpTooSoon = () => new HttpError(429, OtpMessages.tooSoon);
