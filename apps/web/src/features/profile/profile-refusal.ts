import { ApiRequestError } from '@firm/api-client';
import { otpFailureMessage } from '@firm/domain';

import { failureMessage } from '../../lib/failure-message';

export { failureMessage, UNEXPECTED_FAILURE } from '../../lib/failure-message';

/** A refused code: the server's message, with the attempts left when the server counts them (SPEC §8 style). */
export function codeFailureMessage(error: unknown): string {
  const message = failureMessage(error);
  return error instanceof ApiRequestError && error.remainingAttempts !== undefined
    ? otpFailureMessage(message, error.remainingAttempts)
    : message;
}
