import { LoginFailureMessages, type LoginResponse } from '@firm/domain';
import { failureMessage } from '../../lib/failure-message';

/** SPEC §8: an answer with status false shows the server's message, else 'Login failed. Please try again.' */
export function refusedLoginMessage(answer: Extract<LoginResponse, { status: false }>): string {
  return answer.data?.message ?? answer.message ?? LoginFailureMessages.statusFalse;
}

/** SPEC §8: a failed request shows the server's response message, else the generic one. */
export function failedLoginMessage(error: unknown): string {
  return failureMessage(error, LoginFailureMessages.requestError);
}
