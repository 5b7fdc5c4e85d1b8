import type { AlertTone } from '@firm/ui';
import type { LoginNotice } from './login-search';

// The words /login shows for its search params (login-search.ts), with its page rather than its route.

/** Why a visitor who pressed SUBSCRIBE NOW is asked to sign in; the type's name once the catalogue is here. */
export function subscribeNotice(reportTypeName: string | undefined): string {
  return reportTypeName
    ? `Sign in to subscribe to ${reportTypeName}. It will be waiting in your cart.`
    : 'Sign in to subscribe. Your choice will be waiting in your cart.';
}

export const LOGIN_NOTICE_ALERTS: Record<LoginNotice, { tone: AlertTone; message: string }> = {
  enrolled: { tone: 'success', message: 'Your email address is confirmed. Please sign in.' },
  'password-reset': {
    tone: 'success',
    message: 'Your password has been changed. Please sign in with your new password.',
  },
  'otp-attempts': { tone: 'error', message: 'Too many incorrect codes. Please request a new OTP.' },
};
