import { RESULT_PAGE_FLAG_COOKIES, SESSION_COOKIES } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import { SITE_COOKIES } from './site-cookies';

describe('the cookies the site sets', () => {
  it('are the six session cookies with their SPEC lifetimes, and the four checkout flags', () => {
    expect(SITE_COOKIES.session.map((cookie) => [cookie.name, cookie.keptFor])).toEqual([
      ['accessToken', '1 day'],
      ['email', '1 day'],
      ['userName', '1 day'],
      ['refreshToken', '7 days'],
      ['id', '7 days'],
      ['userType', '7 days'],
    ]);
    expect(SITE_COOKIES.session).toHaveLength(Object.keys(SESSION_COOKIES).length);
    expect(SITE_COOKIES.checkout.map((cookie) => cookie.name)).toEqual([...RESULT_PAGE_FLAG_COOKIES]);
  });

  it('say what each one is for', () => {
    for (const cookie of [...SITE_COOKIES.session, ...SITE_COOKIES.checkout]) {
      expect(cookie.purpose).toMatch(/\w.*\.$/);
    }
  });
});
