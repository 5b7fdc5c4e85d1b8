import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tenants, users } from '../../src/platform/database/schema.js';
import { TeamMessages } from '@firm/domain';
import { acceptInvitation, addTeam, invitationToken, inviteAs } from '../modules/team/team-fixtures.js';
import { createTestApp, decodeQuotedPrintable, holderOf, type TestApp } from '../support/index.js';

// Issue 14, point 9: a pending registration cannot be taken over, in either order. Registering its email again
// with another password mails a new code to the address and leaves the first details as they are; and the
// registration's password stops working, so whoever confirms it must choose one with forgot-password, which only
// the mailbox receives.

const MINUTE = 60_000;
const SUBJECT = 'Confirm your email address';
const maria = {
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
const mallory = {
  ...maria,
  tenant: 'Mallory Trading',
  first_name: 'Mal',
  last_name: 'Lory',
  phone_number: 9123456780,
  street_address: '1 Other Street',
  city: 'Elsewhere',
  password: 'Mallory@2026',
};
const { email } = maria;
const CHOSEN_PASSWORD = 'Harvest@2026';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const register = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/client/tenant-register/', payload: body });

const call = (path: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/accounts/${path}/`, payload: body });

const signIn = (password: string) => call('clientlogin', { email, password });

async function pendingDetails() {
  const [row] = await t.database.db
    .select({
      status: users.status,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      tenant: tenants.name,
      streetAddress: tenants.streetAddress,
      city: tenants.city,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.email, email));
  return row;
}

const MARIAS_DETAILS = {
  status: 'pending',
  firstName: 'Maria',
  lastName: 'Santos',
  phoneNumber: '9876543210',
  tenant: 'Santos Roasters',
  streetAddress: '12 Harbour Road',
  city: 'Kochi',
};

/** The newest code mail to the address, decoded, and how many there have been. */
async function newestCodeMail() {
  const mails = (await t.outbox())
    .filter((mail) => mail.to.includes(email))
    .map((mail) => decodeQuotedPrintable(mail.raw))
    .filter((text) => text.includes(`Subject: ${SUBJECT}`));
  return { count: mails.length, text: mails.at(-1)! };
}

/** What the code mail of a registration made twice says, for the registration of `tenant` by `name`. */
const contestedMailSays = (tenant: string, name: string) => [
  'Your email address was registered twice to enrol with Softline Advisory, with two different passwords. To keep the account safe, neither password will work.',
  `Entering this code on the enrolment page confirms your email address and activates the organisation ${tenant}, registered in the name of ${name}.`,
  'Then choose your password: on the Client Login page, select "Forgot Password?" and follow its steps. Nobody can sign in to the account until you do.',
  `If ${tenant} is not your organisation, do not enter the code: that registration lapses within 24 hours, and you can then enrol afresh.`,
];

/** Forgot-password's three steps, as the mailbox owner takes them. */
async function choosePassword(password: string) {
  expect((await call('forgot-password', { email })).statusCode).toBe(200);
  const otp = await t.mailedCode(email, 'Reset your password');
  const verified = await call('verify-otp', { email, otp });
  expect(verified.statusCode).toBe(200);
  const { token } = verified.json<{ token: string }>();
  const reset = await call('reset-password', { token, new_password: password, confirm_password: password });
  expect(reset.statusCode).toBe(200);
}

describe('registering the email of a pending registration with another password', () => {
  it('lets the mailbox owner registering second confirm, but not with the first registrant’s password', async () => {
    // Mallory registers Maria's address first; Maria, who owns the mailbox, registers it a little later.
    expect((await register(mallory)).statusCode).toBe(201);
    t.clock.advance(2 * MINUTE);
    expect((await register(maria)).statusCode).toBe(201);

    // The code Maria receives confirms Mallory's registration, and the mail says so.
    const mail = await newestCodeMail();
    expect(mail.count).toBe(2);
    for (const paragraph of contestedMailSays('Mallory Trading', 'Mal Lory'))
      expect(mail.text).toContain(paragraph);
    expect(mail.text).toContain('Hello,');
    const code = await t.mailedCode(email, SUBJECT);
    expect((await register({ email, otp: code })).statusCode).toBe(200);
    expect((await pendingDetails())?.tenant).toBe('Mallory Trading');

    // Neither password signs in to the new organisation.
    expect((await signIn(mallory.password)).statusCode).toBe(401);
    expect((await signIn(maria.password)).statusCode).toBe(401);

    // Maria chooses one with forgot-password, and signs in with it.
    await choosePassword(CHOSEN_PASSWORD);
    expect((await signIn(mallory.password)).statusCode).toBe(401);
    const signedIn = await signIn(CHOSEN_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ username: 'Mal Lory' });
  });

  it('keeps the first details, and voids the first password: registering again with it does not bring it back', async () => {
    expect((await register(maria)).statusCode).toBe(201);

    // While Maria's code is still valid, and again after it has run out.
    for (const wait of [2 * MINUTE, 11 * MINUTE]) {
      t.clock.advance(wait);
      const again = await register(mallory);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({
        status: true,
        message: `We have sent a 6-digit code to ${email}. It is valid for 10 minutes.`,
      });
      expect(await pendingDetails()).toEqual(MARIAS_DETAILS);
    }
    // Maria posting her own details again is now one more registration of the address, not a correction.
    t.clock.advance(2 * MINUTE);
    expect((await register({ ...maria, city: 'Ernakulam' })).statusCode).toBe(201);
    expect(await pendingDetails()).toEqual(MARIAS_DETAILS);

    // Each new code went to the address, naming the registration it confirms.
    const mail = await newestCodeMail();
    expect(mail.count).toBe(4);
    for (const paragraph of contestedMailSays('Santos Roasters', 'Maria Santos')) {
      expect(mail.text).toContain(paragraph);
    }
    expect(mail.text).not.toContain('Mallory');

    const code = await t.mailedCode(email, SUBJECT);
    expect((await register({ email, otp: code })).statusCode).toBe(200);
    expect(await pendingDetails()).toEqual({ ...MARIAS_DETAILS, status: 'active' });
    expect((await signIn(mallory.password)).statusCode).toBe(401);
    expect((await signIn(maria.password)).statusCode).toBe(401);
    await choosePassword(CHOSEN_PASSWORD);
    expect((await signIn(CHOSEN_PASSWORD)).statusCode).toBe(200);
  });
});

describe('registering the email of a pending registration again with its own password', () => {
  it('applies the corrections, mails the usual code, and the password signs in once confirmed', async () => {
    expect((await register(maria)).statusCode).toBe(201);
    t.clock.advance(2 * MINUTE);
    expect((await register({ ...maria, city: 'Ernakulam' })).statusCode).toBe(201);
    expect(await pendingDetails()).toEqual({ ...MARIAS_DETAILS, city: 'Ernakulam' });

    const mail = await newestCodeMail();
    expect(mail.count).toBe(2);
    expect(mail.text).toContain('Dear Maria,');
    expect(mail.text).toContain(
      'Thank you for enrolling Santos Roasters with Softline Advisory. To confirm your email address, enter this code on the enrolment page.',
    );
    expect(mail.text).not.toContain('registered twice');

    const code = await t.mailedCode(email, SUBJECT);
    expect((await register({ email, otp: code })).statusCode).toBe(200);
    const signedIn = await signIn(maria.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ username: 'Maria Santos' });
  });
});

// Issue 39, point 3: anyone could register a new hire's address and never confirm it, and the owner's invitation to
// it was then refused ('an account of another organisation'), as was accepting one already sent. An invitation now
// replaces a pending, unconfirmed registration of its address (test/modules/team/invitations.test.ts); it never
// touches a confirmed account.
describe('an unconfirmed registration of an invited address', () => {
  it('never removes a confirmed account: confirming before the invitation is accepted keeps the address', async () => {
    const team = await addTeam(t, { ana: 'owner' });
    const hire = `new.hire@${team.domain}`;
    const invitation = { email: hire, role: 'member', seats: [] };
    expect((await inviteAs(t, team.email.ana!, invitation)).statusCode).toBe(201);
    const token = await invitationToken(t, hire);
    expect((await register({ ...maria, email: hire })).statusCode).toBe(201);
    const code = await t.mailedCode(hire, SUBJECT);
    expect((await register({ email: hire, otp: code })).statusCode).toBe(200);

    const accepted = await acceptInvitation(t, token);
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json()).toMatchObject({ message: TeamMessages.otherOrganisation });
    const again = await inviteAs(t, team.email.ana!, invitation);
    expect(again.statusCode).toBe(400);
    const other = await addTeam(t, { eve: 'owner' });
    expect((await inviteAs(t, other.email.eve!, invitation)).json()).toMatchObject({
      message: TeamMessages.otherOrganisation,
    });
    expect(await holderOf(t, hire)).toMatchObject([
      { status: 'active', tenant: 'Santos Roasters', tenantStatus: 'active' },
    ]);
    const signedIn = await call('clientlogin', { email: hire, password: maria.password });
    expect(signedIn.statusCode).toBe(200);
  });
});
