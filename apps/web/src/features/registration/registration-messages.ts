import { ApiRequestError } from '@firm/api-client';
import { RegistrationFailureMessages, type RegistrationResponse } from '@firm/domain';
import { failureMessage } from '../../lib/failure-message';

/** SPEC §8: an answer with status false shows the server's message, else 'Registration failed.' */
export function refusedRegistrationMessage(answer: RegistrationResponse): string {
  return answer.message || RegistrationFailureMessages.statusFalse;
}

/** SPEC §8: a failed request shows the server's message, else 'Unexpected error occurred.' */
export function failedRegistrationMessage(error: unknown): string {
  return failureMessage(error, RegistrationFailureMessages.requestError);
}

/** The server's message for each field it refused, when it named fields. */
export function refusedFields(error: unknown): Record<string, string[]> | undefined {
  return error instanceof ApiRequestError ? error.errors : undefined;
}

/** What the code step says when the server sent a code without saying where. */
export function codeSentMessage(email: string): string {
  return `We have sent a 6-digit code to ${email}.`;
}
