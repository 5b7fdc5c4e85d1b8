import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountPurgeJob } from '../../../src/modules/accounts/account-purge.js';
import { failedAttempts, jobs, oneTimeCodes, tenants } from '../../../src/platform/database/schema.js';
import {
  createTestApp,
  createTestClock,
  createTestServices,
  holderOf,
  registrationOf,
  TEST_ACCOUNTS,
  type TestApp,
} from '../../support/index.js';

// Issue 39, point 3: a daily job purges registrations whose code expired long ago (7 days), and failed attempts
// once no window counts them. It is queued once a day across instances, reads the time from its run, and is safe to
// run twice. The tests move the injected clock and run what is due, as the worker and `jobs:run` do.

const START = '2026-06-10T09:00:00Z';

let t: TestApp;
const clock = createTestClock(START);
beforeEach(async () => {
  clock.set(START);
  t = await createTestApp({ clock });
});
afterEach(async () => {
  await t.close();
});

const post = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/accounts/${path}/`, payload });

const purgeJobs = () =>
  t.database.db
    .select({ status: jobs.status, runAt: jobs.runAt, uniqueKey: jobs.uniqueKey })
    .from(jobs)
    .where(eq(jobs.name, accountPurgeJob.name))
    .orderBy(jobs.runAt);

/** Moves the clock to `time` and runs what is due then, as the worker would. */
async function runAt(time: string) {
  clock.set(time);
  const summary = await t.runJobs();
  expect(summary).toMatchObject({ retried: 0, failed: 0 });
  return summary;
}

const codesOf = (email: string) =>
  t.database.db.select({ id: oneTimeCodes.id }).from(oneTimeCodes).where(eq(oneTimeCodes.email, email));

const failuresOf = (kind: (typeof failedAttempts.$inferSelect)['kind'], subject: string) =>
  t.database.db
    .select({ id: failedAttempts.id })
    .from(failedAttempts)
    .where(and(eq(failedAttempts.kind, kind), eq(failedAttempts.subject, subject)));

describe('the daily purge of lapsed registrations and old failed attempts (issue 39)', () => {
  it('is queued once a day, whichever instances start, and each run queues the next day', async () => {
    const second = createTestServices(t.database.db, { clock });
    await t.services.accountPurge.resume();
    await second.accountPurge.resume();
    await t.services.accountPurge.resume();
    expect(await purgeJobs()).toEqual([
      { status: 'pending', runAt: new Date('2026-06-10T00:00:00Z'), uniqueKey: 'accounts.purge:2026-06-10' },
    ]);

    expect(await runAt(START)).toMatchObject({ done: 1 });
    // Started again the same day, nothing more is queued; the next day's run is.
    await second.accountPurge.resume();
    expect(await purgeJobs()).toEqual([
      { status: 'done', runAt: new Date('2026-06-10T00:00:00Z'), uniqueKey: 'accounts.purge:2026-06-10' },
      { status: 'pending', runAt: new Date('2026-06-11T00:00:00Z'), uniqueKey: 'accounts.purge:2026-06-11' },
    ]);
    expect(await runAt('2026-06-10T23:59:59Z')).toMatchObject({ done: 0 });
    expect(await runAt('2026-06-11T00:00:00Z')).toMatchObject({ done: 1 });
    expect((await purgeJobs()).map((job) => job.status)).toEqual(['done', 'done', 'pending']);
  });

  it('purges a registration 7 days after its code expired, with its organisation and code', async () => {
    const squatted = 'new.hire@example.test';
    expect((await post('client/tenant-register', registrationOf(squatted, 'Squatters Ltd'))).statusCode).toBe(
      201,
    );
    await t.services.accountPurge.resume();

    // Two days later someone else registers; their registration is not old enough when the first one goes.
    await runAt('2026-06-12T09:00:00Z');
    const recent = 'recent@example.test';
    expect((await post('client/tenant-register', registrationOf(recent, 'Recent Ltd'))).statusCode).toBe(201);

    // The first code expired at 09:10 on 10 June: the run on the 17th at 09:09 keeps it, the next day's purges it.
    await runAt('2026-06-17T09:09:00Z');
    expect(await holderOf(t, squatted)).toMatchObject([{ status: 'pending', tenant: 'Squatters Ltd' }]);
    expect(await codesOf(squatted)).toHaveLength(1);
    await runAt('2026-06-18T00:00:00Z');
    expect(await holderOf(t, squatted)).toEqual([]);
    expect(await codesOf(squatted)).toEqual([]);
    expect(await t.database.db.select().from(tenants).where(eq(tenants.name, 'Squatters Ltd'))).toEqual([]);

    expect(await holderOf(t, recent)).toMatchObject([{ status: 'pending', tenant: 'Recent Ltd' }]);
    expect(await holderOf(t, TEST_ACCOUNTS.demoClient.email)).toEqual([
      expect.objectContaining({ status: 'active' }),
    ]);
    // The address is free: registering it again starts afresh.
    expect((await post('client/tenant-register', registrationOf(squatted, 'Hire Ltd'))).statusCode).toBe(201);
    expect(await holderOf(t, squatted)).toMatchObject([{ status: 'pending', tenant: 'Hire Ltd' }]);
  });

  it('keeps a registration its owner posted again, and a confirmed one', async () => {
    const email = 'maria@santos.example';
    expect((await post('client/tenant-register', registrationOf(email, 'Santos Roasters'))).statusCode).toBe(
      201,
    );
    await t.services.accountPurge.resume();
    // Posted again (a new code) on the 15th: its code expired on the 15th, not the 10th.
    clock.set('2026-06-15T09:00:00Z');
    expect((await post('client/tenant-register', registrationOf(email, 'Santos Roasters'))).statusCode).toBe(
      201,
    );
    await runAt('2026-06-20T00:00:00Z');
    expect(await holderOf(t, email)).toMatchObject([{ status: 'pending', tenant: 'Santos Roasters' }]);

    // Posted again and confirmed: a confirmed account is never purged.
    expect((await post('client/tenant-register', registrationOf(email, 'Santos Roasters'))).statusCode).toBe(
      201,
    );
    const otp = await t.mailedCode(email, 'Confirm your email address');
    expect((await post('client/tenant-register', { email, otp })).statusCode).toBe(200);
    await runAt('2026-07-30T00:00:00Z');
    expect(await holderOf(t, email)).toMatchObject([{ status: 'active', tenant: 'Santos Roasters' }]);
  });

  it('deletes failed attempts once their window no longer counts them, and no sooner', async () => {
    const email = TEST_ACCOUNTS.demoClient.email;
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await post('clientlogin', { email, password: 'Wrong#password-1' })).statusCode).toBe(401);
    expect(
      (await post('client/tenant-register', registrationOf('maria@santos.example', 'Santos'))).statusCode,
    ).toBe(201);
    const code = await t.mailedCode('maria@santos.example', 'Confirm your email address');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await post('client/tenant-register', { email: 'maria@santos.example', otp: wrong })).statusCode,
    ).toBe(400);
    await t.services.accountPurge.resume();

    // Within their windows (15 minutes for sign-in, 24 hours for codes) they stay.
    clock.set('2026-06-10T09:10:00Z');
    await t.runJobs({ now: clock.now() });
    expect(await failuresOf('sign_in', email)).toHaveLength(3);
    expect(await failuresOf('registration_code', 'maria@santos.example')).toHaveLength(1);

    await runAt('2026-06-11T00:00:00Z');
    expect(await failuresOf('sign_in', email)).toEqual([]);
    expect(await failuresOf('registration_code', 'maria@santos.example')).toHaveLength(1);
    await runAt('2026-06-12T00:00:00Z');
    expect(await failuresOf('registration_code', 'maria@santos.example')).toEqual([]);
  });

  it('runs twice with the same outcome, as of the time of its run', async () => {
    const email = 'twice@example.test';
    expect((await post('client/tenant-register', registrationOf(email, 'Twice Ltd'))).statusCode).toBe(201);
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await post('clientlogin', { email: 'x@example.test', password: 'Wrong#1' })).statusCode).toBe(
        401,
      );
    for (const key of ['again-1', 'again-2'])
      await t.services.jobs.enqueue(
        t.database.db,
        accountPurgeJob,
        { day: '2026-06-10' },
        { uniqueKey: key },
      );

    // `jobs:run --now` a month on: both runs act as of then, without touching the clock.
    const summary = await t.runJobs({ now: new Date('2026-07-10T00:00:00Z') });
    expect(summary).toMatchObject({ done: expect.any(Number), retried: 0, failed: 0 });
    expect(summary.done).toBeGreaterThanOrEqual(2);
    expect(await holderOf(t, email)).toEqual([]);
    expect(await failuresOf('sign_in', 'x@example.test')).toEqual([]);
    expect(clock.now()).toEqual(new Date(START));
  });
});
