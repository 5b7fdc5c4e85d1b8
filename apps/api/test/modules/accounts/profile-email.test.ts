import { OtpMessages, ProfileMessages, ProfileResponseSchema } from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_CODE_SUBJECT,
  EMAIL_CHANGE_NOTICE_SUBJECT,
} from '../../../src/modules/accounts/mails.js';
import { OTP_RESEND_INTERVAL_SECONDS } from '../../../src/modules/accounts/one-time-codes.js';
import { createTestApp, decodeQuotedPrintable, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, FIXTURE_PASSWORD } from '../../support/report-fixtures.js';

/** Issue 15, point 1: a new email address takes effect once the code mailed to it comes back. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let people = 0;

/** A person of their own organisation, signed in. */
async function person() {
  people += 1;
  const email = `person-${people}@email.test`;
  await addOrganisation(t.database.db, `Email Co ${people}`, [email]);
  return { email, headers: await bearerHeaders(t.app, email) };
}

const post = (path: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/accounts/profile/${path}`, headers, payload });

const askFor = (headers: Record<string, string>, email: string, password = FIXTURE_PASSWORD) =>
  post('email/', headers, { email, password });

const confirm = (headers: Record<string, string>, otp: string) => post('email/confirm/', headers, { otp });

const read = async (headers: Record<string, string>) =>
  ProfileResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/accounts/profile/', headers })).json(),
  ).data;

const signIn = (email: string, password = FIXTURE_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/clientlogin/', payload: { email, password } });

/** A code that is not the one mailed. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/accounts/profile/email/ and email/confirm/', () => {
  it('mails a code to the new address, tells the old one, and moves the account when the code comes back', async () => {
    const { email, headers } = await person();
    const newEmail = `moved-${people}@new.test`;

    const asked = await askFor(headers, `  Moved-${people}@NEW.test `);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ status: true, message: ProfileMessages.emailCodeSent });
    expect(await read(headers)).toMatchObject({ email, pending_email: newEmail });

    const otp = await t.mailedCode(newEmail, EMAIL_CHANGE_CODE_SUBJECT);
    const notice = (await t.outbox()).find(
      (mail) => mail.to.includes(email) && mail.raw.includes(EMAIL_CHANGE_NOTICE_SUBJECT),
    );
    expect(notice && decodeQuotedPrintable(notice.raw)).toContain(newEmail);
    expect(notice?.raw).not.toContain(otp);

    const confirmed = await confirm(headers, otp);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(ProfileResponseSchema.parse(confirmed.json()).data).toMatchObject({
      email: newEmail,
      pending_email: null,
    });

    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await signIn(email)).statusCode).toBe(401);
    // The code works once.
    expect((await confirm(headers, otp)).json()).toMatchObject({ message: ProfileMessages.noPendingEmail });
  });

  it('voids a password reset asked for at the old address', async () => {
    const { email, headers } = await person();
    const account = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/accounts/${path}/`, payload });
    await account('forgot-password', { email });
    const resetCode = await t.mailedCode(email, 'Reset your password');
    const { token } = (await account('verify-otp', { email, otp: resetCode })).json<{ token: string }>();

    const newEmail = `away-${people}@new.test`;
    await askFor(headers, newEmail);
    expect((await confirm(headers, await t.mailedCode(newEmail, EMAIL_CHANGE_CODE_SUBJECT))).statusCode).toBe(
      200,
    );

    const reset = await account('reset-password', {
      token,
      new_password: 'Taken@Over1',
      confirm_password: 'Taken@Over1',
    });
    expect(reset.statusCode, reset.body).toBe(400);
    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await signIn(newEmail, 'Taken@Over1')).statusCode).toBe(401);
  });

  it('refuses a wrong code with the attempts left, and keeps the old address', async () => {
    const { email, headers } = await person();
    const newEmail = `wrong-code-${people}@new.test`;
    await askFor(headers, newEmail);
    const otp = await t.mailedCode(newEmail, EMAIL_CHANGE_CODE_SUBJECT);

    const refused = await confirm(headers, wrongCode(otp));

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: false, message: OtpMessages.incorrect, remaining_attempts: 4 });
    expect(await read(headers)).toMatchObject({ email, pending_email: newEmail });
    // The right code still works after a wrong one.
    expect((await confirm(headers, otp)).statusCode).toBe(200);
  });

  it('refuses the code once its attempts are spent, and when it has expired', async () => {
    const { headers } = await person();
    const newEmail = `spent-${people}@new.test`;
    await askFor(headers, newEmail);
    const otp = await t.mailedCode(newEmail, EMAIL_CHANGE_CODE_SUBJECT);
    for (let attempt = 0; attempt < 5; attempt += 1) await confirm(headers, wrongCode(otp));

    expect((await confirm(headers, otp)).json()).toEqual({
      status: false,
      message: OtpMessages.maxAttempts,
      remaining_attempts: 0,
    });

    const later = await person();
    const laterEmail = `expired-${people}@new.test`;
    await askFor(later.headers, laterEmail);
    const laterCode = await t.mailedCode(laterEmail, EMAIL_CHANGE_CODE_SUBJECT);
    t.clock.advance(11 * 60_000);
    expect((await confirm(later.headers, laterCode)).json()).toEqual({
      status: false,
      message: OtpMessages.expired,
      remaining_attempts: 0,
    });
    expect(await read(later.headers)).toMatchObject({ email: later.email });
  });

  it('refuses a wrong password on its field, mailing nothing', async () => {
    const { headers } = await person();
    const newEmail = `no-password-${people}@new.test`;

    const refused = await askFor(headers, newEmail, 'Not-the@password1');

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status: false,
      message: ProfileMessages.currentPasswordWrong,
      errors: { password: [ProfileMessages.currentPasswordWrong] },
    });
    expect(await read(headers)).toMatchObject({ pending_email: null });
    expect((await t.outbox()).some((mail) => mail.to.includes(newEmail))).toBe(false);
  });

  it('refuses the address the account has already, and one another account uses, saying no more', async () => {
    const { email, headers } = await person();
    const other = await person();

    const same = await askFor(headers, email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      status: false,
      message: ProfileMessages.emailSame,
      errors: { email: [ProfileMessages.emailSame] },
    });

    const taken = await askFor(headers, other.email);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      status: false,
      message: ProfileMessages.emailTaken,
      errors: { email: [ProfileMessages.emailTaken] },
    });
    expect(await read(headers)).toMatchObject({ email, pending_email: null });
    expect(await read(other.headers)).toMatchObject({ email: other.email, pending_email: null });
    expect((await t.outbox()).some((mail) => mail.to.includes(other.email))).toBe(false);
  });

  it('refuses the code when another account took the address in the meantime', async () => {
    const { email, headers } = await person();
    const contested = `contested-${people}@new.test`;
    await askFor(headers, contested);
    const otp = await t.mailedCode(contested, EMAIL_CHANGE_CODE_SUBJECT);
    await addOrganisation(t.database.db, 'Quicker Co', [contested]);

    const refused = await confirm(headers, otp);

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: false, message: ProfileMessages.emailTaken });
    expect(await read(headers)).toMatchObject({ email, pending_email: null });
  });

  it('answers that there is nothing to confirm when no address waits', async () => {
    const { headers } = await person();

    const refused = await confirm(headers, '123456');

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: false, message: ProfileMessages.noPendingEmail });
  });

  it('sends one code a minute to an address, and the newest one is the one that works', async () => {
    const { headers } = await person();
    const newEmail = `resend-${people}@new.test`;
    await askFor(headers, newEmail);
    const first = await t.mailedCode(newEmail, EMAIL_CHANGE_CODE_SUBJECT);

    const tooSoon = await askFor(headers, newEmail);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ status: false, message: OtpMessages.tooSoon });

    t.clock.advance(OTP_RESEND_INTERVAL_SECONDS * 1000 + 1);
    expect((await askFor(headers, newEmail)).statusCode).toBe(200);
    const second = await t.mailedCode(newEmail, EMAIL_CHANGE_CODE_SUBJECT);
    if (second !== first) expect((await confirm(headers, first)).statusCode).toBe(400);
    expect((await confirm(headers, second)).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { headers } = await person();

    const badEmail = await askFor(headers, 'not-an-address');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ errors: { email: [ProfileMessages.emailInvalid] } });
    const noPassword = await post('email/', headers, { email: 'fine@new.test' });
    expect(noPassword.json()).toMatchObject({ errors: { password: [ProfileMessages.passwordRequired] } });
    expect((await confirm(headers, '12ab')).statusCode).toBe(400);
    expect(await read(headers)).toMatchObject({ pending_email: null });
  });
});
