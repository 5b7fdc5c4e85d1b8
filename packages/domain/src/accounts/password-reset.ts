import { z } from 'zod';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from '../auth/email.js';
import { OtpSchema } from './otp-schema.js';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from './password-rule.js';
import { PasswordResetMessages } from './password-reset-messages.js';

const EmailField = z
  .string({ error: PasswordResetMessages.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, { message: PasswordResetMessages.emailInvalid, abort: true })
  .regex(SIMPLE_EMAIL_PATTERN, PasswordResetMessages.emailInvalid);

/** Step 1, and the body of `POST accounts/forgot-password/`. */
export const ForgotPasswordRequestSchema = z.object({ email: EmailField });

export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** Step 2, and the body of `POST accounts/verify-otp/`. */
export const VerifyOtpRequestSchema = z.object({ email: EmailField, otp: OtpSchema });

export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequestSchema>;

/** A typed password, bounded before any rule looks at it. */
export const NewPasswordField = z
  .string()
  .max(PASSWORD_MAX_LENGTH, { message: PasswordResetMessages.passwordTooLong, abort: true });

/**
 * Step 3 (SPEC §5): the passwords must match, then the new one must be strong. One message at a time, in that
 * order: the mismatch is reported on confirm_password, the weakness on new_password. An over-long password is
 * refused on its own field before either rule runs.
 */
export const NewPasswordFormSchema = z
  .object({ new_password: NewPasswordField, confirm_password: NewPasswordField })
  .superRefine(newPasswordRule);

/** SPEC §5's rule for a new password typed twice (the reset's, and the profile's password change). */
export function newPasswordRule(
  values: { new_password: string; confirm_password: string },
  context: z.RefinementCtx,
): void {
  if (values.new_password !== values.confirm_password) {
    context.addIssue({
      code: 'custom',
      path: ['confirm_password'],
      message: PasswordResetMessages.passwordsDiffer,
    });
  } else if (!isStrongPassword(values.new_password)) {
    context.addIssue({
      code: 'custom',
      path: ['new_password'],
      message: PasswordResetMessages.passwordWeak,
    });
  }
}

export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

/** Body of `POST accounts/reset-password/`: the token verify-otp gave, and the new password twice. */
export const ResetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: PasswordResetMessages.tokenMissing })
      .min(1, PasswordResetMessages.tokenMissing)
      .max(200, PasswordResetMessages.tokenMissing),
  })
  .and(NewPasswordFormSchema);

export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** SPEC §7 answer of forgot-password: the web app moves on when status is true and status_code 200. */
export const ForgotPasswordResponseSchema = z.object({
  status: z.boolean(),
  status_code: z.number().int().optional(),
  message: z.string().optional(),
});

export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

/** SPEC §7 answer of verify-otp: a reset token on success; failures carry remaining_attempts. */
export const VerifyOtpResponseSchema = z.object({
  status: z.boolean(),
  status_code: z.number().int().optional(),
  token: z.string().optional(),
  message: z.string().optional(),
  remaining_attempts: z.number().int().nonnegative().optional(),
});

export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;

/** Answer of reset-password (SPEC leaves it unspecified): status and a message. */
export const ResetPasswordResponseSchema = z.object({
  status: z.boolean(),
  message: z.string().optional(),
});

export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>;
