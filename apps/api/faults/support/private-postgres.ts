import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../test/support/ports.js';

const run = promisify(execFile);

/**
 * A Postgres server of the fault suite's own, on a free port in a temporary directory: the suite stops and starts
 * it as a crash or a restart would, which it may never do to the machine's shared server. Postgres refuses to run as
 * root, so as root (CI) it runs as the `postgres` user.
 */
export interface PrivatePostgres {
  /** The URL of its `postgres` database, to create the test's database in. */
  readonly adminUrl: string;
  /** A URL of database `name` on it. */
  urlOf(name: string): string;
  /** `fast` disconnects every client and stops cleanly; `immediate` stops as a crash would (recovery on start). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  remove(): Promise<void>;
}

/** Where initdb and pg_ctl are, or why the suite cannot run: it needs the server's own programs. */
export async function postgresPrograms(): Promise<{ bindir: string } | { missing: string }> {
  try {
    const { stdout } = await run('pg_config', ['--bindir']);
    const bindir = stdout.trim();
    await run(path.join(bindir, 'pg_ctl'), ['--version']);
    return { bindir };
  } catch (error) {
    return { missing: `no Postgres server programs (pg_config --bindir, pg_ctl): ${String(error)}` };
  }
}

export async function startPrivatePostgres(bindir: string): Promise<PrivatePostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'firm-faults-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chmod(dir, 0o777);
  /** A server program, run as `postgres` when this process is root. */
  const program = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bindir, name), ...args])
      : run(path.join(bindir, name), args);

  await program('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = async () => {
    await program('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await program('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  };
  await start();
  const urlOf = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    adminUrl: urlOf('postgres'),
    urlOf,
    stop,
    start,
    async remove() {
      await stop('immediate').catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
