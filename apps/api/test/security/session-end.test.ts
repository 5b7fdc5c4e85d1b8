import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../../src/modules/accounts/live-sessions.js';
import { tenants, users } from '../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../support/index.js';
import { addOrganisation, FIXTURE_PASSWORD } from '../support/report-fixtures.js';

/** Issue 14, point 7: a session ends at once, and every token it issued with it. */

const SESSION_ENDED = { status: false, message: 'Your session has ended. Please sign in again.' };
const GRACE_MS = 10_000;
const { email, password } = TEST_ACCOUNTS.demoClient;

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function signIn(as: string = email, secret: string = password) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: { email: as, password: secret },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { access: string; refresh: string; id: string };
}

const profile = (access: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/accounts/profile/',
    headers: { authorization: `Bearer ${access}` },
  });

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/token/refresh/', payload: { refresh: token } });

const post = (path: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/accounts/${path}/`, payload: body });

/** What another instance did (or a direct change in the database) is seen once this process's cache lets go. */
const afterCacheLifetime = () => t.clock.advance(SESSION_CACHE_TTL_MS + 1);

async function expectEnded(access: string) {
  const response = await profile(access);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual(SESSION_ENDED);
}

describe('sessions that end refuse their access tokens at once', () => {
  it('refuses the access token right after logout', async () => {
    const session = await signIn();
    expect((await profile(session.access)).statusCode).toBe(200);

    expect((await post('logout', { refresh: session.refresh })).statusCode).toBe(200);

    await expectEnded(session.access);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('ends every session of the user after a password reset, access and refresh tokens alike', async () => {
    const first = await signIn();
    const second = await signIn();
    await post('forgot-password', { email });
    const otp = await t.mailedCode(email, 'Reset your password');
    const { token } = (await post('verify-otp', { email, otp })).json<{ token: string }>();
    const newPassword = 'Harvest@2026';
    const reset = await post('reset-password', {
      token,
      new_password: newPassword,
      confirm_password: newPassword,
    });
    expect(reset.statusCode).toBe(200);

    for (const session of [first, second]) {
      await expectEnded(session.access);
      expect((await refresh(session.refresh)).statusCode).toBe(401);
    }
    // A session started after the reset works.
    expect((await profile((await signIn(email, newPassword)).access)).statusCode).toBe(200);
  });

  it('refuses a user disabled in the database', async () => {
    const session = await signIn();
    expect((await profile(session.access)).statusCode).toBe(200);

    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, session.id));
    afterCacheLifetime();

    await expectEnded(session.access);
    expect((await refresh(session.refresh)).statusCode).toBe(403);
  });

  it('refuses every user of an organisation disabled in the database', async () => {
    const session = await signIn();
    expect((await profile(session.access)).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, session.id));

    await t.database.db.update(tenants).set({ status: 'disabled' }).where(eq(tenants.id, user!.tenantId!));
    afterCacheLifetime();

    await expectEnded(session.access);
    expect((await refresh(session.refresh)).statusCode).toBe(403);
  });

  it('refuses a user removed from the database (a removed team member)', async () => {
    const { userIds } = await addOrganisation(t.database.db, 'Harbour Co', [
      'owner@harbour.test',
      'member@harbour.test',
    ]);
    const member = await signIn('member@harbour.test', FIXTURE_PASSWORD);
    expect((await profile(member.access)).statusCode).toBe(200);

    await t.database.db.delete(users).where(eq(users.id, userIds[1]!));
    afterCacheLifetime();

    await expectEnded(member.access);
    expect((await refresh(member.refresh)).statusCode).toBe(401);
  });

  it('refuses at once, with no wait, the users whose sessions the accounts service ends', async () => {
    const { tenantId, userIds } = await addOrganisation(t.database.db, 'Harbour Co', [
      'owner@harbour.test',
      'member@harbour.test',
    ]);
    const owner = await signIn('owner@harbour.test', FIXTURE_PASSWORD);
    const member = await signIn('member@harbour.test', FIXTURE_PASSWORD);
    const client = await signIn();
    for (const session of [owner, member, client])
      expect((await profile(session.access)).statusCode).toBe(200);

    const { unitOfWork, accounts } = t.services;
    await unitOfWork((tx) => accounts.endSessionsOfUser(tx, userIds[1]!, 'removed'));
    await expectEnded(member.access);
    expect((await profile(owner.access)).statusCode).toBe(200);

    await unitOfWork((tx) => accounts.endSessionsOfTenant(tx, tenantId, 'suspended'));
    await expectEnded(owner.access);
    expect((await refresh(owner.refresh)).statusCode).toBe(401);
    // Another organisation's sessions live on.
    expect((await profile(client.access)).statusCode).toBe(200);
  });
});

describe('refresh tokens presented again', () => {
  it('ends the session, and its access tokens, when a rotated token comes back after the grace window', async () => {
    const session = await signIn();
    const rotated = (await refresh(session.refresh)).json<{ access: string; refresh: string }>();

    t.clock.advance(GRACE_MS + 1000);
    expect((await refresh(session.refresh)).statusCode).toBe(401);

    await expectEnded(session.access);
    await expectEnded(rotated.access);
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same token at once, and the session lives on', async () => {
    const session = await signIn();

    const [first, second] = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const tabs = [first, second].map((response) => response.json<{ access: string; refresh: string }>());
    expect(tabs[0]!.refresh).not.toBe(tabs[1]!.refresh);
    for (const tab of tabs) expect((await profile(tab.access)).statusCode).toBe(200);
    expect((await profile(session.access)).statusCode).toBe(200);
    // Each tab goes on with its own successor.
    for (const tab of tabs) expect((await refresh(tab.refresh)).statusCode).toBe(200);
  });

  it('gives a spent token one more successor, once: a third presentation ends the session', async () => {
    const session = await signIn();
    const [first, second] = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const tabs = [first, second].map((response) => response.json<{ access: string; refresh: string }>());

    // Still within the window: whoever replays the token now holds a copy of it.
    t.clock.advance(1000);
    const third = await refresh(session.refresh);
    expect(third.statusCode).toBe(401);

    await expectEnded(session.access);
    for (const tab of tabs) {
      await expectEnded(tab.access);
      expect((await refresh(tab.refresh)).statusCode).toBe(401);
    }
  });

  it('gives a refreshed access token the session of the one it replaces', async () => {
    const session = await signIn();
    const renewed = (await refresh(session.refresh)).json<{ access: string; refresh: string }>();

    const sid = decodeJwt(session.access).sid;
    expect(sid).toEqual(expect.any(String));
    expect(decodeJwt(renewed.access).sid).toBe(sid);

    // So logging out with the newest refresh token refuses both.
    await post('logout', { refresh: renewed.refresh });
    await expectEnded(session.access);
    await expectEnded(renewed.access);
  });
});
