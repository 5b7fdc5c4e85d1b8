import type { Clock } from '../clock.js';
import type { Db } from '../database/database.js';
import type { JobRow } from '../database/schema.js';
import type { Log } from '../log.js';
import type { Metrics } from '../metrics/metrics.js';
import { jobRepository, type ClaimedJob, type JobStatus } from './repository.js';

/** A kind of job: its name in the queue and, for the compiler, the shape of its payload. */
export interface JobDefinition<Payload> {
  readonly name: string;
  /** Attempts before the job is kept as failed. */
  readonly maxAttempts: number;
  /** Only carries the payload's type. */
  readonly payload?: Payload;
}

export function defineJob<Payload>(
  name: string,
  options: { maxAttempts?: number } = {},
): JobDefinition<Payload> {
  return { name, maxAttempts: options.maxAttempts ?? 6 };
}

/**
 * What a handler knows of its job: `dueAt` is when it was due (its run_at), `now` the time the run is for (the
 * clock's, or `jobs:run --now`). A step of a schedule acts "as of" `now`, so an operator running what is due at a
 * later date sees what would happen then.
 */
export interface JobContext {
  id: string;
  attempt: number;
  dueAt: Date;
  now: Date;
}

export type JobHandler<Payload> = (payload: Payload, job: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time; now by default. */
  runAt?: Date;
  /** The job exists once only with this key: enqueueing it again adds nothing. */
  uniqueKey?: string;
}

/** How a job's run ended: done, failed and due again later, or failed its last attempt. */
export type JobOutcome = keyof RunSummary;

export interface RunSummary {
  done: number;
  /** Failed this time and due again later. */
  retried: number;
  /** Failed their last attempt: kept as failed. */
  failed: number;
}

export interface JobQueue {
  /** Says what runs a kind of job. Each kind has one handler. */
  register<Payload>(definition: JobDefinition<Payload>, handler: JobHandler<Payload>): void;
  /**
   * Adds a job in the caller's transaction (`tx`), so it exists exactly when the work that asked for it commits.
   * False when a job with the same `uniqueKey` exists already.
   */
  enqueue<Payload>(
    tx: Db,
    definition: JobDefinition<Payload>,
    payload: Payload,
    options?: EnqueueOptions,
  ): Promise<boolean>;
  /** Runs every job due at `now` (the clock's time by default) once, one after another, and says how it went. */
  runDue(options?: { now?: Date }): Promise<RunSummary>;
  /** Makes a failed job due again, with fresh attempts; false when `id` names no failed job (or is no job id). */
  retry(id: string): Promise<boolean>;
  /** The newest jobs first (50 unless `limit` says otherwise), of one status when given. */
  list(filter?: { status?: JobStatus | undefined; limit?: number }): Promise<JobRow[]>;
  /** The job `id` names, if any. */
  find(id: string): Promise<JobRow | undefined>;
  /** Polls for due jobs every `pollMs` in this process, and at once after `wake`. */
  startWorker(options?: { pollMs?: number }): void;
  /** Work was committed that may have queued jobs: the worker (if this process runs one) looks now. */
  wake(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
  /** The job this process's worker is running, if any: what a shutdown cut short names it in the log. */
  inHand(): { id: string; name: string } | undefined;
}

/**
 * How long a job may stay claimed without its worker renewing the claim before another process takes it as
 * abandoned (its process stopped, e.g. killed), by default. The worker renews it four times as often.
 */
export const ABANDONED_AFTER_MS = 2 * 60_000;

/** Waits after failed attempt n: 1, 5, 25 minutes, then about 2 and 10 hours. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000 * 5 ** (attempt - 1), 12 * 60 * 60_000);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a job at all (the database refuses anything else as a uuid, with an error). */
export function isJobId(id: string): boolean {
  return UUID.test(id);
}

/** An error as stored and logged: its message only, with any credentials in a URL masked, at most 1,000 characters. */
function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, '//[redacted]@').slice(0, 1000);
}

/**
 * The durable job queue on the application's own database (docs/decisions/012-job-queue.md): the same code on
 * PGlite and on Postgres, claimed with `FOR UPDATE SKIP LOCKED`, retried with backoff, failures kept for operators.
 */
export function createJobQueue({
  db,
  clock,
  log,
  metrics,
  abandonedAfterMs = ABANDONED_AFTER_MS,
}: {
  db: Db;
  clock: Clock;
  log: Log;
  /** Counts each run by its outcome. */
  metrics?: Pick<Metrics, 'observeJob'>;
  /** How long a claim not renewed stays this worker's (JOBS_ABANDONED_AFTER_SECONDS); ABANDONED_AFTER_MS by default. */
  abandonedAfterMs?: number;
}): JobQueue {
  const handlers = new Map<string, JobHandler<unknown>>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let inHand: ClaimedJob | undefined;

  /** Runs the handler; the error it threw, or undefined when it succeeded. */
  async function attempt(job: ClaimedJob, now: Date): Promise<unknown> {
    const handler = handlers.get(job.name);
    if (!handler) return new Error(`No handler is registered for jobs named "${job.name}".`);
    // A process that stopped during the last attempt (a crash, a deploy) spent it: the job is not run once more.
    if (job.attempts > job.maxAttempts)
      return new Error('Its worker stopped during the last attempt; the job was abandoned.');
    try {
      await handler(job.payload, { id: job.id, attempt: job.attempts, dueAt: job.runAt, now });
      return undefined;
    } catch (error) {
      return error ?? new Error('The job failed without saying why.');
    }
  }

  /**
   * Runs `work` while renewing the job's claim, so that no other process takes a long job as abandoned while this one
   * lives; a process killed stops renewing, and its job is taken again once the claim runs out. The last renewal has
   * landed before the outcome is recorded against the claim.
   */
  async function whileClaimed<T>(job: ClaimedJob, work: () => Promise<T>): Promise<T> {
    let renewing: Promise<void> = Promise.resolve();
    const renew = async () => {
      const renewedAt = clock.now();
      if (await jobRepository.renewClaim(db, job, renewedAt)) job.lockedAt = renewedAt;
      else log.warn({ job: job.id, name: job.name }, 'job was taken over by another worker while it ran');
    };
    const heartbeat = setInterval(() => {
      renewing = renewing.then(renew).catch((error: unknown) => {
        log.warn({ job: job.id, name: job.name, error: describeError(error) }, 'job claim not renewed');
      });
    }, abandonedAfterMs / 4);
    heartbeat.unref();
    try {
      return await work();
    } finally {
      clearInterval(heartbeat);
      await renewing;
    }
  }

  /**
   * Records how the job went. The handler's own failure is retried; a failure to record it is not caught here (the
   * claim runs out and another pass takes the job again). `now` is the time the run was asked for (`--now`).
   */
  async function runOne(job: ClaimedJob, now: Date): Promise<JobOutcome> {
    const error = await whileClaimed(job, () => attempt(job, now));
    let outcome: JobOutcome;
    let recorded: boolean;
    if (error === undefined) {
      outcome = 'done';
      recorded = await jobRepository.markDone(db, job, clock.now());
    } else {
      const message = describeError(error);
      log.error({ job: job.id, name: job.name, attempt: job.attempts, error: message }, 'job failed');
      if (job.attempts >= job.maxAttempts) {
        outcome = 'failed';
        recorded = await jobRepository.markFailed(db, job, clock.now(), message);
      } else {
        outcome = 'retried';
        const runAt = new Date(now.getTime() + retryDelayMs(job.attempts));
        recorded = await jobRepository.markRetry(db, job, runAt, message);
      }
    }
    if (!recorded)
      log.warn({ job: job.id, name: job.name }, 'job was taken over by another worker before it finished');
    metrics?.observeJob(job.name, outcome);
    return outcome;
  }

  /** Runs the jobs due at `now`, one after another, while `keepGoing` says so. */
  async function drain(now: Date, keepGoing: () => boolean): Promise<RunSummary> {
    const summary: RunSummary = { done: 0, retried: 0, failed: 0 };
    while (keepGoing()) {
      // Claims are stamped with the clock's time, whatever `now` says: a run "as of" a later date must not make
      // the jobs other processes hold right now look abandoned, nor its own claims look fresh for years.
      const claimedAt = clock.now();
      const staleBefore = new Date(claimedAt.getTime() - abandonedAfterMs);
      const job = await jobRepository.claimNext(db, { due: now, claimedAt, staleBefore });
      if (!job) break;
      inHand = job;
      try {
        summary[await runOne(job, now)] += 1;
      } finally {
        inHand = undefined;
      }
    }
    return summary;
  }

  /** One pass at a time; a wake during a pass asks for another pass after it. Nothing once stopped. */
  function tick() {
    if (!timer) return;
    if (running) {
      again = true;
      return;
    }
    // A stopped worker finishes the job in hand, not the whole pass.
    running = drain(clock.now(), () => timer !== undefined)
      .catch((error: unknown) => log.error({ error: describeError(error) }, 'job worker pass failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  }

  return {
    register(definition, handler) {
      if (handlers.has(definition.name))
        throw new Error(`Jobs named "${definition.name}" have a handler already.`);
      handlers.set(definition.name, handler as JobHandler<unknown>);
    },
    enqueue(tx, definition, payload, options = {}) {
      const now = clock.now();
      return jobRepository.insert(tx, {
        name: definition.name,
        payload,
        runAt: options.runAt ?? now,
        maxAttempts: definition.maxAttempts,
        uniqueKey: options.uniqueKey,
        createdAt: now,
      });
    },
    runDue: (options = {}) => drain(options.now ?? clock.now(), () => true),
    retry: async (id) => isJobId(id) && jobRepository.requeueFailed(db, id, clock.now()),
    list: (filter = {}) => jobRepository.list(db, { status: filter.status, limit: filter.limit ?? 50 }),
    find: async (id) => (isJobId(id) ? jobRepository.findById(db, id) : undefined),
    startWorker({ pollMs = 5000 } = {}) {
      if (timer) return;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    },
    wake() {
      if (timer) setImmediate(tick);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      again = false;
      await running;
    },
    inHand: () => (inHand ? { id: inHand.id, name: inHand.name } : undefined),
  };
}
