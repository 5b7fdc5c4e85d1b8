import { failureMessageOf } from '@firm/api-client';

/**
 * The server's message when it sent one (a refusal says why), else the page's own fallback; a server fault's with
 * its request id, for staff to quote when they report it.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return failureMessageOf(error, fallback);
}
