import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';

const { demoClient, admin } = TEST_ACCOUNTS;
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

function login(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/accounts/clientlogin/', payload: payload as object });
}

describe('POST /api/accounts/clientlogin/', () => {
  it('answers the SPEC §3 login data for a client', async () => {
    const response = await login({ email: demoClient.email, password: demoClient.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({
      email: demoClient.email,
      username: 'Dana Whitfield',
      user_type: 'client',
    });
    expect(body.data.access.split('.')).toHaveLength(3);
    expect(body.data.refresh).toMatch(/^[\w-]{40,}$/);
    expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers user_type admin for the admin, whatever the case of the email', async () => {
    const response = await login({ email: admin.email.toUpperCase(), password: admin.password });
    expect(response.json().data.user_type).toBe('admin');
  });

  it.each([
    ['a wrong password', { email: demoClient.email, password: 'wrong-password' }],
    ['an unknown email', { email: 'nobody@softline.test', password: demoClient.password }],
  ])('refuses %s with one message that does not tell which', async (_case, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: 'Invalid email or password.' });
  });

  it.each([
    [{}, 'Email is required.'],
    [{ email: 'dana@example', password: 'secret' }, 'Please enter a valid email address.'],
    [{ email: demoClient.email }, 'Password is required.'],
    [{ email: demoClient.email, password: 'abc' }, 'Password must be at least 5 characters long.'],
    [{ email: 42, password: ['x'] }, 'Email is required.'],
  ])('refuses the bad body %j with 400 and the SPEC §5 message', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message });
    expect(response.json().errors).toBeTypeOf('object');
  });

  it('refuses malformed JSON with a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/clientlogin/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: 'The request body is not valid JSON.' });
  });

  it('refuses a user who has not confirmed the email yet', async () => {
    await t.database.db.update(users).set({ status: 'pending' }).where(eq(users.email, demoClient.email));
    const response = await login({ email: demoClient.email, password: demoClient.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Please confirm your email address before signing in.');
  });

  it('keeps passwords as argon2id hashes', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, demoClient.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(demoClient.password);
  });
});

describe('login rate limit', () => {
  it('refuses the attempt after the limit with 429 and says to wait', async () => {
    const limited = await createTestApp({ loginRateLimitMax: 3 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/accounts/clientlogin/',
          payload: { email: demoClient.email, password: 'guess-number' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        status: false,
        message: 'Too many sign-in attempts. Please wait a minute and try again.',
      });
    } finally {
      await limited.close();
    }
  });
});
