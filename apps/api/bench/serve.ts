import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createFileStore } from '../src/platform/files/file-store.js';
import { createMailer } from '../src/platform/mail/transport.js';
import { createLogger } from '../src/platform/log.js';
import { buildApp } from '../src/app.js';
import { systemClock } from '../src/platform/clock.js';
import { createServices } from '../src/services.js';
import { openDatabase, type Database } from '../src/platform/database/database.js';
import { seedArchive } from './archive-dataset.js';
import { seedAdminDataset } from './admin-dataset.js';
import { benchConfig, isParentMessage, type ChildMessage, type Dataset, type Leg } from './protocol.js';

/**
 * The api process of one benchmark leg, forked by archive-search.ts (or admin-lists.ts, with 'admin' as the second
 * argument) with the leg as its argument: a fresh
 * database (PGlite in a temporary directory, or a new database on the Postgres server), migrated like
 * src/server.ts does, holding the report catalogue and the generated archive; then the real app on a free
 * loopback port. It answers the runner's memory requests and removes the database when told to close, when the
 * runner goes away, and on failure.
 */

const leg = process.argv[2] as Leg;
const dataset = (process.argv[3] ?? 'archive') as Dataset;
const config = benchConfig();
/** Undone last first: the app, the database connection, then the database itself. */
const cleanups: (() => Promise<unknown>)[] = [];
let closing: Promise<void> | undefined;

function send(message: ChildMessage): void {
  if (!process.send) throw new Error('serve.ts runs as a child process of archive-search.ts');
  process.send(message);
}

function close(code: number): Promise<void> {
  closing ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        process.stderr.write(`[${leg}] cleanup failed: ${String(error)}\n`);
      }
    }
    process.exit(code);
  })();
  return closing;
}

/** PGlite under a temporary directory, or a fresh database on the Postgres server; null if none is reachable. */
async function open(dir: string): Promise<Database | null> {
  if (leg === 'pglite') return openDatabase({ dataDir: dir });
  const admin = postgres(config.databaseUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await admin`select 1`;
  } catch (error) {
    await admin.end({ timeout: 1 });
    send({
      type: 'skipped',
      reason: `Postgres at ${config.databaseUrl} cannot be reached: ${String(error)}`,
    });
    return null;
  }
  const name = `firm_bench_${process.pid}`;
  await admin.unsafe(`create database "${name}"`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  });
  const url = new URL(config.databaseUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: dir });
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), `firm-bench-${leg}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const database = await open(dir);
  if (!database) return close(0);
  cleanups.push(() => database.close());
  await database.migrate();
  const [version] = await database.db
    .select({ version: sql<string>`version()` })
    .from(sql`(select 1) as one`);
  const { timings, expected, totalWords } =
    dataset === 'admin'
      ? await seedAdminDataset(database.db, config).then(({ timings, counts }) => ({
          timings,
          expected: { ...counts },
          totalWords: 0,
        }))
      : await seedArchive(database.db, config);

  const logger = createLogger('warn');
  const services = createServices({
    db: database.db,
    clock: systemClock,
    mailer: createMailer({ from: 'Benchmark <bench@localhost>', outboxDir: path.join(dir, 'outbox') }),
    files: createFileStore(path.join(dir, 'files')),
    payments: {},
    log: logger,
    config: { jwtSecret: randomBytes(32).toString('hex'), firmMailbox: 'bench@localhost' },
  });
  const app = await buildApp({
    services,
    loggerInstance: logger,
    loginRateLimitMax: 1_000_000,
    inquiryRateLimitMax: 1_000_000,
    accountRateLimitMax: 1_000_000,
    // The benchmark measures searching, not the limit on it.
    searchRateLimitMax: 1_000_000,
    addressSearchRateLimitMax: 1_000_000,
    visitorSearchRateLimitMax: 1_000_000,
  });
  cleanups.push(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app listens on no TCP port');

  // Seeding garbage is gone before the runner reads the memory of the idle server (gc is there: see --expose-gc).
  globalThis.gc?.();
  send({
    type: 'ready',
    port: address.port,
    timings,
    expected,
    totalWords,
    serverVersion: version?.version ?? 'unknown',
  });
}

process.on('message', (message: unknown) => {
  if (!isParentMessage(message)) return;
  if (message.type === 'memory') send({ type: 'memory', id: message.id, usage: process.memoryUsage() });
  else void close(0);
});
// The runner is gone (finished, failed or killed): nothing will ask again, so the database goes.
process.on('disconnect', () => void close(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void close(1));

main().catch((error: unknown) => {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  if (process.connected) send({ type: 'error', message });
  void close(1);
});
