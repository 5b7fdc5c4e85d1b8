import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../../src/platform/mail/transport.js';
import { passwordResetTokens, refreshTokens, users } from '../../../src/platform/database/schema.js';
import { TEST_MAIL_FROM } from '../../support/app.js';
import {
  createMailTestApp,
  mailedCode,
  startSmtpListener,
  TEST_ACCOUNTS,
  type MailTestApp,
} from '../../support/index.js';

const SUBJECT = 'Reset your password';
const { email, password } = TEST_ACCOUNTS.demoClient;
const NEW_PASSWORD = 'Harvest@2026';
const CODE_SENT = {
  status: true,
  status_code: 200,
  message: 'If an account uses this email address, we have sent a 6-digit code to it.',
};

let t: MailTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(options: Parameters<typeof createMailTestApp>[0] = {}) {
  t = await createMailTestApp(options);
  return t;
}

const call = (app: MailTestApp, path: string, body: unknown) =>
  app.app.inject({ method: 'POST', url: `/api/accounts/${path}/`, payload: body as object });

/** The mail the app has sent so far, once the queued mail has been delivered. */
async function mailed(app: MailTestApp) {
  await app.runJobs();
  return app.received;
}

const MINUTE = 60_000;

const login = (app: MailTestApp, secret: string) =>
  app.app.inject({ method: 'POST', url: '/api/accounts/clientlogin/', payload: { email, password: secret } });

/** Steps 1 and 2: a code mailed and exchanged for a reset token. */
async function resetToken(app: MailTestApp): Promise<string> {
  expect((await call(app, 'forgot-password', { email })).json()).toEqual(CODE_SENT);
  const verified = await call(app, 'verify-otp', {
    email,
    otp: mailedCode(await mailed(app), email, SUBJECT),
  });
  expect(verified.statusCode).toBe(200);
  return verified.json().token as string;
}

describe('password recovery: forgot-password, verify-otp, reset-password', () => {
  it('mails a code, trades it for a token, sets the new password and ends every session', async () => {
    const app = await start();
    const session = (await login(app, password)).json().data as { refresh: string };

    const forgot = await call(app, 'forgot-password', { email: ` ${email.toUpperCase()} ` });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual(CODE_SENT);
    const received = await mailed(app);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([email]);
    const code = mailedCode(received, email, SUBJECT);

    const verified = await call(app, 'verify-otp', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      status: true,
      status_code: 200,
      token: expect.stringMatching(/^[\w-]{43}$/),
      message: 'Code verified. Please choose a new password.',
    });
    const { token } = verified.json<{ token: string }>();
    const [stored] = await app.database.db.select().from(passwordResetTokens);
    expect(stored?.tokenHash).not.toBe(token);

    const reset = await call(app, 'reset-password', {
      token,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      status: true,
      message: 'Your password has been changed. Please sign in with your new password.',
    });

    expect((await login(app, password)).statusCode).toBe(401);
    expect((await login(app, NEW_PASSWORD)).statusCode).toBe(200);

    // Every refresh token issued before the reset is revoked.
    const refreshed = await call(app, 'token/refresh', { refresh: session.refresh });
    expect(refreshed.statusCode).toBe(401);
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    const tokens = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user!.id));
    expect(tokens.filter((row) => row.revokedReason === 'password_reset')).toHaveLength(1);
  });

  it('spends the token once', async () => {
    const app = await start();
    const token = await resetToken(app);
    const body = { token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect((await call(app, 'reset-password', body)).statusCode).toBe(200);
    const again = await call(app, 'reset-password', {
      ...body,
      new_password: 'Other@2026',
      confirm_password: 'Other@2026',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: false,
      message: 'This password reset has expired. Please start again.',
    });
    expect((await login(app, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired or unknown token', async () => {
    const app = await start();
    const token = await resetToken(app);
    app.clock.advance(15 * MINUTE + 1000);
    const body = { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect((await call(app, 'reset-password', { ...body, token })).json().message).toBe(
      'This password reset has expired. Please start again.',
    );
    expect((await call(app, 'reset-password', { ...body, token: 'made-up' })).statusCode).toBe(400);
    expect((await login(app, password)).statusCode).toBe(200);
  });

  it.each([
    [{ new_password: NEW_PASSWORD, confirm_password: 'Harvest@2025' }, 'Passwords do not match.'],
    [
      { new_password: 'harvest2026', confirm_password: 'harvest2026' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
    [
      { new_password: 'Ha@1', confirm_password: 'Ha@1' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
  ])('enforces the SPEC §5 password rule on the server: %j → %s', async (passwords, message) => {
    const app = await start();
    const token = await resetToken(app);
    const response = await call(app, 'reset-password', { token, ...passwords });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message });
    // The token was not spent by a refused body.
    const body = { token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect((await call(app, 'reset-password', body)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const app = await start();
    const unknown = await call(app, 'forgot-password', { email: 'nobody@softline.test' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(CODE_SENT);
    expect(await mailed(app)).toEqual([]);

    // A guess at its code is answered like a wrong code for a real account.
    const guess = await call(app, 'verify-otp', { email: 'nobody@softline.test', otp: '123456' });
    const known = await (async () => {
      await call(app, 'forgot-password', { email });
      const code = mailedCode(await mailed(app), email, SUBJECT);
      return call(app, 'verify-otp', { email, otp: code === '123456' ? '654321' : '123456' });
    })();
    expect(guess.json()).toEqual(known.json());
    expect(guess.json()).toEqual({ status: false, message: 'The code is incorrect.', remaining_attempts: 4 });
  });

  it('sends no code to a disabled account, with the same answer', async () => {
    const app = await start();
    await app.database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, email));
    expect((await call(app, 'forgot-password', { email })).json()).toEqual(CODE_SENT);
    expect(await mailed(app)).toEqual([]);
  });

  it('allows 5 attempts per code, then the maximum-attempts message', async () => {
    const app = await start();
    await call(app, 'forgot-password', { email });
    const code = mailedCode(await mailed(app), email, SUBJECT);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push((await call(app, 'verify-otp', { email, otp: wrong })).json());
    }
    expect(answers.map((answer) => answer.remaining_attempts)).toEqual([4, 3, 2, 1, 0]);
    expect(answers.at(-1)).toEqual({
      status: false,
      message: 'Maximum OTP verification attempts exceeded. Please request a new OTP.',
      remaining_attempts: 0,
    });
    expect((await call(app, 'verify-otp', { email, otp: code })).json().message).toBe(
      'Maximum OTP verification attempts exceeded. Please request a new OTP.',
    );
  });

  it('a new code replaces the old one; codes run out after 10 minutes', async () => {
    const app = await start();
    await call(app, 'forgot-password', { email });
    const first = mailedCode(await mailed(app), email, SUBJECT);

    const tooSoon = await call(app, 'forgot-password', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(
      'A code was sent a moment ago. Please wait a minute before asking for another.',
    );

    app.clock.advance(2 * MINUTE);
    await call(app, 'forgot-password', { email });
    const second = mailedCode(await mailed(app), email, SUBJECT);
    if (first !== second) {
      expect((await call(app, 'verify-otp', { email, otp: first })).json().message).toBe(
        'The code is incorrect.',
      );
    }

    app.clock.advance(10 * MINUTE + 1000);
    expect((await call(app, 'verify-otp', { email, otp: second })).json()).toEqual({
      status: false,
      message: 'This code is not valid or has expired. Please request a new OTP.',
      remaining_attempts: 0,
    });
  });

  describe('bad bodies', () => {
    let shared: MailTestApp | undefined;
    beforeAll(async () => {
      shared = await createMailTestApp();
    });
    afterAll(async () => {
      await shared?.close();
    });

    it.each([
      ['forgot-password', { email: 'dana@' }, 'Please enter a valid email address.'],
      ['forgot-password', {}, 'Please enter a valid email address.'],
      ['verify-otp', { email, otp: '12345' }, 'Please enter a valid OTP.'],
      ['verify-otp', { email, otp: 123456 }, 'Please enter a valid OTP.'],
      [
        'reset-password',
        { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
        'This password reset has expired. Please start again.',
      ],
    ])('%s refuses %j with "%s"', async (path, body, message) => {
      const app = shared!;
      const response = await call(app, path, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: false, message });
      expect(await mailed(app)).toEqual([]);
    });
  });

  it('answers as usual while the mail server is down, and mails the code once it is back', async () => {
    const smtp = await startSmtpListener();
    const mailer = createMailer({ from: TEST_MAIL_FROM, smtpUrl: smtp.url, outboxDir: '' });
    let down = true;
    const flaky: Mailer = {
      ...mailer,
      send: (message) => (down ? Promise.reject(new Error('mail server down')) : mailer.send(message)),
    };
    try {
      const app = await start({ mailer: flaky });
      const response = await call(app, 'forgot-password', { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(CODE_SENT);

      await app.runJobs();
      expect(await app.services.jobs.list()).toEqual([
        expect.objectContaining({ status: 'pending', attempts: 1, lastError: 'mail server down' }),
      ]);

      down = false;
      app.clock.advance(MINUTE);
      expect(await app.runJobs()).toEqual({ done: 1, retried: 0, failed: 0 });
      const verified = await call(app, 'verify-otp', {
        email,
        otp: mailedCode(smtp.received, email, SUBJECT),
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await smtp.close();
    }
  });

  it.each(['forgot-password', 'verify-otp', 'reset-password'])(
    '%s is rate limited per client address',
    async (path) => {
      const app = await start({ accountRateLimitMax: 1 });
      await call(app, path, {});
      const blocked = await call(app, path, {});
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        status: false,
        message: 'Too many requests. Please wait a few minutes and try again.',
      });
    },
  );
});
