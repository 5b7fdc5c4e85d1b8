import { ApiRequestError } from '@firm/api-client';
import { describe, expect, it } from 'vitest';
import { failedLoginMessage, refusedLoginMessage } from './login-error-message';

describe('SPEC §8 login failure messages', () => {
  it.each([
    [{ status: false as const, data: { message: 'Account locked.' }, message: 'other' }, 'Account locked.'],
    [{ status: false as const, message: 'Invalid email or password.' }, 'Invalid email or password.'],
    [{ status: false as const }, 'Login failed. Please try again.'],
  ])('status false %j shows %j', (answer, message) => {
    expect(refusedLoginMessage(answer)).toBe(message);
  });

  it.each([
    [new ApiRequestError(401, 'Invalid email or password.', undefined), 'Invalid email or password.'],
    [new ApiRequestError(500, undefined, undefined), 'An unexpected error occurred. Please try again.'],
    [new ApiRequestError(null, undefined, undefined), 'An unexpected error occurred. Please try again.'],
    [new TypeError('Failed to fetch'), 'An unexpected error occurred. Please try again.'],
  ])('request error %s shows %j', (error, message) => {
    expect(failedLoginMessage(error)).toBe(message);
  });
});
