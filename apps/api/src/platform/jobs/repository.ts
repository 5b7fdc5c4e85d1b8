import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
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

/** Every query of the job queue. Each function takes the database or the caller's transaction. */
export const jobRepository = {
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
   * Takes the oldest due job for this process: pending and due, or running but abandoned by a process that stopped
   * (locked before `staleBefore`). `SKIP LOCKED` lets several processes claim side by side, never the same job.
   */
  async claimNext(db: Db, now: Date, staleBefore: Date): Promise<JobRow | undefined> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedAt, staleBefore)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await db
      .update(jobs)
      .set({ status: 'running', lockedAt: now, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
    return claimed;
  },

  /** A job done: its payload is dropped (a mail's text can hold a one-time code), its record kept. */
  async markDone(db: Db, id: string, now: Date): Promise<void> {
    await db
      .update(jobs)
      .set({ status: 'done', payload: {}, lockedAt: null, lastError: null, finishedAt: now })
      .where(eq(jobs.id, id));
  },

  async markRetry(db: Db, id: string, runAt: Date, lastError: string): Promise<void> {
    await db.update(jobs).set({ status: 'pending', runAt, lockedAt: null, lastError }).where(eq(jobs.id, id));
  },

  async markFailed(db: Db, id: string, now: Date, lastError: string): Promise<void> {
    await db
      .update(jobs)
      .set({ status: 'failed', lockedAt: null, lastError, finishedAt: now })
      .where(eq(jobs.id, id));
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
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(filter.limit);
  },

  async findById(db: Db, id: string): Promise<JobRow | undefined> {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    return row;
  },
};
