import { ApiRequestError } from '@firm/api-client';
import { describe, expect, it } from 'vitest';
import {
  codeSentMessage,
  failedRegistrationMessage,
  refusedFields,
  refusedRegistrationMessage,
} from './registration-messages';

describe('SPEC §8 registration failure messages', () => {
  it.each([
    [
      { status: false, message: 'An account with this email address already exists.' },
      'An account with this email address already exists.',
    ],
    [{ status: false }, 'Registration failed.'],
    [{ status: false, message: '' }, 'Registration failed.'],
  ])('status false %j shows %j', (answer, message) => {
    expect(refusedRegistrationMessage(answer)).toBe(message);
  });

  it.each([
    [
      new ApiRequestError(409, 'An account with this email address already exists.', undefined),
      'An account with this email address already exists.',
    ],
    [
      new ApiRequestError(400, 'The code is incorrect.', undefined, { remainingAttempts: 4 }),
      'The code is incorrect.',
    ],
    [new ApiRequestError(503, undefined, undefined), 'Unexpected error occurred.'],
    [new ApiRequestError(null, undefined, undefined), 'Unexpected error occurred.'],
    [new TypeError('Failed to fetch'), 'Unexpected error occurred.'],
  ])('request error %s shows %j', (error, message) => {
    expect(failedRegistrationMessage(error)).toBe(message);
  });

  it("hands on the server's messages per field, and nothing for other errors", () => {
    const errors = { password: ['Password must contain at least one uppercase letter.'] };
    expect(refusedFields(new ApiRequestError(400, 'Check the form.', errors))).toEqual(errors);
    expect(refusedFields(new ApiRequestError(409, 'Taken.', undefined))).toBeUndefined();
    expect(refusedFields(new Error('offline'))).toBeUndefined();
  });

  it('says where the code went when the server did not', () => {
    expect(codeSentMessage('maria@santos.example')).toBe(
      'We have sent a 6-digit code to maria@santos.example.',
    );
  });
});
