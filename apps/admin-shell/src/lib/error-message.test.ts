import { ApiRequestError } from '@firm/api-client';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("says the server's refusal, else the page's fallback, with a fault's reference (issue 45)", () => {
    expect(errorMessage(new ApiRequestError(409, 'Already there.', undefined), 'Could not save.')).toBe(
      'Already there.',
    );
    expect(
      errorMessage(new ApiRequestError(500, undefined, undefined, { requestId: 'Zx9' }), 'Could not save.'),
    ).toBe('Could not save. Reference: Zx9.');
    expect(errorMessage(new Error('offline'), 'Could not save.')).toBe('Could not save.');
  });
});
