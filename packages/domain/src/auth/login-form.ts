import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../accounts/password-rule.js';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from './email.js';

export const LOGIN_PASSWORD_MIN_LENGTH = 5;

/** SPEC §5 Login: the messages, in the order the rules are checked. */
export const LoginMessages = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${LOGIN_PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
} as const;

/**
 * The login form of SPEC §5. Each field stops at its first failing rule (`abort`), and the fields are declared in
 * the order the rules are checked, so the first issue of a failed parse is the one message to show. Lengths are
 * checked before the address pattern, so an over-long value costs no more than its length check (a longer address
 * is not one: RFC 5321; registration and reset allow no longer password).
 */
export const LoginFormSchema = z.object({
  email: z
    .string({ error: LoginMessages.emailRequired })
    .min(1, { message: LoginMessages.emailRequired, abort: true })
    .max(EMAIL_MAX_LENGTH, { message: LoginMessages.emailInvalid, abort: true })
    .regex(SIMPLE_EMAIL_PATTERN, { message: LoginMessages.emailInvalid }),
  password: z
    .string({ error: LoginMessages.passwordRequired })
    .min(1, { message: LoginMessages.passwordRequired, abort: true })
    .min(LOGIN_PASSWORD_MIN_LENGTH, { message: LoginMessages.passwordTooShort, abort: true })
    .max(PASSWORD_MAX_LENGTH, { message: LoginMessages.passwordTooLong }),
});

export type LoginForm = z.infer<typeof LoginFormSchema>;

/** The first failing rule's message, or null when the form may be sent. */
export function firstLoginError(values: LoginForm): string | null {
  const result = LoginFormSchema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
