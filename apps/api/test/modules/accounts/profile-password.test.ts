import { PasswordResetMessages, ProfileMessages } from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_THROTTLE } from '../../../src/modules/accounts/profile.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import { addOrganisation, FIXTURE_PASSWORD } from '../../support/report-fixtures.js';

/** Issue 15, point 1: changing the password on the profile page ends the user's other sessions. */

const NEW_PASSWORD = 'Harvest@2026';
const WRONG_PASSWORD = 'Not-the@password1';
const SESSION_ENDED = { status: false, message: 'Your session has ended. Please sign in again.' };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let people = 0;

/** A person of their own organisation, and a colleague. */
async function organisation() {
  people += 1;
  const [email, colleague] = [`person-${people}@password.test`, `colleague-${people}@password.test`];
  await addOrganisation(t.database.db, `Password Co ${people}`, [email, colleague]);
  return { email, colleague };
}

async function signIn(email: string, password = FIXTURE_PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: { email, password },
  });
  return {
    status: response.statusCode,
    headers: { authorization: `Bearer ${response.json().data?.access as string}` },
    refresh: response.json().data?.refresh as string,
  };
}

const change = (headers: Record<string, string>, current_password: string, next = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/profile/password/',
    headers,
    payload: { current_password, new_password: next, confirm_password: next },
  });

const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/accounts/profile/', headers });

describe('POST /api/accounts/profile/password/', () => {
  it('sets the new password and ends the other sessions, while the one that asked goes on', async () => {
    const { email, colleague } = await organisation();
    const here = await signIn(email);
    const elsewhere = await signIn(email);
    const colleagues = await signIn(colleague);

    const response = await change(here.headers, FIXTURE_PASSWORD);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: true, message: ProfileMessages.passwordChanged });
    expect((await profile(here.headers)).statusCode).toBe(200);
    const ended = await profile(elsewhere.headers);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual(SESSION_ENDED);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/token/refresh/',
      payload: { refresh: elsewhere.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    // The current session's refresh token still works.
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/token/refresh/',
      payload: { refresh: here.refresh },
    });
    expect(kept.statusCode).toBe(200);
    // Nobody else is signed out.
    expect((await profile(colleagues.headers)).statusCode).toBe(200);

    expect((await signIn(email, FIXTURE_PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(colleague, FIXTURE_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password on its field, changing nothing and ending no session', async () => {
    const { email } = await organisation();
    const here = await signIn(email);
    const elsewhere = await signIn(email);

    const response = await change(here.headers, WRONG_PASSWORD);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: ProfileMessages.currentPasswordWrong,
      errors: { current_password: [ProfileMessages.currentPasswordWrong] },
    });
    expect((await profile(elsewhere.headers)).statusCode).toBe(200);
    expect((await signIn(email, FIXTURE_PASSWORD)).status).toBe(200);
  });

  it('refuses a new password that breaks SPEC’s rule, or that is typed differently twice', async () => {
    const { email } = await organisation();
    const here = await signIn(email);

    const weak = await change(here.headers, FIXTURE_PASSWORD, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ errors: { new_password: [PasswordResetMessages.passwordWeak] } });

    const differ = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/profile/password/',
      headers: here.headers,
      payload: {
        current_password: FIXTURE_PASSWORD,
        new_password: NEW_PASSWORD,
        confirm_password: 'Other@2026',
      },
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.json()).toMatchObject({
      errors: { confirm_password: [PasswordResetMessages.passwordsDiffer] },
    });
    expect((await signIn(email, FIXTURE_PASSWORD)).status).toBe(200);
  });

  it('makes the user wait after five wrong current passwords, even with the right one', async () => {
    const { email } = await organisation();
    const here = await signIn(email);
    for (let attempt = 1; attempt < CURRENT_PASSWORD_THROTTLE.maxFailures; attempt += 1) {
      expect((await change(here.headers, WRONG_PASSWORD)).statusCode).toBe(400);
    }

    const fifth = await change(here.headers, WRONG_PASSWORD);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      status: false,
      message: ProfileMessages.currentPasswordLocked('15 minutes'),
    });
    const right = await change(here.headers, FIXTURE_PASSWORD);
    expect(right.statusCode).toBe(429);
    // The email change asks for the same password, so it waits too.
    const emailChange = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/profile/email/',
      headers: here.headers,
      payload: { email: `elsewhere-${people}@password.test`, password: FIXTURE_PASSWORD },
    });
    expect(emailChange.statusCode).toBe(429);

    t.clock.advance(CURRENT_PASSWORD_THROTTLE.windowMs + 1);
    const fresh = await signIn(email);
    expect((await change(fresh.headers, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('counts the calls of each user: a burst is refused for that user only', async () => {
    const limited = await createTestApp({ accountRateLimitMax: 2 });
    try {
      await addOrganisation(limited.database.db, 'Burst Co', ['burst@password.test', 'calm@password.test']);
      const headersOf = async (email: string) => {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/accounts/clientlogin/',
          payload: { email, password: FIXTURE_PASSWORD },
        });
        return { authorization: `Bearer ${response.json().data.access as string}` };
      };
      const [burst, calm] = [await headersOf('burst@password.test'), await headersOf('calm@password.test')];
      const ask = (headers: Record<string, string>) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/accounts/profile/email/confirm/',
          headers,
          payload: { otp: '123456' },
        });

      expect((await ask(burst)).statusCode).toBe(400);
      expect((await ask(burst)).statusCode).toBe(400);
      const third = await ask(burst);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        status: false,
        message: 'Too many requests. Please wait a few minutes and try again.',
      });
      expect((await ask(calm)).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('answers a visitor 401', async () => {
    expect((await change({}, FIXTURE_PASSWORD)).statusCode).toBe(401);
  });
});
