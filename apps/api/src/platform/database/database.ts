import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.js';

/** Whichever driver is behind it, the app sees one Drizzle database over the same schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrating, seeding a first start) while no other process sharing the database runs its own: on
   * Postgres under an advisory lock, so instances started together migrate and seed once, one after the other.
   * PGlite's data directory takes one process at a time already.
   */
  whileStartingAlone<T>(work: () => Promise<T>): Promise<T>;
  /** The pool's connections now (the metrics'); PGlite has one connection and no pool. */
  poolUse?: () => Promise<PoolUse>;
  close(): Promise<void>;
}

/** The database's connections as one instance holds them. */
export interface PoolUse {
  /** Connections open. */
  open: number;
  /** Of those, running a query now. */
  busy: number;
  /** The most the pool opens. */
  max: number;
}

/** The most connections one instance's pool opens. */
const POOL_MAX = 10;

/**
 * Seconds before a pool connection that failed to open tries again. postgres.js keeps a query waiting for a connection
 * until one opens or fails with it in hand, and its default delay grows to 20 s with every failure of any connection
 * (porsager/postgres #827, #1195): during an outage the waiting queries would outlive their requests. A short, capped,
 * jittered delay fails them within a second while the database is away, and reconnects within one when it is back.
 */
export function reconnectDelaySeconds(failures: number): number {
  return Math.min(0.05 * 2 ** failures, 0.25) * (0.5 + Math.random() / 2);
}

/** The advisory lock key of the start-up work (any constant; 'firm' in ASCII). */
const STARTUP_LOCK_KEY = 0x6669726d;

function migrationsFolder(): string {
  // src/platform/database/database.ts in development and tests, dist/server.js once built.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === 'database'
    ? path.resolve(here, '../../../drizzle')
    : path.resolve(here, '../drizzle');
}

/** A real Postgres server, for production and for the Postgres leg of the test suite. */
export function openPostgres(url: string): Database {
  // Each pool names its connections, so that pg_stat_activity tells this instance's apart (`poolUse`).
  const applicationName = `firm-api-${randomBytes(6).toString('hex')}`;
  const client = postgres(url, {
    max: POOL_MAX,
    // A connection that cannot be opened within 3 s fails its query (a 503, error-handler.ts): during an outage
    // every request answers within seconds instead of waiting on postgres.js's default of 30.
    connect_timeout: 3,
    backoff: reconnectDelaySeconds,
    connection: { application_name: applicationName },
    onnotice: () => {},
  });
  const db = drizzlePostgres(client, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: migrationsFolder() }),
    async whileStartingAlone(work) {
      // A session-level lock lives on one connection: this one is kept aside while the work runs on the pool.
      const lock = await client.reserve();
      try {
        await lock`select pg_advisory_lock(${STARTUP_LOCK_KEY})`;
        try {
          return await work();
        } finally {
          await lock`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`;
        }
      } finally {
        lock.release();
      }
    },
    async poolUse() {
      // The query asking is one of the busy connections: not counted.
      const [row] = await client<{ open: number; busy: number }[]>`
        select count(*)::int as open, (count(*) filter (where state = 'active') - 1)::int as busy
        from pg_stat_activity where application_name = ${applicationName}`;
      return { open: row?.open ?? 0, busy: Math.max(0, row?.busy ?? 0), max: POOL_MAX };
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Embedded Postgres (PGlite), in a data directory or in memory. */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    whileStartingAlone: (work) => work(),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir));
}

/** DATABASE_URL selects a real Postgres; without it the data lives in PGlite under the data directory. */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl))
    : openPglite(options.dataDir);
}
