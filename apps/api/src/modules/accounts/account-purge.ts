import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { ThrottleRule } from './attempt-throttle.js';
import { CODE_THROTTLES } from './one-time-codes.js';
import { CURRENT_PASSWORD_THROTTLE } from './profile.js';
import { accountRepository as repository } from './repository.js';
import { SIGN_IN_THROTTLE } from './sessions.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Days after its code expired that an unconfirmed registration is deleted (issue 39). It lapses 24 hours after its
 * owner last posted it (PENDING_REGISTRATION_TTL_HOURS) and is then replaced by any new registration of the address
 * anyway; the week keeps it for anyone looking into a complaint about it, then frees the rows. Expired codes of any
 * purpose go after the same week: none counts for anything once expired.
 */
export const PURGE_AFTER_DAYS = 7;

/**
 * The throttles that count failures, each with its kind and the window it counts them in; after it a failure is
 * only a row. A new kind of failure comes with its rule, which is listed here.
 */
const THROTTLE_RULES: readonly ThrottleRule[] = [
  SIGN_IN_THROTTLE,
  ...Object.values(CODE_THROTTLES),
  CURRENT_PASSWORD_THROTTLE,
];

/**
 * The day's purge, keyed by the day (UTC) it is for: however many instances queue it, it exists once. The handler
 * reads the time from its run, so `jobs:run --now` purges as of that time.
 */
export const accountPurgeJob = defineJob<{ day: string }>('accounts.purge');

const dayOf = (time: Date) => time.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (time: Date) => dayOf(new Date(startOf(dayOf(time)).getTime() + DAY_MS));

export interface AccountPurgeSummary {
  registrations: number;
  failedAttempts: number;
  codes: number;
}

/**
 * Housekeeping of accounts (issue 39): registrations left unconfirmed, the failed attempts the throttles no longer
 * count, and expired one-time codes. A daily job, started by the start-up pass and queueing its next day itself.
 */
export function createAccountPurge({
  db,
  unitOfWork,
  clock,
  jobs,
  log,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  jobs: JobQueue;
  log: Log;
}) {
  const queue = (tx: Db, day: string) =>
    jobs.enqueue(tx, accountPurgeJob, { day }, { runAt: startOf(day), uniqueKey: `accounts.purge:${day}` });

  /**
   * Deletes a registration whose code expired by `before`, checked again under its locks: its owner posting it
   * again (a new code) or confirming it meanwhile keeps it.
   */
  async function removeLapsed(tx: Db, email: string, before: Date): Promise<boolean> {
    const registration = await repository.lockBareRegistration(tx, email);
    if (!registration) return false;
    const code = await repository.findCode(tx, email, 'registration');
    if ((code?.expiresAt ?? registration.registeredAt) > before) return false;
    await repository.deleteRegistration(tx, registration);
    await repository.deleteCodeOf(tx, email, 'registration');
    return true;
  }

  /** Everything due for deletion as of `now`; running it twice deletes nothing the second time. */
  async function purge(now: Date): Promise<AccountPurgeSummary> {
    const expiredBefore = new Date(now.getTime() - PURGE_AFTER_DAYS * DAY_MS);
    let registrations = 0;
    // One transaction each: a registration is small, and a long purge holds no lock on the others.
    for (const email of await repository.lapsedRegistrations(db, expiredBefore))
      if (await unitOfWork((tx) => removeLapsed(tx, email, expiredBefore))) registrations += 1;
    let failedAttempts = 0;
    for (const { kind, windowMs } of THROTTLE_RULES)
      failedAttempts += await repository.deleteFailuresOfKindUpTo(
        db,
        kind,
        new Date(now.getTime() - windowMs),
      );
    const codes = await repository.deleteCodesExpiredBy(db, expiredBefore);
    return { registrations, failedAttempts, codes };
  }

  jobs.register(accountPurgeJob, async (_payload, { now }) => {
    const summary = await purge(now);
    log.info({ ...summary, asOf: now.toISOString() }, 'accounts purged');
    // The next day's run. A run as of a later date (`jobs:run --now`) queues the day after that date, and the day
    // after the clock's too, so the daily runs go on meanwhile; the same day is queued once.
    await unitOfWork(async (tx) => {
      await queue(tx, dayAfter(now));
      await queue(tx, dayAfter(clock.now()));
    });
  });

  return {
    /**
     * The start-up pass (server start, `jobs:run`): queues the purge of the day of `now` (the clock's by default),
     * due at once. Each instance asks; the day's key makes it one job.
     */
    async resume(now: Date = clock.now()): Promise<void> {
      await unitOfWork((tx) => queue(tx, dayOf(now)));
    },
  };
}

export type AccountPurge = ReturnType<typeof createAccountPurge>;
