import { ApiRequestError } from '@firm/api-client';

/** What a failure without a message of the server reads. */
export const UNEXPECTED_FAILURE = 'An unexpected error occurred. Please try again.';

/** The server's message about a failed request, else the general one. */
export function failureMessage(error: unknown): string {
  return (error instanceof ApiRequestError && error.serverMessage) || UNEXPECTED_FAILURE;
}
