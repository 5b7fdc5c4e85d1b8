import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../support/index.js';

// Issue 14, point 4: wrong codes count per address and purpose across every code sent, so asking for a new code
// never buys a guesser fresh attempts.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const RESET_SUBJECT = 'Reset your password';
const REGISTRATION_SUBJECT = 'Confirm your email address';
const CODE_SENT = {
  status: true,
  status_code: 200,
  message: 'If an account uses this email address, we have sent a 6-digit code to it.',
};
const MAX_ATTEMPTS_OF_ONE_CODE = 'Maximum OTP verification attempts exceeded. Please request a new OTP.';
// SPEC §8's message for attempts used up, which sends the web app's visitor to /login.
const LOCKED = {
  status: 429,
  body: { status: false, message: MAX_ATTEMPTS_OF_ONE_CODE, remaining_attempts: 0 },
};

const registration = {
  tenant: 'Santos Roasters',
  first_name: 'Maria',
  last_name: 'Santos',
  email: 'maria@santos.example',
  industry_sector: 'import-export',
  phone_number: 9876543210,
  street_address: '12 Harbour Road',
  city: 'Kochi',
  password: 'Roast@2026',
  country: 'IN',
};

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function call(path: string, body: object) {
  const response = await t.app.inject({ method: 'POST', url: `/api/accounts/${path}/`, payload: body });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/**
 * `guesses` wrong codes against each code `ask` has mailed, waiting the minute between codes; answers what the
 * last guess was told.
 */
async function guessAcrossCodes(
  ask: () => Promise<string>,
  check: (otp: string) => ReturnType<typeof call>,
  guesses: number[],
) {
  let last: Awaited<ReturnType<typeof call>> | undefined;
  for (const [index, count] of guesses.entries()) {
    if (index > 0) t.clock.advance(MINUTE + 1000);
    const code = await ask();
    for (let guess = 1; guess <= count; guess += 1) {
      last = await check(wrongFor(code));
      if (guess < count || index < guesses.length - 1) {
        expect(last).toEqual({
          status: 400,
          body: {
            status: false,
            message: guess < 5 ? 'The code is incorrect.' : MAX_ATTEMPTS_OF_ONE_CODE,
            remaining_attempts: 5 - guess,
          },
        });
      }
    }
  }
  return last!;
}

describe('guessing one-time codes', () => {
  it('stops checking and sending password reset codes after 10 wrong ones in 24 hours', async () => {
    const { email } = TEST_ACCOUNTS.demoClient;
    const askReset = async () => {
      expect(await call('forgot-password', { email })).toEqual({ status: 200, body: CODE_SENT });
      return t.mailedCode(email, RESET_SUBJECT);
    };
    const verify = (otp: string) => call('verify-otp', { email, otp });

    // Three codes, asked a minute apart: 4 + 4 + 2 wrong guesses.
    const tenth = await guessAcrossCodes(askReset, verify, [4, 4, 2]);
    expect(tenth).toEqual(LOCKED);
    const lastCode = await t.mailedCode(email, RESET_SUBJECT);
    expect(await verify(lastCode)).toEqual(LOCKED);

    t.clock.advance(2 * MINUTE);
    const mailsBefore = (await t.outbox()).length;
    expect(await call('forgot-password', { email })).toEqual(LOCKED);
    expect(await t.outbox()).toHaveLength(mailsBefore);

    // The first wrong code was guessed 4 minutes 2 seconds ago.
    t.clock.advance(24 * HOUR - 5 * MINUTE);
    expect(await call('forgot-password', { email })).toEqual(LOCKED);

    // Once the first of those wrong codes is 24 hours old, a new window starts.
    t.clock.advance(HOUR);
    const fresh = await askReset();
    expect(await verify(wrongFor(fresh))).toMatchObject({ status: 400, body: { remaining_attempts: 4 } });
    const verified = await verify(fresh);
    expect(verified.status).toBe(200);
    expect(verified.body.token).toEqual(expect.any(String));
  });

  it('stops confirming and resending a registration, and leaves password recovery and others alone', async () => {
    const { email } = registration;
    const askRegistration = async () => {
      expect((await call('client/tenant-register', registration)).status).toBe(201);
      return t.mailedCode(email, REGISTRATION_SUBJECT);
    };
    const confirm = (otp: string) => call('client/tenant-register', { email, otp });

    const tenth = await guessAcrossCodes(askRegistration, confirm, [5, 5]);
    expect(tenth).toEqual(LOCKED);
    expect(await confirm(await t.mailedCode(email, REGISTRATION_SUBJECT))).toEqual(LOCKED);
    t.clock.advance(2 * MINUTE);
    expect(await call('client/tenant-register', registration)).toEqual(LOCKED);

    // The other purpose of the same address is not held up...
    expect(await call('forgot-password', { email })).toEqual({ status: 200, body: CODE_SENT });
    expect(await call('verify-otp', { email, otp: '000000' })).toMatchObject({
      status: 400,
      body: { message: 'The code is incorrect.', remaining_attempts: 4 },
    });
    // ...nor another address.
    const other = { ...registration, email: 'joao@santos.example' };
    expect((await call('client/tenant-register', other)).status).toBe(201);

    t.clock.advance(24 * HOUR);
    const code = await askRegistration();
    expect(await confirm(code)).toMatchObject({ status: 200 });
  });
});
