// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createCookieSession } from '../src/cookie-session.js';

afterEach(() => {
  createCookieSession().clear();
});

describe('cookie session (SPEC §3, §9)', () => {
  it('keeps each value in the cookie of its SPEC name', () => {
    const session = createCookieSession();
    session.write({
      accessToken: 'a',
      refreshToken: 'r',
      email: 'e@x.io',
      userName: 'Dana',
      id: '7',
      userType: 'client',
    });
    const cookies = Object.fromEntries(
      document.cookie.split('; ').map((pair) => pair.split('=').map(decodeURIComponent)),
    );
    expect(cookies).toMatchObject({
      accessToken: 'a',
      refreshToken: 'r',
      email: 'e@x.io',
      userName: 'Dana',
      id: '7',
      userType: 'client',
    });
    expect(session.read()).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      email: 'e@x.io',
      userName: 'Dana',
      id: '7',
      userType: 'client',
    });
  });

  it('writes only the given values', () => {
    const session = createCookieSession();
    session.write({ accessToken: 'a', refreshToken: 'r' });
    session.write({ accessToken: 'b' });
    expect(session.read()).toEqual({ accessToken: 'b', refreshToken: 'r' });
  });

  it('clear removes all six cookies and leaves others', () => {
    document.cookie = 'theme=dark; path=/';
    const session = createCookieSession();
    session.write({
      accessToken: 'a',
      refreshToken: 'r',
      email: 'e',
      userName: 'n',
      id: '1',
      userType: 'client',
    });
    session.clear();
    expect(session.read()).toEqual({});
    expect(document.cookie).toBe('theme=dark');
    document.cookie = 'theme=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(document.cookie).toBe('');
  });
});
