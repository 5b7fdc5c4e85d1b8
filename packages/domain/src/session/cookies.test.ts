import { describe, expect, it } from 'vitest';
import { isSignedIn, SESSION_COOKIES, SESSION_KEYS } from './cookies.js';

describe('SPEC §9 session cookies', () => {
  it.each([
    ['accessToken', 1],
    ['email', 1],
    ['userName', 1],
    ['refreshToken', 7],
    ['id', 7],
    ['userType', 7],
  ] as const)('%s lives %i day(s)', (key, days) => {
    expect(SESSION_COOKIES[key]).toEqual({ name: key, days });
  });

  it('lists exactly the six SPEC §3 cookies', () => {
    expect(SESSION_KEYS.sort()).toEqual([
      'accessToken',
      'email',
      'id',
      'refreshToken',
      'userName',
      'userType',
    ]);
  });

  it('SPEC §4: signed in exactly when an accessToken exists', () => {
    expect(isSignedIn({ accessToken: 'jwt' })).toBe(true);
    expect(isSignedIn({ refreshToken: 'r', id: '1' })).toBe(false);
  });
});
