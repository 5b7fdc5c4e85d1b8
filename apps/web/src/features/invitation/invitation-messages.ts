import { ApiRequestError } from '@firm/api-client';
import { TeamMessages, type LoginResponse } from '@firm/domain';

/** Said when the invitation could not be asked for (the network, the server): trying again may help. */
export const INVITATION_LOAD_FAILED = 'The invitation could not be loaded. Please try again.';
/** Said when accepting fails without a message of the server's. */
export const INVITATION_ACCEPT_FAILED = 'Your account could not be created. Please try again.';

/** The server answered the acceptance with status false: its message is the one to show. */
export class AcceptRefused extends Error {}

export type InvitationProblem =
  { kind: 'refused'; message: string } | { kind: 'unavailable'; message: string };

/**
 * Why the invitation cannot be shown. A refusal (unknown, expired, used or withdrawn: a 4xx) is final and shows the
 * server's words, or that the link is not valid; anything else (a rate limit too) may pass, so it can be tried
 * again.
 */
export function invitationProblem(error: unknown): InvitationProblem {
  // Too many tries from here: the link may be fine, and works again after a while.
  if (error instanceof ApiRequestError && error.status === 429)
    return { kind: 'unavailable', message: error.serverMessage ?? INVITATION_LOAD_FAILED };
  if (
    error instanceof ApiRequestError &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500
  ) {
    return { kind: 'refused', message: error.serverMessage ?? TeamMessages.invitationInvalid };
  }
  return { kind: 'unavailable', message: INVITATION_LOAD_FAILED };
}

/** The words for a failed acceptance: the server's (an error answer, or a refusal with status false), or ours. */
export function acceptFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.serverMessage || INVITATION_ACCEPT_FAILED;
  return (error instanceof AcceptRefused && error.message) || INVITATION_ACCEPT_FAILED;
}

/** An acceptance answered like a refused sign-in (status false): its message, or ours. */
export function refusedAcceptMessage(answer: Extract<LoginResponse, { status: false }>): string {
  return answer.data?.message ?? answer.message ?? INVITATION_ACCEPT_FAILED;
}
