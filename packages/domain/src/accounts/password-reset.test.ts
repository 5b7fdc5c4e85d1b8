import { describe, expect, it } from 'vitest';
import { otpFailureMessage, sanitiseOtpInput } from './otp.js';
import { OtpSchema } from './otp-schema.js';
import {
  ForgotPasswordRequestSchema,
  NewPasswordFormSchema,
  ResetPasswordRequestSchema,
  VerifyOtpRequestSchema,
} from './password-reset.js';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('SPEC §5 forgot password rules', () => {
  it.each(['', 'maria', 'maria@santos', 'maria @santos.example'])('email %j → the SPEC message', (email) => {
    expect(firstMessage(ForgotPasswordRequestSchema.safeParse({ email }))).toBe(
      'Please enter a valid email address.',
    );
  });

  it.each(['', '12345', '1234567', '12a456'])('otp %j → Please enter a valid OTP.', (otp) => {
    expect(firstMessage(VerifyOtpRequestSchema.safeParse({ email: 'a@b.example', otp }))).toBe(
      'Please enter a valid OTP.',
    );
  });

  it('accepts six digits, leading zeros included', () => {
    expect(OtpSchema.parse('000123')).toBe('000123');
  });

  it.each([
    [{ new_password: 'Strong@2026', confirm_password: 'Strong@2025' }, 'Passwords do not match.'],
    // The mismatch is reported first, even when the password is also weak.
    [{ new_password: 'weak', confirm_password: 'weaker' }, 'Passwords do not match.'],
    [
      { new_password: 'Short#1', confirm_password: 'Short#1' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
    [
      { new_password: 'NoSpecial2026', confirm_password: 'NoSpecial2026' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
    [
      { new_password: 'nouppercase#2026', confirm_password: 'nouppercase#2026' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
  ])('new password %j → %s', (values, message) => {
    expect(firstMessage(NewPasswordFormSchema.safeParse(values))).toBe(message);
  });

  it('refuses a password over 128 characters on its own field, before the other rules', () => {
    const long = `Strong@2026${'x'.repeat(118)}`;
    for (const values of [
      { new_password: long, confirm_password: long },
      { new_password: long, confirm_password: 'other' },
    ]) {
      const issues = NewPasswordFormSchema.safeParse(values).error?.issues ?? [];
      expect(issues[0]).toMatchObject({
        path: ['new_password'],
        message: 'Password must be at most 128 characters long.',
      });
      expect(issues.map((issue) => issue.message)).not.toContain('Passwords do not match.');
    }
  });

  it('accepts a strong password typed twice, with the token on the server', () => {
    const values = { new_password: 'Strong@2026', confirm_password: 'Strong@2026' };
    expect(NewPasswordFormSchema.safeParse(values).success).toBe(true);
    expect(ResetPasswordRequestSchema.safeParse({ ...values, token: 'abc' }).success).toBe(true);
    expect(firstMessage(ResetPasswordRequestSchema.safeParse(values))).toBe(
      'This password reset has expired. Please start again.',
    );
  });
});

describe('SPEC §5 OTP input and §8 OTP failure', () => {
  it.each([
    ['12a3-45 678', '123456'],
    ['98 76', '9876'],
    ['abc', ''],
  ])('typing %j keeps %j', (typed, kept) => {
    expect(sanitiseOtpInput(typed)).toBe(kept);
  });

  it('appends the remaining attempts, 0 when the server sent none', () => {
    expect(otpFailureMessage('The code is incorrect.', 3)).toBe(
      'The code is incorrect. Remaining attempts: 3',
    );
    expect(otpFailureMessage('The code is incorrect.', undefined)).toBe(
      'The code is incorrect. Remaining attempts: 0',
    );
  });
});
