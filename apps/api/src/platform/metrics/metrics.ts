import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock.js';
import type { Db, PoolUse } from '../database/database.js';
import type { JobOutcome } from '../jobs/queue.js';
import { jobRepository } from '../jobs/repository.js';

/** A cache's lookups, counted as hits and misses (createVersionedCache takes one). */
export type CacheLookups = (hit: boolean) => void;

/**
 * What an instance counts for Prometheus (docs/decisions/037): its requests by route, the job queue's depth and its
 * jobs' outcomes, the caches' hits and misses, the database pool's use and, for a server, the process's own (memory,
 * event loop, garbage collection). One registry per instance: tests build many apps in one process.
 */
export interface Metrics {
  readonly registry: Registry;
  /** An answered request: its method, route pattern (not its URL, which would count every id apart) and status. */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** The lookups of the cache named `name`. */
  cacheLookups(name: string): CacheLookups;
  /** A job's run, by its name. */
  observeJob(name: string, outcome: JobOutcome): void;
  /** Where the pool's use is read at each scrape (a Postgres instance has a pool; PGlite has none). */
  watchPool(read: () => Promise<PoolUse>): void;
  /** Adds the process's own metrics (memory, CPU, event loop lag): a server's, not each app a test builds. */
  watchProcess(): void;
  /** The registry's text for a scrape. */
  scrape(): Promise<string>;
}

/** Request latency buckets in seconds: most answers take milliseconds, a PDF or a payment up to seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { db: Db; clock: Clock }): Metrics {
  const registry = new Registry();

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const lookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Lookups of the in-memory caches, by cache and result (hit or miss).',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'jobs_runs_total',
    help: 'Job runs, by job name and outcome (done, retried, failed on its last attempt).',
    labelNames: ['name', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'jobs_queued',
    help: 'Jobs in the queue at the scrape, by state: due and waiting, running, kept as failed.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      // While the database is out of reach the scrape still answers, without this gauge.
      this.reset();
      const depth = await jobRepository.depth(options.db, options.clock.now()).catch(() => undefined);
      for (const [state, count] of Object.entries(depth ?? {})) this.set({ state }, count);
    },
  });

  let readPool: (() => Promise<PoolUse>) | undefined;
  new Gauge({
    name: 'db_pool_connections',
    help: "The database pool's connections at the scrape: open, busy (running a query) and the most it opens.",
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const use = await readPool?.().catch(() => undefined);
      if (!use) return;
      this.set({ state: 'open' }, use.open);
      this.set({ state: 'busy' }, use.busy);
      this.set({ state: 'max' }, use.max);
    },
  });

  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    cacheLookups: (name) => (hit) => lookups.inc({ cache: name, result: hit ? 'hit' : 'miss' }),
    observeJob: (name, outcome) => jobRuns.inc({ name, outcome }),
    watchPool(read) {
      readPool = read;
    },
    watchProcess() {
      collectDefaultMetrics({ register: registry });
    },
    scrape: () => registry.metrics(),
  };
}
