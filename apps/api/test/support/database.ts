import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createFileStore, type FileStore } from '../../src/platform/files/file-store.js';
import { openPostgres, wrapPglite, type Database } from '../../src/platform/database/database.js';
import type { DemoReportFile } from '../../src/demo/demo-reports.js';
import { seedDatabase } from '../../src/demo/seed.js';
import { TEST_ACCOUNTS } from './accounts.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the workers of this run put their test file stores (see global-setup.ts). */
    testFilesRoot: string;
    /** The run's seeded database to copy (see global-setup.ts): a PGlite dump, or a Postgres database's name. */
    testDatabaseTemplate: TestDatabaseTemplate;
    /** The CLI bundled for this run (see global-setup.ts), run by support/cli.ts. */
    cliEntry: string;
  }
}

/** The run's seeded database to copy: a dump of a PGlite data directory, or a Postgres database's name. */
export type TestDatabaseTemplate = { kind: 'pglite'; dump: string } | { kind: 'postgres'; name: string };

/** Demo reports per sellable type in every test database; a real first start seeds ten. */
export const TEST_DEMO_REPORTS_PER_TYPE = 3;

export interface TestDatabase extends Database {
  /** The connection string, on the Postgres leg, for a process of its own (the CLI). */
  url?: string;
}

let template: Promise<Blob> | undefined;
let sharedFiles: Promise<{ dir: string; files: FileStore }> | undefined;
/** Each demo PDF is rendered once per worker, however many Postgres databases are seeded. */
const demoReportCache = new Map<string, Promise<DemoReportFile | null>>();

/** Undefined in a suite without the global setup, whatever the type says. */
const provided = <K extends 'testFilesRoot' | 'testDatabaseTemplate'>(key: K) =>
  inject(key) as ReturnType<typeof inject<K>> | undefined;

/**
 * The file store behind every test database of the run. Sharing it is safe: files are stored under their SHA-256,
 * so two databases never disagree about a key. It lies in the run's directory, which the global setup removes at
 * the end; a suite without that setup (another package using these helpers) gets a directory of its own, removed
 * when the worker exits, if it exits normally.
 */
export function testFileStore(): Promise<{ dir: string; files: FileStore }> {
  sharedFiles ??= (async () => {
    const runRoot = provided('testFilesRoot');
    if (runRoot) return sharedFileStore(runRoot);
    const dir = await mkdtemp(path.join(tmpdir(), 'firm-files-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return { dir, files: createFileStore(dir) };
  })();
  return sharedFiles;
}

/** The run's one file store, under the run's directory: the template's demo PDFs are there for every worker. */
export function sharedFileStore(runRoot: string): { dir: string; files: FileStore } {
  const dir = path.join(runRoot, 'files');
  return { dir, files: createFileStore(dir) };
}

/**
 * Migrates an empty database and seeds what every test database holds: the test accounts, the demo subscriptions
 * and TEST_DEMO_REPORTS_PER_TYPE demo reports per sellable type, their PDFs in `files`.
 */
export async function seedTestDatabase(database: Database, files: FileStore): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, TEST_ACCOUNTS, {
    files,
    demoReports: { reportsPerType: TEST_DEMO_REPORTS_PER_TYPE, cache: demoReportCache },
    // Tests place the orders they look at: the first is SO-<year>-001001, and every total is theirs.
    demoOrders: false,
  });
}

/**
 * The seeded PGlite every test database of this file starts from: the run's dump (made once by the global setup),
 * or, without the setup, one migrated and seeded here.
 */
async function pgliteTemplate(): Promise<Blob> {
  const given = provided('testDatabaseTemplate');
  if (given?.kind === 'pglite') return new Blob([await readFile(given.dump)]);
  const client = await PGlite.create();
  await seedTestDatabase(wrapPglite(client), (await testFileStore()).files);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `firm_test_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const given = provided('testDatabaseTemplate');
  // A copy of the run's seeded database when there is one (a fraction of a second), else migrated and seeded here.
  await admin.unsafe(
    given?.kind === 'postgres'
      ? `create database "${name}" template "${given.name}"`
      : `create database "${name}"`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A test's commits need not wait for the disk (a crash loses only a test's database): postgres.js passes the
  // parameter to the server with the connection. About a tenth of the Postgres leg's time.
  url.searchParams.set('synchronous_commit', 'off');
  const database = openPostgres(url.toString());
  if (given?.kind !== 'postgres') await seedTestDatabase(database, (await testFileStore()).files);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * A fresh, migrated database holding the test accounts, the demo subscriptions and TEST_DEMO_REPORTS_PER_TYPE
 * demo reports per sellable type (their PDFs in testFileStore()), private to the caller: PGlite by default, or a
 * new database on the Postgres server of TEST_DATABASE_URL when the suite runs its Postgres leg (TEST_DB=postgres).
 */
/**
 * Writes the template's seeded database as PGlite's data directory under `dataDir` (where openPglite looks), for a
 * CLI or server process started on it: it finds the database migrated and seeded instead of seeding it, which
 * renders every demo report and takes a minute on two cores.
 */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  template ??= pgliteTemplate();
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: await template });
  await client.close();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    return createPostgresDatabase(url);
  }
  template ??= pgliteTemplate();
  return wrapPglite(await PGlite.create({ loadDataDir: await template }));
}
