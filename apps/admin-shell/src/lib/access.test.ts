import { describe, expect, it } from 'vitest';
import { adminAccess } from './access';

describe('who may open /admin-dashboard', () => {
  it.each([
    [{}, { allowed: false, redirectTo: '/login' }],
    [{ userType: 'admin' }, { allowed: false, redirectTo: '/login' }],
    [
      { accessToken: 't', userType: 'client' },
      { allowed: false, redirectTo: '/' },
    ],
    [{ accessToken: 't' }, { allowed: false, redirectTo: '/' }],
    [{ accessToken: 't', userType: 'admin' }, { allowed: true }],
  ])('session %j → %j', (session, access) => {
    expect(adminAccess(session)).toEqual(access);
  });
});
