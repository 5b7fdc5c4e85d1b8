import { describe, expect, it } from 'vitest';
import { isSignedIn, SESSION_COOKIES, SESSION_KEYS, sessionValuesOf } from './cookies.js';

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

  it('stores each value of a sign-in under its SPEC §3 cookie', () => {
    expect(
      sessionValuesOf({
        access: 'a.b.c',
        refresh: 'd.e.f',
        email: 'ana@northwind.example',
        username: 'Ana Souza',
        id: '42',
        user_type: 'client',
      }),
    ).toEqual({
      accessToken: 'a.b.c',
      refreshToken: 'd.e.f',
      email: 'ana@northwind.example',
      userName: 'Ana Souza',
      id: '42',
      userType: 'client',
    });
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
