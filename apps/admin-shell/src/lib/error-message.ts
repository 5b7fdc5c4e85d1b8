import { ApiRequestError } from '@firm/api-client';

/** The server's message when it sent one (a refusal says why), else the page's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return fallback;
}
