import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function accessFor(account: { email: string; password: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: account,
  });
  return response.json().data.access as string;
}

function summary(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/api/admin/summary/', headers });
}

describe('GET /api/admin/summary/', () => {
  it('refuses a caller without a token', async () => {
    const response = await summary();
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(false);
  });

  it('refuses a forged or malformed token', async () => {
    expect((await summary({ authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' })).statusCode).toBe(401);
    expect((await summary({ authorization: 'Basic abc' })).statusCode).toBe(401);
  });

  it('refuses a signed-in client', async () => {
    const access = await accessFor(TEST_ACCOUNTS.demoClient);
    const response = await summary({ authorization: `Bearer ${access}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission to do this.');
  });

  it('answers the head counts to an admin', async () => {
    const access = await accessFor(TEST_ACCOUNTS.admin);
    const response = await summary({ authorization: `Bearer ${access}` });
    expect(response.json()).toEqual({ status: true, data: { tenants: 1, clients: 1 } });
  });
});
