import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../src/env.js';
import { addOrganisation, FIXTURE_PASSWORD } from '../support/report-fixtures.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../support/index.js';

// Issue 14, point 3: sign-in failures count per email, whatever the address; an office behind one address signs
// in together.

const { demoClient, admin } = TEST_ACCOUNTS;
const OFFICE = '198.51.100.7';
const ELSEWHERE = ['203.0.113.20', '203.0.113.21', '203.0.113.22', '203.0.113.23', '203.0.113.24'];
const MINUTE = 60_000;
const INVALID = { status: false, message: 'Invalid email or password.' };
const locked = (wait: string) => ({
  status: false,
  message: `Too many failed sign-in attempts for this email address. Please try again in ${wait}.`,
});

let t: TestApp;
beforeEach(async () => {
  // The per-address ceiling a server runs with when LOGIN_RATE_LIMIT_MAX is not set.
  t = await createTestApp({ loginRateLimitMax: loadServerConfig({}).env.LOGIN_RATE_LIMIT_MAX });
});
afterEach(async () => {
  await t.close();
});

async function signIn(email: string, password: string, from: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    remoteAddress: from,
    payload: { email, password },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** Five wrong passwords for `email`, each from another address; answers what each was told. */
async function fiveFailures(email: string) {
  const answers = [];
  for (const from of ELSEWHERE) answers.push(await signIn(email, 'Wrong#password1', from));
  return answers;
}

describe('sign-in throttling', () => {
  it('lets 11 colleagues behind one address sign in, after a mistyped password each', async () => {
    const colleagues = Array.from({ length: 11 }, (_, index) => `colleague${index + 1}@harbour.test`);
    await addOrganisation(t.database.db, 'Harbour Traders', colleagues);
    for (const email of colleagues) {
      expect(await signIn(email, 'Mistyped#2026', OFFICE)).toEqual({ status: 401, body: INVALID });
      const signedIn = await signIn(email, FIXTURE_PASSWORD, OFFICE);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data).toMatchObject({ email });
    }
    // The first test of the file: the cold start and 22 argon2 checks.
  }, 60_000);

  it('makes an email wait after 5 failures, from any address and even with the right password', async () => {
    const answers = await fiveFailures(demoClient.email);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill({ status: 401, body: INVALID }));
    expect(answers[4]).toEqual({ status: 429, body: locked('15 minutes') });

    expect(await signIn(demoClient.email, demoClient.password, OFFICE)).toEqual({
      status: 429,
      body: locked('15 minutes'),
    });
    // Others, from the same addresses, are not held up.
    expect((await signIn(admin.email, admin.password, ELSEWHERE[0]!)).status).toBe(200);

    t.clock.advance(14 * MINUTE);
    expect(await signIn(demoClient.email, demoClient.password, OFFICE)).toEqual({
      status: 429,
      body: locked('1 minute'),
    });
    t.clock.advance(MINUTE);
    expect((await signIn(demoClient.email, demoClient.password, OFFICE)).status).toBe(200);
  });

  it('forgives the failures of an email once it signs in', async () => {
    for (const from of ELSEWHERE.slice(0, 4)) {
      expect((await signIn(demoClient.email, 'Wrong#password1', from)).status).toBe(401);
    }
    expect((await signIn(demoClient.email, demoClient.password, OFFICE)).status).toBe(200);
    expect(await signIn(demoClient.email, 'Wrong#password1', OFFICE)).toEqual({ status: 401, body: INVALID });
  });

  it('answers an email without an account exactly as one with an account', async () => {
    const unknown = await fiveFailures('nobody@softline.test');
    const known = await fiveFailures(demoClient.email);
    expect(unknown).toEqual(known);
    expect(await signIn('nobody@softline.test', demoClient.password, OFFICE)).toEqual({
      status: 429,
      body: locked('15 minutes'),
    });
    t.clock.advance(15 * MINUTE);
    expect(await signIn('nobody@softline.test', demoClient.password, OFFICE)).toEqual({
      status: 401,
      body: INVALID,
    });
  });
});
