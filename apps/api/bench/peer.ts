import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { freePort } from '../test/support/ports.js';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

/**
 * The DRF peer of the side-by-side benchmark (../shared/anchors/drf, its README): Django REST Framework and Simple
 * JWT under gunicorn with 5 sync workers, on its own database on the same Postgres server, seeded from the product's
 * benchmark database (the same reports, a client subscribed to the same types). Debian packages only.
 */

export const PEER_CLIENT = { email: 'client@example.com', password: 'Cl1ent!pass' } as const;
export const PEER_PACKAGES =
  'apt-get install -y python3-django python3-djangorestframework python3-djangorestframework-simplejwt python3-psycopg2 gunicorn wrk';
const PYTHON = '/usr/bin/python3';
const GUNICORN_WORKERS = 5;

export interface Peer {
  origin: string;
  /** Its login script for wrk (a POST of EMAIL and PASSWORD). */
  loginScript: string;
  stop(): Promise<void>;
}

/** Why the peer cannot run here (a missing program or Python module), or null. */
export function peerUnavailable(peerDir: string): string | null {
  const check = spawnSync(
    PYTHON,
    ['-c', 'import django, rest_framework, rest_framework_simplejwt, psycopg2'],
    { stdio: 'ignore' },
  );
  if (check.status !== 0) return `the peer's Python packages are missing (${PEER_PACKAGES})`;
  if (spawnSync('gunicorn', ['--version'], { stdio: 'ignore' }).status !== 0)
    return `gunicorn is missing (${PEER_PACKAGES})`;
  if (spawnSync('test', ['-f', path.join(peerDir, 'manage.py')]).status !== 0)
    return `no DRF peer in ${peerDir} (set BENCH_PEER_DIR)`;
  return null;
}

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output.trim())
        : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

async function waitUntilAnswering(origin: string, server: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (server.exitCode !== null) throw new Error(`gunicorn exited with ${server.exitCode}`);
    try {
      await fetch(`${origin}/api/reports/elastic-search/?page=1&pdf_search=coffee`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the peer did not answer within 30 s');
}

/**
 * Copies the peer to a temporary directory, creates its database beside `productDatabaseUrl`'s, migrates it, seeds it
 * from the product's database and starts gunicorn on a free port.
 */
export async function startPeer(
  peerDir: string,
  productDatabaseUrl: string,
  log: (text: string) => void,
): Promise<Peer> {
  const product = new URL(productDatabaseUrl);
  const name = `anchor_drf_${process.pid}`;
  const admin = postgres({
    host: product.hostname,
    port: Number(product.port || 5432),
    user: product.username,
    database: 'postgres',
    max: 1,
    onnotice: () => {},
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'firm-bench-peer-'));
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await cp(peerDir, dir, { recursive: true });
    await admin.unsafe(`create database "${name}"`);
    const env = {
      ...process.env,
      PGHOST: product.hostname,
      PGPORT: product.port || '5432',
      PGUSER: product.username,
      PGDATABASE: name,
      SOURCE_DSN: `host=${product.hostname} port=${product.port || 5432} dbname=${product.pathname.slice(1)} user=${product.username}`,
    };
    log('peer: migrating its database');
    await run(PYTHON, ['manage.py', 'migrate'], { cwd: dir, env });
    log('peer: copying the reports and the client from the product database');
    log(`peer: ${await run(PYTHON, ['seed_from_product.py'], { cwd: dir, env })}`);
    const port = await freePort();
    server = spawn('gunicorn', ['-w', String(GUNICORN_WORKERS), '-b', `127.0.0.1:${port}`, 'anchor.wsgi'], {
      cwd: dir,
      env,
      stdio: 'ignore',
    });
    const origin = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(origin, server);
    return { origin, loginScript: path.join(dir, 'login.lua'), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
