import { PASSWORD_MAX_LENGTH, STRONG_PASSWORD_MESSAGE } from './password-rule.js';

// Apart from the schemas (password-reset.ts): a form shows these without loading zod (issue 18).

/** SPEC §5 forgot-password messages, and SPEC §8's fallback. */
export const PasswordResetMessages = {
  emailInvalid: 'Please enter a valid email address.',
  passwordsDiffer: 'Passwords do not match.',
  passwordWeak: STRONG_PASSWORD_MESSAGE,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  tokenMissing: 'This password reset has expired. Please start again.',
  fallback: 'An error occurred.',
} as const;
