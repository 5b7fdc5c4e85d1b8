import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../src/platform/mail/transport.js';
import { oneTimeCodes, tenants, users } from '../../../src/platform/database/schema.js';
import { runJobsToTheEnd } from '../../support/job-retries.js';
import {
  createMailTestApp,
  decodeQuotedPrintable,
  mailedCode,
  TEST_ACCOUNTS,
  type MailTestApp,
} from '../../support/index.js';

const SUBJECT = 'Confirm your email address';

const payload = {
  tenant: 'Santos Roasters',
  first_name: 'Maria',
  last_name: 'Santos',
  email: 'Maria@Santos.example',
  industry_sector: 'import-export',
  phone_number: 9876543210,
  street_address: '12 Harbour Road',
  city: 'Kochi',
  password: 'Roast@2026',
  country: 'IN',
};
const email = 'maria@santos.example';

let t: MailTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(options: Parameters<typeof createMailTestApp>[0] = {}) {
  t = await createMailTestApp(options);
  return t;
}

const post = (app: MailTestApp, body: unknown) =>
  app.app.inject({ method: 'POST', url: '/api/accounts/client/tenant-register/', payload: body as object });

const login = (app: MailTestApp, password = payload.password) =>
  app.app.inject({ method: 'POST', url: '/api/accounts/clientlogin/', payload: { email, password } });

async function owner(app: MailTestApp) {
  const [row] = await app.database.db
    .select({ user: users, tenant: tenants })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.email, email));
  return row;
}

/** The mail the app has sent so far, once the queued mail has been delivered. */
async function mailed(app: MailTestApp) {
  await app.runJobs();
  return app.received;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Just past a code's 10 minutes. */
const CODE_LIFETIME = 10 * MINUTE + 1000;

describe('POST /api/accounts/client/tenant-register/ (registration)', () => {
  it('creates a pending organisation and owner, and mails a 6-digit code over SMTP', async () => {
    const app = await start();
    const response = await post(app, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: true,
      message: `We have sent a 6-digit code to ${email}. It is valid for 10 minutes.`,
    });

    const row = await owner(app);
    expect(row?.tenant).toMatchObject({
      name: 'Santos Roasters',
      status: 'pending',
      industrySector: 'import-export',
      streetAddress: '12 Harbour Road',
      city: 'Kochi',
      country: 'IN',
    });
    expect(row?.user).toMatchObject({
      firstName: 'Maria',
      lastName: 'Santos',
      phoneNumber: '9876543210',
      phoneCode: '+91',
      status: 'pending',
      userType: 'client',
      role: 'owner',
    });
    expect(row?.user.passwordHash).toMatch(/^\$argon2id\$/);

    const received = await mailed(app);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([email]);
    const mail = decodeQuotedPrintable(received[0]!.raw);
    expect(mail).toContain(`Subject: ${SUBJECT}`);
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Softline Advisory');
    expect(mail).toContain('Dear Maria,');
    expect(mail).toContain('The code is valid for 10 minutes.');
    expect(mailedCode(received, email, SUBJECT)).toMatch(/^\d{6}$/);
  });

  it('enrols a UK mobile number with its calling code and a password of plain letters (DESIGN §4)', async () => {
    const app = await start();
    const response = await post(app, {
      ...payload,
      phone_code: '+44',
      phone_number: 7911123456,
      password: 'longpassword',
      country: 'GB',
    });
    expect(response.statusCode).toBe(201);
    expect((await owner(app))?.user).toMatchObject({ phoneNumber: '7911123456', phoneCode: '+44' });
  });

  it('names the refused field once, under phone_number, for a number outside its plan', async () => {
    const app = await start();
    const response = await post(app, { ...payload, phone_code: '+44', phone_number: 12345 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      errors: { phone_number: ['Please enter a valid mobile number for United Kingdom.'] },
    });
    expect(await owner(app)).toBeUndefined();
  });

  it('keeps the code only as a keyed hash, never the code or its plain SHA-256', async () => {
    const app = await start();
    await post(app, payload);
    const code = mailedCode(await mailed(app), email, SUBJECT);
    const [row] = await app.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(10, 1);
  });

  it('refuses sign-in until the code confirms the address, then activates organisation and owner', async () => {
    const app = await start();
    await post(app, payload);
    const pending = await login(app);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe('Please confirm your email address before signing in.');

    const code = mailedCode(await mailed(app), email, SUBJECT);
    const confirmed = await post(app, { otp: code, email: 'MARIA@santos.example' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      status: true,
      message: 'Your email address is confirmed. You can sign in now.',
    });
    const row = await owner(app);
    expect(row?.user.status).toBe('active');
    expect(row?.tenant.status).toBe('active');

    const signedIn = await login(app);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ email, username: 'Maria Santos', user_type: 'client' });

    // A code works once.
    const again = await post(app, { otp: code, email });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      status: false,
      message: 'This code is not valid or has expired. Please request a new OTP.',
      remaining_attempts: 0,
    });
  });

  it('counts wrong codes: 5 attempts, then the maximum-attempts message even for the right code', async () => {
    const app = await start();
    await post(app, payload);
    const code = mailedCode(await mailed(app), email, SUBJECT);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const remaining of [4, 3, 2, 1]) {
      const response = await post(app, { otp: wrong, email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        message: 'The code is incorrect.',
        remaining_attempts: remaining,
      });
    }
    const fifth = await post(app, { otp: wrong, email });
    expect(fifth.json()).toEqual({
      status: false,
      message: 'Maximum OTP verification attempts exceeded. Please request a new OTP.',
      remaining_attempts: 0,
    });
    const right = await post(app, { otp: code, email });
    expect(right.json().message).toBe(
      'Maximum OTP verification attempts exceeded. Please request a new OTP.',
    );
    expect((await owner(app))?.user.status).toBe('pending');
  });

  it('refuses a code after its 10 minutes', async () => {
    const app = await start();
    await post(app, payload);
    const code = mailedCode(await mailed(app), email, SUBJECT);
    app.clock.advance(CODE_LIFETIME);
    const response = await post(app, { otp: code, email });
    expect(response.json()).toMatchObject({
      status: false,
      message: 'This code is not valid or has expired. Please request a new OTP.',
    });
    expect((await owner(app))?.user.status).toBe('pending');
  });

  it('resends: posting again with the same password mails a new code and applies corrections; the old code stops working', async () => {
    const app = await start();
    await post(app, payload);
    const first = mailedCode(await mailed(app), email, SUBJECT);

    const tooSoon = await post(app, payload);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(
      'A code was sent a moment ago. Please wait a minute before asking for another.',
    );
    expect(await mailed(app)).toHaveLength(1);

    app.clock.advance(2 * MINUTE);
    const resent = await post(app, { ...payload, city: 'Ernakulam' });
    expect(resent.statusCode).toBe(201);
    const second = mailedCode(await mailed(app), email, SUBJECT);
    expect(await mailed(app)).toHaveLength(2);
    expect((await owner(app))?.tenant.city).toBe('Ernakulam');

    if (first !== second) {
      expect((await post(app, { otp: first, email })).json().message).toBe('The code is incorrect.');
    }
    expect((await post(app, { otp: second, email })).statusCode).toBe(200);
    const tenantsNamed = await app.database.db.select().from(tenants).where(eq(tenants.name, payload.tenant));
    expect(tenantsNamed).toHaveLength(1);
  });

  it('lets a registration left unconfirmed for 24 hours lapse: a new one for the address starts afresh', async () => {
    const app = await start();
    await post(app, payload);
    const other = { ...payload, password: 'Other@2026', tenant: 'Maria Roasting' };

    // Until then, another password leaves the first details as they are (test/security/registration-takeover).
    app.clock.advance(23 * HOUR);
    expect((await post(app, other)).statusCode).toBe(201);
    expect((await owner(app))?.tenant.name).toBe('Santos Roasters');

    app.clock.advance(HOUR);
    expect((await post(app, other)).statusCode).toBe(201);
    expect((await owner(app))?.tenant.name).toBe('Maria Roasting');
    const code = mailedCode(await mailed(app), email, SUBJECT);
    expect((await post(app, { otp: code, email })).statusCode).toBe(200);
    expect((await login(app, 'Other@2026')).statusCode).toBe(200);
  });

  it('answers a duplicate email with status false and a clear message, changing nothing', async () => {
    const app = await start();
    const response = await post(app, { ...payload, email: TEST_ACCOUNTS.demoClient.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      message: 'An account with this email address already exists.',
    });
    expect(await mailed(app)).toEqual([]);
    expect(await app.database.db.select().from(tenants).where(eq(tenants.name, payload.tenant))).toEqual([]);
  });

  describe('bad payloads', () => {
    // Refused bodies change nothing, so one app serves every case.
    let shared: MailTestApp | undefined;
    beforeAll(async () => {
      shared = await createMailTestApp();
    });
    afterAll(async () => {
      await shared?.close();
    });

    it.each([
      [{ tenant: '' }, 'Tenant is required.'],
      [{ first_name: ' ' }, 'First name is required.'],
      [{ last_name: undefined }, 'Last name is required.'],
      [{ email: '' }, 'Email is required.'],
      [{ email: 'maria@santos' }, 'Invalid email format.'],
      [{ phone_number: '' }, 'Mobile number is required.'],
      [{ phone_number: '98765' }, 'Mobile number should be exactly 10 digits.'],
      [{ phone_number: 98765432101 }, 'Mobile number should be exactly 10 digits.'],
      [{ password: '' }, 'Password is required.'],
      [{ password: 'roast' }, 'Password must be at least 8 characters long.'],
      [{ phone_code: '+44', phone_number: 12345 }, 'Please enter a valid mobile number for United Kingdom.'],
      [{ phone_code: '+1', phone_number: '212555123' }, 'Mobile number should be exactly 10 digits.'],
      [{ phone_code: '+999' }, 'Please choose a calling code from the list.'],
      [{ street_address: '' }, 'Address is required.'],
      [{ city: '' }, 'City is required.'],
      [{ country: 'Atlantis' }, 'Please choose a country from the list.'],
      [{ industry_sector: 'bakery' }, 'Please choose an industry sector from the list.'],
    ])('refuses %j with "%s" and creates nothing', async (change, message) => {
      const app = shared!;
      const response = await post(app, { ...payload, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: false, message });
      expect(await owner(app)).toBeUndefined();
      expect(await mailed(app)).toEqual([]);
    });
  });

  it('refuses a confirmation without a six-digit code', async () => {
    const app = await start();
    const response = await post(app, { otp: '12ab', email });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid OTP.');
  });

  it('keeps the registration when the code cannot be mailed: the mail job retries, then stays failed', async () => {
    const app = await start({
      mailer: createMailer({ from: 'x@softline.test', smtpUrl: 'smtp://127.0.0.1:9', outboxDir: '' }),
    });
    const response = await post(app, payload);
    expect(response.statusCode).toBe(201);
    expect((await owner(app))?.user.status).toBe('pending');
    expect(await app.database.db.select().from(oneTimeCodes)).toHaveLength(1);

    await app.runJobs();
    expect(await app.services.jobs.list()).toEqual([
      expect.objectContaining({
        name: 'mail.send',
        status: 'pending',
        attempts: 1,
        lastError: expect.stringContaining('ECONNREFUSED'),
      }),
    ]);

    await runJobsToTheEnd(app);
    const [job] = await app.services.jobs.list();
    expect(job).toMatchObject({ status: 'failed', attempts: job!.maxAttempts });
    expect(job?.lastError).toContain('ECONNREFUSED');
    expect((await owner(app))?.tenant.name).toBe(payload.tenant);
  });

  it('is rate limited per client address', async () => {
    const app = await start({ accountRateLimitMax: 2 });
    await post(app, { otp: '123456', email });
    await post(app, { otp: '123456', email });
    const blocked = await post(app, payload);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      status: false,
      message: 'Too many requests. Please wait a few minutes and try again.',
    });
    expect(await owner(app)).toBeUndefined();
  });
});
