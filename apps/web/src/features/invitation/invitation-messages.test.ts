import { ApiRequestError } from '@firm/api-client';
import { TeamMessages } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import {
  AcceptRefused,
  acceptFailureMessage,
  INVITATION_ACCEPT_FAILED,
  INVITATION_LOAD_FAILED,
  invitationProblem,
  refusedAcceptMessage,
} from './invitation-messages';

describe('an invitation that cannot be shown', () => {
  it("shows the server's words for an expired, used or withdrawn invitation", () => {
    expect(invitationProblem(new ApiRequestError(410, TeamMessages.invitationExpired, undefined))).toEqual({
      kind: 'refused',
      message: TeamMessages.invitationExpired,
    });
    expect(invitationProblem(new ApiRequestError(404, TeamMessages.invitationRevoked, undefined))).toEqual({
      kind: 'refused',
      message: TeamMessages.invitationRevoked,
    });
  });

  it('says the link is not valid when a refusal has no message', () => {
    expect(invitationProblem(new ApiRequestError(404, undefined, undefined))).toEqual({
      kind: 'refused',
      message: TeamMessages.invitationInvalid,
    });
  });

  it('offers to try again when the server could not be asked', () => {
    expect(invitationProblem(new ApiRequestError(null, undefined, undefined))).toEqual({
      kind: 'unavailable',
      message: INVITATION_LOAD_FAILED,
    });
    expect(invitationProblem(new ApiRequestError(503, 'Down', undefined)).kind).toBe('unavailable');
    expect(invitationProblem(new ApiRequestError(429, 'Too many requests.', undefined))).toEqual({
      kind: 'unavailable',
      message: 'Too many requests.',
    });
  });
});

describe('a failed acceptance', () => {
  it("shows the server's message, or ours", () => {
    expect(acceptFailureMessage(new ApiRequestError(409, TeamMessages.otherOrganisation, undefined))).toBe(
      TeamMessages.otherOrganisation,
    );
    expect(acceptFailureMessage(new Error('offline'))).toBe(INVITATION_ACCEPT_FAILED);
    expect(acceptFailureMessage(new AcceptRefused(TeamMessages.invitationUsed))).toBe(
      TeamMessages.invitationUsed,
    );
    expect(refusedAcceptMessage({ status: false, message: TeamMessages.invitationUsed })).toBe(
      TeamMessages.invitationUsed,
    );
    expect(refusedAcceptMessage({ status: false })).toBe(INVITATION_ACCEPT_FAILED);
  });
});
