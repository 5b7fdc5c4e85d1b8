import { ApiRequestError } from '@firm/api-client';
import {
  OtpMessages,
  otpFailureMessage,
  PasswordResetMessages,
  type ForgotPasswordResponse,
} from '@firm/domain';
import { failureMessage } from '../../lib/failure-message';

/** SPEC §4: the code step comes only after an answer with status true and status_code 200. */
export function isCodeSent(answer: ForgotPasswordResponse): boolean {
  return answer.status && answer.status_code === 200;
}

/** SPEC §8: any other answer shows the server's message, else 'An error occurred.' */
export function refusedResetMessage(answer: { message?: string | undefined }): string {
  return answer.message || PasswordResetMessages.fallback;
}

/** SPEC §8: a failed request shows the server's message, else 'An error occurred.' */
export function failedResetMessage(error: unknown): string {
  return failureMessage(error, PasswordResetMessages.fallback);
}

/** A refused code, with whether it used up the last attempt (SPEC §8: that sends the visitor to /login). */
export class OtpRefusedError extends Error {
  readonly attemptsExhausted: boolean;

  constructor(serverMessage: string | undefined, remainingAttempts: number | undefined) {
    super(otpFailureMessage(serverMessage || PasswordResetMessages.fallback, remainingAttempts));
    this.name = 'OtpRefusedError';
    this.attemptsExhausted = serverMessage === OtpMessages.maxAttempts;
  }
}

/** SPEC §8 OTP failure from a failed request: the server's message plus ' Remaining attempts: N'. */
export function otpRequestRefusal(error: unknown): OtpRefusedError {
  return error instanceof ApiRequestError
    ? new OtpRefusedError(error.serverMessage, error.remainingAttempts)
    : new OtpRefusedError(undefined, undefined);
}
