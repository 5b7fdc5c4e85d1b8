import type { Clock } from '../clock.js';
import type { Db } from '../database/database.js';
import type { JobRow } from '../database/schema.js';
import type { Log } from '../log.js';
import { jobRepository, type JobStatus } from './repository.js';

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

export type JobHandler<Payload> = (payload: Payload, job: { id: string; attempt: number }) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time; now by default. */
  runAt?: Date;
  /** The job exists once only with this key: enqueueing it again adds nothing. */
  uniqueKey?: string;
}

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
  /** Makes a failed job due again, with fresh attempts; false when `id` names no failed job. */
  retry(id: string): Promise<boolean>;
  list(filter?: { status?: JobStatus | undefined; limit?: number }): Promise<JobRow[]>;
  /** Polls for due jobs every `pollMs` in this process, and at once after `wake`. */
  startWorker(options?: { pollMs?: number }): void;
  /** Work was committed that may have queued jobs: the worker (if this process runs one) looks now. */
  wake(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
}

/** How long a job may stay claimed before another process takes it as abandoned (its process stopped). */
const ABANDONED_AFTER_MS = 15 * 60_000;

/** Waits after failed attempt n: 1, 5, 25 minutes, then about 2 and 10 hours. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000 * 5 ** (attempt - 1), 12 * 60 * 60_000);
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
export function createJobQueue({ db, clock, log }: { db: Db; clock: Clock; log: Log }): JobQueue {
  const handlers = new Map<string, JobHandler<unknown>>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;

  async function runOne(job: JobRow, now: Date): Promise<keyof RunSummary> {
    const handler = handlers.get(job.name);
    try {
      if (!handler) throw new Error(`No handler is registered for jobs named "${job.name}".`);
      await handler(job.payload, { id: job.id, attempt: job.attempts });
      await jobRepository.markDone(db, job.id, clock.now());
      return 'done';
    } catch (error) {
      const message = describeError(error);
      log.error({ job: job.id, name: job.name, attempt: job.attempts, error: message }, 'job failed');
      if (job.attempts >= job.maxAttempts) {
        await jobRepository.markFailed(db, job.id, clock.now(), message);
        return 'failed';
      }
      await jobRepository.markRetry(
        db,
        job.id,
        new Date(now.getTime() + retryDelayMs(job.attempts)),
        message,
      );
      return 'retried';
    }
  }

  async function runDue(options: { now?: Date } = {}): Promise<RunSummary> {
    const summary: RunSummary = { done: 0, retried: 0, failed: 0 };
    const now = options.now ?? clock.now();
    const staleBefore = new Date(now.getTime() - ABANDONED_AFTER_MS);
    for (;;) {
      const job = await jobRepository.claimNext(db, now, staleBefore);
      if (!job) return summary;
      summary[await runOne(job, now)] += 1;
    }
  }

  /** One pass at a time; a wake during a pass asks for another pass after it. */
  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = runDue()
      .catch((error: unknown) => log.error({ error: describeError(error) }, 'job worker pass failed'))
      .finally(() => {
        running = undefined;
        if (again && timer) {
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
    runDue,
    retry: (id) => jobRepository.requeueFailed(db, id, clock.now()),
    list: (filter = {}) => jobRepository.list(db, { status: filter.status, limit: filter.limit ?? 50 }),
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
  };
}
