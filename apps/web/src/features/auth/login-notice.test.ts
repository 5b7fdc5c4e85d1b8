import { describe, expect, it } from 'vitest';
import { LOGIN_NOTICE_ALERTS, subscribeNotice } from './login-notice';
import { readLoginSearch, returnAfterSignIn, subscribeIntentOf } from './login-search';

describe('/login notices', () => {
  it.each(['enrolled', 'password-reset', 'otp-attempts'])('keeps notice=%s', (notice) => {
    expect(readLoginSearch({ notice })).toEqual({ notice });
  });

  it.each([[{}], [{ notice: 'hacked' }], [{ notice: 3 }], [{ notice: ['enrolled'] }], [{ other: 'x' }]])(
    'ignores %j instead of failing',
    (search) => {
      expect(readLoginSearch(search).notice).toBeUndefined();
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

describe('/login with a subscribe intent', () => {
  const UP_TO_3 = 'subscription_price_for_upto_3_user';

  it('keeps the report type, licence and a same-site return page', () => {
    const search = readLoginSearch({ subscribe: 12, tier: UP_TO_3, redirect: '/reports' });
    expect(search).toEqual({ subscribe: 12, tier: UP_TO_3, redirect: '/reports' });
    expect(subscribeIntentOf(search)).toEqual({ reportTypeId: 12, tier: UP_TO_3, redirect: '/reports' });
  });

  it('reads the report type from the URL, where every value is text (parseSearch in @firm/domain)', () => {
    const search = readLoginSearch({ subscribe: '12', tier: UP_TO_3, redirect: '/reports' });
    expect(subscribeIntentOf(search)).toEqual({ reportTypeId: 12, tier: UP_TO_3, redirect: '/reports' });
    expect(readLoginSearch({ subscribe: '0', tier: UP_TO_3 }).subscribe).toBeUndefined();
  });

  it('drops a bad part instead of failing, and an intent without a type or licence is none', () => {
    const search = readLoginSearch({
      subscribe: 'twelve',
      tier: 'everything',
      redirect: 'https://evil.example/',
    });
    expect(search).toEqual({ subscribe: undefined, tier: undefined, redirect: undefined });
    expect(subscribeIntentOf(search)).toBeUndefined();
    expect(subscribeIntentOf(readLoginSearch({ subscribe: 12 }))).toBeUndefined();
    expect(readLoginSearch({ subscribe: 12, tier: UP_TO_3, redirect: '//evil.example' }).redirect).toBe(
      undefined,
    );
    expect(readLoginSearch({ subscribe: -1, tier: UP_TO_3 }).subscribe).toBeUndefined();
  });

  it('says why, with the report type once it is known', () => {
    expect(subscribeNotice('Coffee Weekly Report')).toBe(
      'Sign in to subscribe to Coffee Weekly Report. It will be waiting in your cart.',
    );
    expect(subscribeNotice(undefined)).toBe(
      'Sign in to subscribe. Your choice will be waiting in your cart.',
    );
  });
});

describe('coming back after sign-in (issue 42)', () => {
  it('brings a report link from an alert mail back to that report, and nothing else of the client area', () => {
    expect(returnAfterSignIn('/client/reports/42')).toEqual({ redirect: '/client/reports/42' });
    expect(readLoginSearch({ redirect: '/client/reports/42' }).redirect).toBe('/client/reports/42');
    expect(returnAfterSignIn('/client/report-library')).toEqual({});
    expect(returnAfterSignIn('/client/consultations')).toEqual({ redirect: '/client/consultations' });
    expect(returnAfterSignIn('/client/reports/42/../../admin')).toEqual({});
    expect(returnAfterSignIn('/client/reports/x')).toEqual({});
  });
});
