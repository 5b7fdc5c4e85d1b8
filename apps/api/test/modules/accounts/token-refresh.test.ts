import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function signIn() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: { email: TEST_ACCOUNTS.demoClient.email, password: TEST_ACCOUNTS.demoClient.password },
  });
  return response.json().data as { access: string; refresh: string };
}

function refresh(token: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/accounts/token/refresh/', payload: { refresh: token } });
}

describe('POST /api/accounts/token/refresh/', () => {
  it('answers a new access token and rotates the refresh token', async () => {
    const session = await signIn();
    const response = await refresh(session.refresh);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access.split('.')).toHaveLength(3);
    expect(body.refresh).not.toBe(session.refresh);
    expect((await refresh(body.refresh)).statusCode).toBe(200);
  });

  it('refuses a token spent more than 10 seconds ago and revokes its whole family', async () => {
    const session = await signIn();
    const next = (await refresh(session.refresh)).json().refresh as string;

    t.clock.advance(10_000 + 1000);
    const reuse = await refresh(session.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      status: false,
      message: 'Your session has expired. Please sign in again.',
    });
    // The successor was issued to whoever used the token first; after the reuse nobody can trust it.
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('gives a token spent within 10 seconds one more successor, and refuses it after that', async () => {
    const session = await signIn();
    const first = await refresh(session.refresh);
    t.clock.advance(10_000);
    const second = await refresh(session.refresh);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);

    const replay = await refresh(session.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Your session has expired. Please sign in again.');
    for (const answer of [first, second]) expect((await refresh(answer.json().refresh)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const first = await signIn();
    const second = await signIn();
    await refresh(first.refresh);
    t.clock.advance(MINUTE);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });

  it('lets an access token run out after 15 minutes, and the refresh token gets a new one', async () => {
    const session = await signIn();
    const profile = (access: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/accounts/profile/',
        headers: { authorization: `Bearer ${access}` },
      });
    t.clock.advance(15 * MINUTE - 1000);
    expect((await profile(session.access)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await profile(session.access);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().status).toBe(false);

    const renewed = await refresh(session.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await profile(renewed.json().access)).statusCode).toBe(200);
  });

  it('lets a refresh token run out after 7 days', async () => {
    const session = await signIn();
    t.clock.advance(7 * DAY - 1000);
    const { refresh: next } = (await refresh(session.refresh)).json();
    t.clock.advance(7 * DAY);
    const response = await refresh(next);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('refuses a token it never issued', async () => {
    expect((await refresh('not-a-token-we-issued')).statusCode).toBe(401);
  });

  it('refuses a body without a refresh token with 400', async () => {
    const response = await refresh(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message: 'Refresh token is required.' });
  });
});
