import { z } from 'zod';

/**
 * /forgot-password?token=…: a staff invitation's link (issue 16) carries a reset token, so the page opens at its
 * last step, choosing the password. Anything else in the URL is ignored.
 */
export const PasswordResetSearchSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional()
    .catch(undefined),
});
