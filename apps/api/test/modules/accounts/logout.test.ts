import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/accounts/logout/', () => {
  it('revokes the session so its refresh token no longer works', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/clientlogin/',
      payload: { email: TEST_ACCOUNTS.demoClient.email, password: TEST_ACCOUNTS.demoClient.password },
    });
    const { refresh } = login.json().data;

    const logout = await t.app.inject({ method: 'POST', url: '/api/accounts/logout/', payload: { refresh } });
    expect(logout.json()).toEqual({ status: true, message: 'You have been signed out.' });

    const after = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/token/refresh/',
      payload: { refresh },
    });
    expect(after.statusCode).toBe(401);
  });

  it('answers the same for a token it does not know', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      payload: { refresh: 'unknown' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe(true);
  });
});
