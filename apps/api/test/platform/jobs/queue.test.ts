import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/platform/database/database.js';
import { openPostgres } from '../../../src/platform/database/database.js';
import { jobs } from '../../../src/platform/database/schema.js';
import { createUnitOfWork } from '../../../src/platform/database/unit-of-work.js';
import {
  ABANDONED_AFTER_MS,
  createJobQueue,
  defineJob,
  retryDelayMs,
  type JobQueue,
} from '../../../src/platform/jobs/queue.js';
import type { Log } from '../../../src/platform/log.js';
import { createTestClock, type TestClock } from '../../support/clock.js';
import { createTestDatabase, type TestDatabase } from '../../support/database.js';

/**
 * The durable job queue (issue 13, docs/decisions/012-job-queue.md) on a real database: PGlite, and Postgres on the
 * Postgres leg, where two processes' queues share one database. Time moves with the test clock, never by waiting.
 */
const MINUTE = 60_000;
const START = '2026-03-10T09:00:00.000Z';
const SILENT: Log = { info: () => {}, warn: () => {}, error: () => {} };

interface Note {
  to: string;
  code: string;
}
const noteJob = defineJob<Note>('test.note', { maxAttempts: 3 });

let database: TestDatabase;
let clock: TestClock;
let queue: JobQueue;
/** Every payload the note handler was given, in order. */
let handled: Note[];
/** What the note handler does after noting the payload; succeeds by default. */
let behaviour: (note: Note) => Promise<void>;

function createNoteQueue(db: Db): JobQueue {
  const created = createJobQueue({ db, clock, log: SILENT });
  created.register(noteJob, async (note) => {
    handled.push(note);
    await behaviour(note);
  });
  return created;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
  clock = createTestClock(START);
  handled = [];
  behaviour = async () => {};
  queue = createNoteQueue(database.db);
});

async function row(id: string) {
  const [found] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return found!;
}

async function enqueueNote(note: Note = { to: 'ana@roasters.test', code: '123456' }, runAt?: Date) {
  await queue.enqueue(database.db, noteJob, note, runAt ? { runAt } : {});
  const all = await queue.list();
  return all.find((job) => (job.payload as Note).to === note.to)!;
}

const NOTHING = { done: 0, retried: 0, failed: 0 };

describe('enqueue', () => {
  it('a job enqueued in a transaction that rolls back does not exist; one that commits does', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, noteJob, { to: 'gone@roasters.test', code: '000000' });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await queue.list()).toEqual([]);
    expect(await queue.runDue()).toEqual(NOTHING);

    await database.db.transaction((tx) =>
      queue.enqueue(tx, noteJob, { to: 'kept@roasters.test', code: '1' }),
    );
    expect(await queue.list()).toEqual([
      expect.objectContaining({ name: 'test.note', status: 'pending', attempts: 0, maxAttempts: 3 }),
    ]);
  });

  it('a uniqueKey enqueues the job once', async () => {
    const note = { to: 'ana@roasters.test', code: '1' };
    expect(await queue.enqueue(database.db, noteJob, note, { uniqueKey: 'invoice:INV-1:reminder' })).toBe(
      true,
    );
    expect(await queue.enqueue(database.db, noteJob, note, { uniqueKey: 'invoice:INV-1:reminder' })).toBe(
      false,
    );
    expect(await queue.enqueue(database.db, noteJob, note, { uniqueKey: 'invoice:INV-2:reminder' })).toBe(
      true,
    );
    expect(await queue.list()).toHaveLength(2);
    expect(await queue.runDue()).toEqual({ ...NOTHING, done: 2 });
    // Done, the key still holds: the same job is not added again.
    expect(await queue.enqueue(database.db, noteJob, note, { uniqueKey: 'invoice:INV-1:reminder' })).toBe(
      false,
    );
  });
});

describe('runDue', () => {
  it('runs a due job once and keeps it done, its payload dropped', async () => {
    const job = await enqueueNote({ to: 'ana@roasters.test', code: '654321' });
    expect(job.payload).toEqual({ to: 'ana@roasters.test', code: '654321' });
    clock.advance(30_000);

    expect(await queue.runDue()).toEqual({ ...NOTHING, done: 1 });
    expect(handled).toEqual([{ to: 'ana@roasters.test', code: '654321' }]);
    expect(await row(job.id)).toMatchObject({
      status: 'done',
      attempts: 1,
      payload: {},
      lockedAt: null,
      lastError: null,
      finishedAt: new Date(clock.now()),
    });

    expect(await queue.runDue()).toEqual(NOTHING);
    clock.advance(24 * 60 * MINUTE);
    expect(await queue.runDue()).toEqual(NOTHING);
    expect(handled).toHaveLength(1);
  });

  it('runs jobs due at the same time in the order they were enqueued; lists the newest first', async () => {
    const codes = Array.from({ length: 8 }, (_, index) => String(index));
    for (const code of codes) await queue.enqueue(database.db, noteJob, { to: 'ana@roasters.test', code });
    expect((await queue.list()).map((job) => (job.payload as Note).code)).toEqual(codes.toReversed());
    await queue.runDue();
    expect(handled.map((note) => note.code)).toEqual(codes);
  });

  it('a job due later waits until the clock reaches it; --now runs it as of a later time', async () => {
    const later = await enqueueNote(undefined, new Date(clock.now().getTime() + 60 * MINUTE));
    clock.advance(59 * MINUTE);
    expect(await queue.runDue()).toEqual(NOTHING);
    expect((await row(later.id)).status).toBe('pending');
    clock.advance(MINUTE);
    expect(await queue.runDue()).toEqual({ ...NOTHING, done: 1 });

    await database.db.delete(jobs);
    const tomorrow = new Date(clock.now().getTime() + 24 * 60 * MINUTE);
    const next = await enqueueNote(undefined, tomorrow);
    expect(await queue.runDue({ now: new Date(tomorrow.getTime() - 1) })).toEqual(NOTHING);
    expect(await queue.runDue({ now: tomorrow })).toEqual({ ...NOTHING, done: 1 });
    expect((await row(next.id)).status).toBe('done');
  });

  it('retries a failing job with backoff, then keeps it failed with its last error; retry() makes it due again', async () => {
    behaviour = async () => {
      throw new Error('connect to smtp://mailer:s3cret@mail.test:587 refused');
    };
    const job = await enqueueNote();
    const storedError = 'connect to smtp://[redacted]@mail.test:587 refused';

    expect(await queue.runDue()).toEqual({ ...NOTHING, retried: 1 });
    expect(await row(job.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: storedError,
      lockedAt: null,
      runAt: new Date(clock.now().getTime() + retryDelayMs(1)),
    });
    expect(retryDelayMs(1)).toBe(MINUTE);

    // Not again before its time.
    clock.advance(retryDelayMs(1) - 1);
    expect(await queue.runDue()).toEqual(NOTHING);
    clock.advance(1);
    expect(await queue.runDue()).toEqual({ ...NOTHING, retried: 1 });
    expect(await row(job.id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      runAt: new Date(clock.now().getTime() + retryDelayMs(2)),
    });
    expect(retryDelayMs(2)).toBe(5 * MINUTE);

    clock.advance(retryDelayMs(2));
    expect(await queue.runDue()).toEqual({ ...NOTHING, failed: 1 });
    const failed = await row(job.id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: storedError,
      finishedAt: new Date(clock.now()),
      // Kept, so that an operator's retry can send it.
      payload: { to: 'ana@roasters.test', code: '123456' },
    });
    clock.advance(7 * 24 * 60 * MINUTE);
    expect(await queue.runDue()).toEqual(NOTHING);
    expect(handled).toHaveLength(3);
    expect(await queue.list({ status: 'failed' })).toEqual([expect.objectContaining({ id: job.id })]);

    behaviour = async () => {};
    expect(await queue.retry(job.id)).toBe(true);
    expect(await row(job.id)).toMatchObject({ status: 'pending', attempts: 0, runAt: clock.now() });
    expect(await queue.runDue()).toEqual({ ...NOTHING, done: 1 });
    expect(await row(job.id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(handled).toHaveLength(4);
  });

  it('retry() refuses a job that is not failed, an unknown id and what is no id at all', async () => {
    const job = await enqueueNote();
    expect(await queue.retry(job.id)).toBe(false);
    await queue.runDue();
    expect(await queue.retry(job.id)).toBe(false);
    expect(await queue.retry('0b5d8c4e-2f6a-4c1e-9d3b-7a8f6e5d4c3b')).toBe(false);
    expect(await queue.retry('not-a-uuid')).toBe(false);
    expect(await queue.find('not-a-uuid')).toBeUndefined();
    expect(await row(job.id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a job no handler runs fails visibly: retried, then failed, with the reason', async () => {
    const unknownJob = defineJob<{ n: number }>('nobody.handles', { maxAttempts: 2 });
    await queue.enqueue(database.db, unknownJob, { n: 1 });
    expect(await queue.runDue()).toEqual({ ...NOTHING, retried: 1 });
    clock.advance(retryDelayMs(1));
    expect(await queue.runDue()).toEqual({ ...NOTHING, failed: 1 });
    expect(await queue.list({ status: 'failed' })).toEqual([
      expect.objectContaining({
        name: 'nobody.handles',
        attempts: 2,
        lastError: 'No handler is registered for jobs named "nobody.handles".',
      }),
    ]);
  });

  it('takes again a running job its process abandoned long ago, never one claimed recently', async () => {
    const abandoned = await enqueueNote({ to: 'old@roasters.test', code: '1' });
    const recent = await enqueueNote({ to: 'new@roasters.test', code: '2' });
    const claimedAt = (ago: number) => ({
      status: 'running' as const,
      attempts: 1,
      lockedAt: new Date(clock.now().getTime() - ago),
    });
    await database.db
      .update(jobs)
      .set(claimedAt(ABANDONED_AFTER_MS + 1))
      .where(eq(jobs.id, abandoned.id));
    await database.db
      .update(jobs)
      .set(claimedAt(ABANDONED_AFTER_MS - MINUTE))
      .where(eq(jobs.id, recent.id));

    expect(await queue.runDue()).toEqual({ ...NOTHING, done: 1 });
    expect(handled).toEqual([{ to: 'old@roasters.test', code: '1' }]);
    expect(await row(abandoned.id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await row(recent.id)).toMatchObject({ status: 'running', attempts: 1 });

    // A run "as of" a later date (jobs:run --now) judges claims by the clock, not by that date.
    expect(await queue.runDue({ now: new Date(clock.now().getTime() + 24 * 60 * MINUTE) })).toEqual(NOTHING);
    clock.advance(MINUTE + 1);
    expect(await queue.runDue()).toEqual({ ...NOTHING, done: 1 });
    expect(await row(recent.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('renews the claim of a long job while its worker lives, so no other worker takes it', async () => {
    // A claim of 40 ms, renewed every 10 ms of real time, with the clock's time.
    const renewing = createJobQueue({ db: database.db, clock, log: SILENT, abandonedAfterMs: 40 });
    let finish = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    renewing.register(noteJob, async (note) => {
      handled.push(note);
      started();
      await new Promise<void>((resolve) => (finish = resolve));
    });
    const job = await enqueueNote();
    const run = renewing.runDue();
    await running;
    clock.advance(60 * MINUTE);
    await expect.poll(async () => (await row(job.id)).lockedAt?.getTime()).toBe(clock.now().getTime());
    // Another process, an hour on, finds the job claimed just now.
    const other = createJobQueue({ db: database.db, clock, log: SILENT, abandonedAfterMs: 40 });
    other.register(noteJob, async (note) => {
      handled.push(note);
    });
    expect(await other.runDue()).toEqual(NOTHING);
    finish();
    expect(await run).toEqual({ ...NOTHING, done: 1 });
    expect(handled).toHaveLength(1);
    expect(await row(job.id)).toMatchObject({ status: 'done', attempts: 1, lockedAt: null });
  });

  it('a job abandoned during its last attempt is kept failed, not run once more', async () => {
    const job = await enqueueNote();
    await database.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 3,
        lockedAt: new Date(clock.now().getTime() - 2 * ABANDONED_AFTER_MS),
      })
      .where(eq(jobs.id, job.id));
    expect(await queue.runDue()).toEqual({ ...NOTHING, failed: 1 });
    expect(handled).toEqual([]);
    expect(await row(job.id)).toMatchObject({
      status: 'failed',
      lastError: 'Its worker stopped during the last attempt; the job was abandoned.',
    });
  });
});

describe('the worker', () => {
  it('runs jobs as soon as the unit of work that queued them commits; stop() finishes the job in hand only', async () => {
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      behaviour = () => {
        resolve();
        return new Promise<void>((done) => (release = done));
      };
    });
    // A poll far away: only the wake after the commit can start the job.
    queue.startWorker({ pollMs: 60 * MINUTE });
    const unitOfWork = createUnitOfWork(database.db, () => queue.wake());
    await unitOfWork(async (tx) => {
      await queue.enqueue(tx, noteJob, { to: 'ana@roasters.test', code: '7' });
      await queue.enqueue(tx, noteJob, { to: 'ana@roasters.test', code: '8' });
    });
    await started;

    const job = (await queue.list({ status: 'running' }))[0];
    expect(job).toMatchObject({ payload: { code: '7' }, attempts: 1 });
    // What a shutdown that has to cut it short names (issue 39).
    expect(queue.inHand()).toEqual({ id: job!.id, name: noteJob.name });
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    // The job in hand is finished; the next one waits for a worker that runs.
    expect(await row(job!.id)).toMatchObject({ status: 'done' });
    expect(handled.map((note) => note.code)).toEqual(['7']);
    expect(queue.inHand()).toBeUndefined();

    // Stopped: a later commit wakes nothing.
    await unitOfWork((tx) => queue.enqueue(tx, noteJob, { to: 'ben@roasters.test', code: '9' }));
    await new Promise((resolve) => setImmediate(resolve));
    expect((await queue.list({ status: 'pending' })).map((each) => (each.payload as Note).code)).toEqual([
      '9',
      '8',
    ]);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two processes on one Postgres database', () => {
  it('run each of many jobs exactly once while both claim at the same time (SKIP LOCKED)', async () => {
    const otherConnection = openPostgres(database.url!);
    try {
      const other = createNoteQueue(otherConnection.db);
      const count = 40;
      for (let index = 0; index < count; index += 1)
        await queue.enqueue(database.db, noteJob, {
          to: `client${index}@roasters.test`,
          code: String(index),
        });

      // The first job to start waits until the other queue has started one, so both surely claim side by side.
      let starters = 0;
      let bothStarted!: () => void;
      const barrier = new Promise<void>((resolve) => (bothStarted = resolve));
      const ran = new Map<string, number>();
      behaviour = async (note) => {
        ran.set(note.code, (ran.get(note.code) ?? 0) + 1);
        // A queue runs its jobs one after another, so the second job to start is the other queue's first.
        if (starters < 2) {
          starters += 1;
          if (starters === 2) bothStarted();
          await barrier;
        }
      };

      const [mine, theirs] = await Promise.all([queue.runDue(), other.runDue()]);
      expect(mine.done + theirs.done).toBe(count);
      expect(mine.done).toBeGreaterThan(0);
      expect(theirs.done).toBeGreaterThan(0);
      expect(mine.retried + mine.failed + theirs.retried + theirs.failed).toBe(0);
      expect([...ran.values()]).toEqual(Array.from({ length: count }, () => 1));
      const rows = await database.db.select().from(jobs);
      expect(rows.map((each) => [each.status, each.attempts])).toEqual(
        Array.from({ length: count }, () => ['done', 1]),
      );
    } finally {
      await otherConnection.close();
    }
  });
});
