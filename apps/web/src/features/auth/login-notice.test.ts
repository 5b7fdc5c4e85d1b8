import { describe, expect, it } from 'vitest';
import { LOGIN_NOTICE_ALERTS, LoginSearchSchema } from './login-notice';

describe('/login notices', () => {
  it.each(['enrolled', 'password-reset', 'otp-attempts'])('keeps notice=%s', (notice) => {
    expect(LoginSearchSchema.parse({ notice })).toEqual({ notice });
  });

  it.each([[{}], [{ notice: 'hacked' }], [{ notice: 3 }], [{ notice: ['enrolled'] }], [{ other: 'x' }]])(
    'ignores %j instead of failing',
    (search) => {
      expect(LoginSearchSchema.parse(search).notice).toBeUndefined();
    },
  );

  it('says why the visitor is here, the too-many-codes case as an error', () => {
    expect(LOGIN_NOTICE_ALERTS.enrolled).toEqual({
      tone: 'success',
      message: 'Your email address is confirmed. Please sign in.',
    });
    expect(LOGIN_NOTICE_ALERTS['password-reset']).toEqual({
      tone: 'success',
      message: 'Your password has been changed. Please sign in with your new password.',
    });
    expect(LOGIN_NOTICE_ALERTS['otp-attempts']).toEqual({
      tone: 'error',
      message: 'Too many incorrect codes. Please request a new OTP.',
    });
  });
});
