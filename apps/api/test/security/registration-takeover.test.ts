import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tenants, users } from '../../src/platform/database/schema.js';
import { createTestApp, decodeQuotedPrintable, type TestApp } from '../support/index.js';

// Issue 14, point 9: registering the email of a pending registration again mails a new code to the address and
// leaves the first details as they are until the code confirms them.

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

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const register = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/client/tenant-register/', payload: body });

const signIn = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/clientlogin/', payload: { email, password } });

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

/** The newest code mail to the address, decoded. */
async function newestCodeMail() {
  const mails = (await t.outbox()).filter((mail) => mail.to.includes(email));
  return { count: mails.length, text: decodeQuotedPrintable(mails.at(-1)!.raw) };
}

describe('registering the email of a pending registration again', () => {
  it('mails a new code to the address and keeps the first details, password included', async () => {
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

    // Each new code went to the address, naming the registration it confirms.
    const mail = await newestCodeMail();
    expect(mail.count).toBe(3);
    expect(mail.text).toContain('Dear Maria,');
    expect(mail.text).toContain('Santos Roasters');
    expect(mail.text).not.toContain('Mallory');

    const code = await t.mailedCode(email, SUBJECT);
    expect((await register({ email, otp: code })).statusCode).toBe(200);
    expect(await pendingDetails()).toEqual({ ...MARIAS_DETAILS, status: 'active' });
    expect((await signIn(mallory.password)).statusCode).toBe(401);
    const signedIn = await signIn(maria.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ username: 'Maria Santos' });
  });
});
