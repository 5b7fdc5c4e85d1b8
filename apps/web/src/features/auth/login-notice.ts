import type { AlertTone } from '@firm/ui';
import { z } from 'zod';

/** Why a visitor was sent to /login: said once, above the form. */
export const LOGIN_NOTICES = ['enrolled', 'password-reset', 'otp-attempts'] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

/**
 * The search params of /login. An unknown or malformed notice is dropped rather than refused: a link that was
 * edited or is out of date still opens the sign-in form.
 */
export const LoginSearchSchema = z.object({
  notice: z.enum(LOGIN_NOTICES).optional().catch(undefined),
});

export const LOGIN_NOTICE_ALERTS: Record<LoginNotice, { tone: AlertTone; message: string }> = {
  enrolled: { tone: 'success', message: 'Your email address is confirmed. Please sign in.' },
  'password-reset': {
    tone: 'success',
    message: 'Your password has been changed. Please sign in with your new password.',
  },
  'otp-attempts': { tone: 'error', message: 'Too many incorrect codes. Please request a new OTP.' },
};
