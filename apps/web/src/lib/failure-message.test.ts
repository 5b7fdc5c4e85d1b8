import { ApiRequestError } from '@firm/api-client';
import { describe, expect, it } from 'vitest';
import { failureMessage, UNEXPECTED_FAILURE } from './failure-message';

describe('failureMessage', () => {
  it("says the server's message, and a fault's reference so the person can quote it (issue 45)", () => {
    expect(failureMessage(new ApiRequestError(422, 'Not sold.', undefined))).toBe('Not sold.');
    expect(
      failureMessage(
        new ApiRequestError(
          503,
          'The service is briefly unavailable. Please try again in a moment.',
          undefined,
          {
            requestId: '6nQ2xZk1bTw',
          },
        ),
      ),
    ).toBe('The service is briefly unavailable. Please try again in a moment. Reference: 6nQ2xZk1bTw.');
    expect(failureMessage(new ApiRequestError(500, undefined, undefined, { requestId: 'Ab1' }))).toBe(
      `${UNEXPECTED_FAILURE} Reference: Ab1.`,
    );
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(UNEXPECTED_FAILURE);
  });
});
