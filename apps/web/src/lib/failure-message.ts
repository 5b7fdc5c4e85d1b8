import { failureMessageOf } from '@firm/api-client';

/** What a failure without a message of the server reads. */
export const UNEXPECTED_FAILURE = 'An unexpected error occurred. Please try again.';

/**
 * The server's message about a failed request, else `fallback` (the general one unless the page has its own); a
 * server fault's with its reference, for the person to quote to support.
 */
export function failureMessage(error: unknown, fallback: string = UNEXPECTED_FAILURE): string {
  return failureMessageOf(error, fallback);
}
