/** What the runner (archive-search.ts) and the api process it forks (serve.ts) share: settings and messages. */

export type Leg = 'pglite' | 'postgres';

export const LEGS: Leg[] = ['pglite', 'postgres'];

/** What the api process serves: the archive search's reports, or the back office's lists (admin-lists.ts). */
export type Dataset = 'archive' | 'admin';

/** The p95 targets at 2,000 reports, in milliseconds, for a page of ten highlighted results. */
export const P95_TARGET_MS: Record<Leg, number> = { pglite: 150, postgres: 50 };

export interface BenchConfig {
  /** BENCH_REPORTS: reports in the archive. */
  reports: number;
  /** BENCH_WORDS: words of content per report, about. */
  words: number;
  /** BENCH_DURATION_SECONDS: length of each latency run and of each throughput run. */
  durationSeconds: number;
  /** BENCH_WARMUP_SECONDS: load before each query's measured runs, not measured. */
  warmupSeconds: number;
  /** BENCH_CONNECTIONS: concurrent connections of the throughput run. */
  connections: number;
  /** BENCH_DATABASE_URL: the Postgres server on which the Postgres leg creates (and drops) its database. */
  databaseUrl: string;
  /**
   * BENCH_VACUUM=1: VACUUM ANALYZE after the inserts instead of ANALYZE alone. VACUUM also moves the GIN index's
   * pending list (where bulk inserts leave entries) into the index proper, as autovacuum does on a Postgres
   * server some time after an import; PGlite runs no autovacuum.
   */
  vacuum: boolean;
  /** BENCH_ORDERS: orders in the back office's lists benchmark. */
  adminOrders: number;
  /** BENCH_ADMIN_REPORTS: reports in the back office's lists benchmark. */
  adminReports: number;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number from 1, not "${raw}"`);
  return value;
}

export function benchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const durationSeconds = positiveInteger(env, 'BENCH_DURATION_SECONDS', 10);
  return {
    reports: positiveInteger(env, 'BENCH_REPORTS', 2000),
    words: positiveInteger(env, 'BENCH_WORDS', 3000),
    durationSeconds,
    warmupSeconds: positiveInteger(env, 'BENCH_WARMUP_SECONDS', Math.min(3, durationSeconds)),
    connections: positiveInteger(env, 'BENCH_CONNECTIONS', 8),
    databaseUrl: env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres',
    vacuum: env.BENCH_VACUUM === '1',
    adminOrders: positiveInteger(env, 'BENCH_ORDERS', 10_000),
    adminReports: positiveInteger(env, 'BENCH_ADMIN_REPORTS', 5_000),
  };
}

/** How long building the archive took, in milliseconds. */
export interface SeedTimings {
  /** Writing the reports' text in JavaScript (with summary and word counts). */
  generateMs: number;
  /** Inserting them, Postgres computing each search vector and updating the GIN index on the way. */
  insertMs: number;
  /** ANALYZE, or VACUUM ANALYZE with BENCH_VACUUM=1. */
  analyzeMs: number;
}

export interface ReadyMessage {
  type: 'ready';
  port: number;
  timings: SeedTimings;
  /** Words of content over all reports. */
  totalWords: number;
  /** Per BenchQuery id, how many reports the corpus says must match. */
  expected: Record<string, number>;
  /** The server's Postgres version. */
  serverVersion: string;
}

export type ChildMessage =
  | ReadyMessage
  | { type: 'skipped'; reason: string }
  | { type: 'memory'; id: number; usage: NodeJS.MemoryUsage }
  | { type: 'error'; message: string };

export type ParentMessage = { type: 'memory'; id: number } | { type: 'close' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** IPC hands over whatever the other side sent: both sides check the type tag before trusting the rest. */
export function isChildMessage(value: unknown): value is ChildMessage {
  return isRecord(value) && ['ready', 'skipped', 'memory', 'error'].includes(String(value.type));
}

export function isParentMessage(value: unknown): value is ParentMessage {
  return isRecord(value) && ['memory', 'close'].includes(String(value.type));
}
