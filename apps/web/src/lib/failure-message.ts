import { ApiRequestError, withReference } from '@firm/api-client';

/** What a failure without a message of the server reads. */
export const UNEXPECTED_FAILURE = 'An unexpected error occurred. Please try again.';

/** The server's message about a failed request (with its reference when the server failed), else the general one. */
export function failureMessage(error: unknown): string {
  return withReference(
    (error instanceof ApiRequestError && error.serverMessage) || UNEXPECTED_FAILURE,
    error,
  );
}
