import { and, asc, desc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../database/database.js';
import { jobs, type JobRow } from '../database/schema.js';

export type JobStatus = JobRow['status'];

export interface NewJob {
  name: string;
  payload: unknown;
  runAt: Date;
  maxAttempts: number;
  uniqueKey?: string | undefined;
  createdAt: Date;
}

/** A job as its claim answers it: running, with the time it was claimed. */
export type ClaimedJob = JobRow & { status: 'running'; lockedAt: Date };

/** What identifies one claim of a job: a later claim of the same job has a later `lockedAt`. */
type Claim = Pick<ClaimedJob, 'id' | 'lockedAt'>;

/** Changes the job only while `claim` still holds it; false when another process took it over. */
async function whileHeld(db: Db, claim: Claim, changes: Partial<typeof jobs.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set(changes)
    .where(and(eq(jobs.id, claim.id), eq(jobs.status, 'running'), eq(jobs.lockedAt, claim.lockedAt)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

function finish(db: Db, claim: Claim, changes: Partial<typeof jobs.$inferInsert>): Promise<boolean> {
  return whileHeld(db, claim, { ...changes, lockedAt: null });
}

/** Every query of the job queue. Each function takes the database or the caller's transaction. */
export const jobRepository = {
  /** What the queue holds for the metrics: jobs due at `now` and not yet run, jobs running, jobs kept as failed. */
  async depth(db: Db, now: Date): Promise<{ due: number; running: number; failed: number }> {
    const [row] = await db
      .select({
        due: sql<number>`count(*) filter (where ${and(eq(jobs.status, 'pending'), lte(jobs.runAt, now))})::int`,
        running: sql<number>`count(*) filter (where ${jobs.status} = 'running')::int`,
        failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')::int`,
      })
      .from(jobs)
      .where(sql`${jobs.status} in ('pending', 'running', 'failed')`);
    return { due: row?.due ?? 0, running: row?.running ?? 0, failed: row?.failed ?? 0 };
  },

  /** Adds a job; with a `uniqueKey` already used, adds nothing and answers false. */
  async insert(db: Db, job: NewJob): Promise<boolean> {
    const rows = await db
      .insert(jobs)
      .values(job)
      .onConflictDoNothing({ target: jobs.uniqueKey })
      .returning({ id: jobs.id });
    return rows.length > 0;
  },

  /**
   * Takes the oldest job due at `due` for this process, stamped `claimedAt`: pending and due, or running but
   * abandoned by a process that stopped (claimed before `staleBefore`). Each claim counts an attempt. `SKIP LOCKED`
   * lets several processes claim side by side, never the same job; the scalar subquery picks one row, once.
   */
  async claimNext(
    db: Db,
    { due, claimedAt, staleBefore }: { due: Date; claimedAt: Date; staleBefore: Date },
  ): Promise<ClaimedJob | undefined> {
    const next = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, due)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedAt, staleBefore)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.seq))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await db
      .update(jobs)
      .set({ status: 'running', lockedAt: claimedAt, attempts: sql`${jobs.attempts} + 1` })
      .where(eq(jobs.id, sql`(${next})`))
      .returning();
    return claimed as ClaimedJob | undefined;
  },

  /**
   * A job done: its payload is dropped (a mail's text can hold a one-time code), its record kept. Like the two
   * below, it changes the job only while this claim holds it (false when another process took it over).
   */
  async markDone(db: Db, claim: Claim, now: Date): Promise<boolean> {
    return finish(db, claim, { status: 'done', payload: {}, lastError: null, finishedAt: now });
  },

  /** The claim renewed as of `renewedAt` by the worker that holds it; false when another process took it over. */
  renewClaim(db: Db, claim: Claim, renewedAt: Date): Promise<boolean> {
    return whileHeld(db, claim, { lockedAt: renewedAt });
  },

  async markRetry(db: Db, claim: Claim, runAt: Date, lastError: string): Promise<boolean> {
    return finish(db, claim, { status: 'pending', runAt, lastError });
  },

  async markFailed(db: Db, claim: Claim, now: Date, lastError: string): Promise<boolean> {
    return finish(db, claim, { status: 'failed', lastError, finishedAt: now });
  },

  /** A failed job due again at `now` with fresh attempts; false when `id` names no failed job. */
  async requeueFailed(db: Db, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(jobs)
      .set({ status: 'pending', attempts: 0, runAt: now, finishedAt: null })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
      .returning({ id: jobs.id });
    return rows.length > 0;
  },

  async list(db: Db, filter: { status?: JobStatus | undefined; limit: number }): Promise<JobRow[]> {
    return db
      .select()
      .from(jobs)
      .where(filter.status ? eq(jobs.status, filter.status) : undefined)
      .orderBy(desc(jobs.seq))
      .limit(filter.limit);
  },

  async findById(db: Db, id: string): Promise<JobRow | undefined> {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    return row;
  },
};
