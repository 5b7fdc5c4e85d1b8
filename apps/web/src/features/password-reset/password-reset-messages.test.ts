import { ApiRequestError } from '@firm/api-client';
import { describe, expect, it } from 'vitest';
import {
  failedResetMessage,
  isCodeSent,
  OtpRefusedError,
  otpRequestRefusal,
  refusedResetMessage,
} from './password-reset-messages';

const MAX_ATTEMPTS = 'Maximum OTP verification attempts exceeded. Please request a new OTP.';

describe('SPEC §4 forgot password: when the code step comes', () => {
  it.each([
    [{ status: true, status_code: 200 }, true],
    [{ status: true }, false],
    [{ status: true, status_code: 202 }, false],
    [{ status: false, status_code: 200 }, false],
  ])('%j → %s', (answer, sent) => {
    expect(isCodeSent(answer)).toBe(sent);
  });
});

describe("SPEC §8 forgot password fallback 'An error occurred.'", () => {
  it.each([
    [
      { message: 'Too many requests. Please wait a few minutes and try again.' },
      'Too many requests. Please wait a few minutes and try again.',
    ],
    [{}, 'An error occurred.'],
    [{ message: '' }, 'An error occurred.'],
  ])('answer %j shows %j', (answer, message) => {
    expect(refusedResetMessage(answer)).toBe(message);
  });

  it.each([
    [
      new ApiRequestError(400, 'This password reset has expired. Please start again.', undefined),
      'This password reset has expired. Please start again.',
    ],
    [new ApiRequestError(500, undefined, undefined), 'An error occurred.'],
    [new TypeError('Failed to fetch'), 'An error occurred.'],
  ])('request error %s shows %j', (error, message) => {
    expect(failedResetMessage(error)).toBe(message);
  });
});

describe('SPEC §8 OTP failure', () => {
  it("appends ' Remaining attempts: N' to the server's message", () => {
    const refusal = otpRequestRefusal(
      new ApiRequestError(400, 'The code is incorrect.', undefined, { remainingAttempts: 4 }),
    );
    expect(refusal.message).toBe('The code is incorrect. Remaining attempts: 4');
    expect(refusal.attemptsExhausted).toBe(false);
  });

  it('counts 0 when the server gave no number, and falls back without a message', () => {
    expect(otpRequestRefusal(new ApiRequestError(400, 'The code is incorrect.', undefined)).message).toBe(
      'The code is incorrect. Remaining attempts: 0',
    );
    expect(otpRequestRefusal(new TypeError('Failed to fetch')).message).toBe(
      'An error occurred. Remaining attempts: 0',
    );
    expect(new OtpRefusedError(undefined, 2).message).toBe('An error occurred. Remaining attempts: 2');
  });

  it('knows the maximum-attempts message, which sends the visitor to /login', () => {
    const refusal = otpRequestRefusal(
      new ApiRequestError(400, MAX_ATTEMPTS, undefined, { remainingAttempts: 0 }),
    );
    expect(refusal.attemptsExhausted).toBe(true);
    expect(new OtpRefusedError(MAX_ATTEMPTS, undefined).attemptsExhausted).toBe(true);
    expect(new OtpRefusedError('The code is incorrect.', 0).attemptsExhausted).toBe(false);
  });

  it('sends the visitor to /login as well when the address may check no code for a day (429)', () => {
    const refusal = otpRequestRefusal(
      new ApiRequestError(429, MAX_ATTEMPTS, undefined, { remainingAttempts: 0 }),
    );
    expect(refusal.message).toBe(`${MAX_ATTEMPTS} Remaining attempts: 0`);
    expect(refusal.attemptsExhausted).toBe(true);
  });

  it('shows the same words where a new code was asked for and refused', () => {
    expect(failedResetMessage(new ApiRequestError(429, MAX_ATTEMPTS, undefined))).toBe(MAX_ATTEMPTS);
  });
});
