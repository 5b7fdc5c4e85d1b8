import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { UsageError, type CliCommand, type CliIo, type OptionValues } from '../../src/cli/command.js';
import { openDatabase, type Database } from '../../src/platform/database/database.js';
import { seedReportTypes } from '../../src/demo/seed.js';
import { createTestDatabase, type TestDatabase } from './database.js';

const appRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The CLI as a person runs it: its own process, configured by `env` like the server, from the bundle the run built
 * of the current sources (global-setup.ts).
 */
export function runCli(env: NodeJS.ProcessEnv, args: readonly string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [inject('cliEntry'), ...args],
      { cwd: appRoot, env },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

export interface CliWorkspace {
  /** The CLI's DATA_DIR: its PGlite database (on the PGlite leg), files and mail outbox. */
  dataDir: string;
  /** Its database on the Postgres leg (the CLI's DATABASE_URL); undefined on the PGlite leg. */
  databaseUrl: string | undefined;
  outboxDir: string;
  /** The CLI as a person runs it: its own process, configured by the environment like the server. */
  run(...args: string[]): Promise<CliRun>;
  /**
   * The CLI's database in this process, for `work`, then closed again: PGlite's data directory takes one process
   * at a time, so the CLI must not run meanwhile.
   */
  withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A data directory for the CLI, with the report catalogue: on the Postgres leg (TEST_DB=postgres) the database is
 * a test database of its own, named to the CLI by DATABASE_URL; else PGlite under DATA_DIR.
 */
export async function createCliWorkspace(): Promise<CliWorkspace> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'firm-cli-'));
  const dataDir = path.join(workDir, 'data');
  const postgresDatabase: TestDatabase | undefined =
    process.env.TEST_DB === 'postgres' ? await createTestDatabase() : undefined;

  async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
    const database = await openDatabase({ databaseUrl: postgresDatabase?.url, dataDir });
    try {
      await database.migrate();
      await seedReportTypes(database.db);
      return await work(database);
    } finally {
      await database.close();
    }
  }

  return {
    dataDir,
    databaseUrl: postgresDatabase?.url,
    outboxDir: path.join(dataDir, 'outbox'),
    run(...args) {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
      delete env.DATABASE_URL;
      delete env.SMTP_URL;
      if (postgresDatabase?.url) env.DATABASE_URL = postgresDatabase.url;
      return runCli(env, args);
    },
    withDatabase,
    async close() {
      await postgresDatabase?.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

const refusingIo: CliIo = {
  print: () => {
    throw new Error('a refused command line prints nothing');
  },
  printError: () => {
    throw new Error('a refused command line prints nothing');
  },
};

/**
 * How a command answers a command line in this process, before it opens any database: the UsageError's message,
 * or 'accepted', or what else it threw.
 */
export function commandLineRefusal(
  command: CliCommand,
  positionals: string[],
  values: OptionValues = {},
): Promise<string> {
  return command.run({ values, positionals }, refusingIo).then(
    () => 'accepted',
    (error: unknown) => (error instanceof UsageError ? error.message : `not a usage error: ${String(error)}`),
  );
}
