import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
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
  }
}

/** Demo reports per sellable type in every test database; a real first start seeds ten. */
export const TEST_DEMO_REPORTS_PER_TYPE = 3;

export interface TestDatabase extends Database {
  /** The connection string, on the Postgres leg, for a process of its own (the CLI). */
  url?: string;
}

let template: Promise<PGlite> | undefined;
let sharedFiles: Promise<{ dir: string; files: FileStore }> | undefined;
/** Each demo PDF is rendered once per worker, however many Postgres databases are seeded. */
const demoReportCache = new Map<string, Promise<DemoReportFile | null>>();

/**
 * The file store behind every test database of this worker. Sharing it is safe: files are stored under their
 * SHA-256, so two databases never disagree about a key. It lies in the run's directory, which the global setup
 * removes at the end; a suite without that setup (another package using these helpers) gets a directory of its
 * own, removed when the worker exits, if it exits normally.
 */
export function testFileStore(): Promise<{ dir: string; files: FileStore }> {
  sharedFiles ??= (async () => {
    // Undefined in a suite without the global setup, whatever the type says.
    const runRoot = inject('testFilesRoot') as string | undefined;
    const dir = await mkdtemp(path.join(runRoot ?? tmpdir(), 'firm-files-'));
    if (!runRoot) process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return { dir, files: createFileStore(dir) };
  })();
  return sharedFiles;
}

async function seed(database: Database): Promise<void> {
  const { files } = await testFileStore();
  await seedDatabase(database.db, TEST_ACCOUNTS, {
    files,
    demoReports: { reportsPerType: TEST_DEMO_REPORTS_PER_TYPE, cache: demoReportCache },
    // Tests place the orders they look at: the first is SO-<year>-001001, and every total is theirs.
    demoOrders: false,
  });
}

/** One migrated and seeded PGlite per worker; each test database is a clone of it (about 0.5 s instead of 3 s). */
async function pgliteTemplate(): Promise<PGlite> {
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate();
  await seed(database);
  return client;
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `firm_test_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  await seed(database);
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
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    return createPostgresDatabase(url);
  }
  template ??= pgliteTemplate();
  // clone() is typed as the interface, but answers a full PGlite instance.
  const clone = (await (await template).clone()) as PGlite;
  return wrapPglite(clone);
}
