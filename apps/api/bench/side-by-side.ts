import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { demoRepository } from '../src/demo/repository.js';
import { DEMO_TENANT_NAME, seedAccounts, seedDemoSubscriptions } from '../src/demo/seed.js';
import { hashPassword } from '../src/modules/accounts/passwords.js';
import { openDatabase, type Db } from '../src/platform/database/database.js';
import { deleteRedisKeys } from '../test/support/redis.js';
import { archiveCorpus, seedArchive } from './archive-dataset.js';
import { BENCH_QUERIES, type Corpus } from './corpus.js';
import { timeImports } from './imports.js';
import { percentile } from './load.js';
import { processTreeMemory } from './memory.js';
import { startProductProcess, stopProductProcess, type ProductProcess } from './product-process.js';
import { MARKET_WORDS } from './vocabulary.js';
import { PEER_CLIENT, peerUnavailable, startPeer, type Peer } from './peer.js';
import { benchConfig } from './protocol.js';
import { runWrk, type WrkResult } from './wrk.js';

/**
 * `pnpm bench`: the calls issue 18 names, on this API and on its DRF peer (../shared/anchors/drf), one server under
 * load at a time, on one Postgres server with the same 2,000 reports: the library page, the archive search (a word in
 * nearly every report, a rare word, a phrase) and the login, measured with wrk. Prints the table of the issue.
 * Needs Postgres, Redis and wrk; the peer also its Debian packages (skipped, saying which, without them).
 */

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(appRoot, '../..');
const BENCH_CLIENT = { email: 'bench-client@softline.example', password: 'Bench#client-2026' } as const;
const BENCH_ADMIN = { email: 'bench-admin@softline.example', password: 'Bench#admin-2026' } as const;
const UNLIMITED = '1000000000';
/** The sign-in call's accounts, each signed in as in turn (login.lua), besides BENCH_CLIENT. */
const LOGIN_ACCOUNTS = 16;
const LOGIN_EMAIL_PATTERN = 'bench-login-%d@softline.example';

const config = benchConfig();
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 15);
const warmupSeconds = config.warmupSeconds;
const workers = Number(process.env.BENCH_WORKERS ?? cpus().length);
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const peerDir = path.resolve(process.env.BENCH_PEER_DIR ?? path.join(repoRoot, '../shared/anchors/drf'));
/** Reports imported one by one through the back office after the calls, each timed (0: none). */
const imports = Number(process.env.BENCH_IMPORTS ?? 20);
/**
 * A database to keep a copy of the seeded one in (BENCH_KEEP_DATABASE), and one such copy to start from instead of
 * seeding (BENCH_FROM_DATABASE, of the same BENCH_REPORTS and BENCH_WORDS): 20,000 reports take about 25 minutes to seed.
 */
const keepDatabase = databaseNameIn('BENCH_KEEP_DATABASE');
const fromDatabase = databaseNameIn('BENCH_FROM_DATABASE');

function databaseNameIn(variable: string): string | undefined {
  const name = process.env[variable];
  if (!name) return undefined;
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`${variable} must be a database name of a-z, 0-9 and _, not "${name}"`);
  return name;
}

function progress(text: string): void {
  process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${text}\n`);
}

interface Server {
  name: string;
  origin: string;
  /** The client whose token the library call carries. */
  credentials: { email: string; password: string };
  /** The sign-in call's wrk script and its environment. */
  login: { script: string; env: Record<string, string> };
}

interface Call {
  label: string;
  path: string;
  connections: number;
  signedIn?: boolean;
  login?: boolean;
  /** Asks a new spelling or page of a common word each time (search-words.lua): no answer is kept for it. */
  uncached?: boolean;
  /** Asks a new question of common words each time (search-queries.lua, with these of its variables). */
  questions?: { KIND: 'words' | 'or' | 'not' | 'phrase'; N?: string };
  /** Shown as the p50 at one connection rather than as requests per second. */
  latency?: boolean;
}

const queryText = (id: string) => BENCH_QUERIES.find((query) => query.id === id)!.text;
const search = (id: string) =>
  `/api/reports/elastic-search/?page=1&pdf_search=${encodeURIComponent(queryText(id))}`;
const CALLS: Call[] = [
  {
    label: 'library page 1, 64 connections',
    path: '/api/reports/report/acess/?page=1',
    connections: 64,
    signedIn: true,
  },
  {
    label: 'library page 1, 1 connection',
    path: '/api/reports/report/acess/?page=1',
    connections: 1,
    signedIn: true,
    latency: true,
  },
  { label: `search '${queryText('common')}', 16 connections`, path: search('common'), connections: 16 },
  {
    label: `search '${queryText('common')}', 1 connection`,
    path: search('common'),
    connections: 1,
    latency: true,
  },
  {
    label: 'search a common word, a new spelling or page each time, 16 connections',
    path: search('common'),
    connections: 16,
    uncached: true,
  },
  {
    label: 'search a common word, a new spelling or page each time, 1 connection',
    path: search('common'),
    connections: 1,
    latency: true,
    uncached: true,
  },
  ...(
    [
      ['two common words', { KIND: 'words', N: '2' }],
      ['four common words', { KIND: 'words', N: '4' }],
      ['a OR b', { KIND: 'or' }],
      ['a -b', { KIND: 'not' }],
      ['"a b" (a phrase)', { KIND: 'phrase' }],
    ] as const
  ).flatMap(([what, questions]): Call[] => [
    {
      label: `search ${what}, new each time, 1 connection`,
      path: search('common'),
      connections: 1,
      latency: true,
      questions,
    },
    {
      label: `search ${what}, new each time, 16 connections`,
      path: search('common'),
      connections: 16,
      questions,
    },
  ]),
  {
    label: `search '${queryText('rare')}', 1 connection`,
    path: search('rare'),
    connections: 1,
    latency: true,
  },
  {
    label: `search ${queryText('phrase')}, 1 connection`,
    path: search('phrase'),
    connections: 1,
    latency: true,
  },
  { label: 'login, 8 connections', path: '/api/accounts/clientlogin/', connections: 8, login: true },
  {
    label: 'login, 1 connection',
    path: '/api/accounts/clientlogin/',
    connections: 1,
    login: true,
    latency: true,
  },
];

/** BENCH_ONLY=<text>: only the calls whose label holds it (e.g. `login`, `prices`). */
const calls = CALLS.filter((call) => call.label.includes(process.env.BENCH_ONLY ?? ''));

/** The market words of the corpus that are one word (each in most reports), for the uncached search. */
const UNCACHED_WORDS = MARKET_WORDS.filter((word) => /^[a-z]+$/.test(word)).join(' ');
const UNCACHED_PAGES = 10;

/** Signs in at `origin` (a client, or the bench admin): its access token. */
async function accessToken(
  name: string,
  origin: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${origin}/api/accounts/clientlogin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { data?: { access?: string } };
  if (!response.ok || !body.data?.access)
    throw new Error(`${name}: ${credentials.email} cannot sign in (${response.status})`);
  return body.data.access;
}

async function measure(server: Server): Promise<Map<string, WrkResult>> {
  const token = await accessToken(server.name, server.origin, server.credentials);
  const results = new Map<string, WrkResult>();
  for (const call of calls) {
    const url = `${server.origin}${call.path}`;
    const headers = call.signedIn ? { authorization: `Bearer ${token}` } : undefined;
    if (!call.login) {
      // One request first: a wrong answer is a broken benchmark, not a fast one.
      const check = await fetch(url, { headers });
      const body = (await check.json()) as { status?: boolean };
      if (!check.ok || body.status !== true)
        throw new Error(`${server.name}: ${call.label} answered ${check.status}`);
    }
    progress(`${server.name}: ${call.label}`);
    const result = await runWrk(
      {
        url,
        connections: call.connections,
        durationSeconds,
        headers,
        ...(call.login
          ? {
              script: server.login.script,
              env: server.login.env,
            }
          : {}),
        ...(call.uncached
          ? {
              script: path.join(appRoot, 'bench/search-words.lua'),
              env: { WORDS: UNCACHED_WORDS, PAGES: String(UNCACHED_PAGES) },
            }
          : {}),
        ...(call.questions
          ? {
              script: path.join(appRoot, 'bench/search-queries.lua'),
              env: { WORDS: UNCACHED_WORDS, ...call.questions },
            }
          : {}),
      },
      warmupSeconds,
    );
    if (result.failures > 0)
      throw new Error(`${server.name}: ${call.label}: ${result.failures} failed requests\n${result.output}`);
    results.set(call.label, result);
  }
  return results;
}

function cell(result: WrkResult | undefined, call: Call): string {
  if (!result) return '–';
  const rate = `${Math.round(result.requestsPerSecond)} req/s`;
  const p50 = `p50 ${result.p50Ms.toFixed(1)} ms`;
  return call.latency ? `${p50}, ${rate}` : `${rate}, p99 ${result.p99Ms.toFixed(1)} ms`;
}

function table(ours: Map<string, WrkResult>, peer: Map<string, WrkResult> | null): string {
  const rows = calls.map((call) => {
    const a = ours.get(call.label);
    const b = peer?.get(call.label);
    return [
      call.label,
      cell(a, call),
      cell(b, call),
      a && b ? `${(a.requestsPerSecond / b.requestsPerSecond).toFixed(1)}×` : '',
    ];
  });
  const header = ['call', 'this API', 'the DRF peer', 'ratio (req/s)'];
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((text, index) => text.padEnd(widths[index]!)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

const MIB = 1024 * 1024;

/** The product's processes' resident memory after its calls, the caches filled by them: primary, then workers. */
async function memoryAfterCalls(pid: number): Promise<string> {
  const processes = await processTreeMemory(pid);
  const mib = processes.map(({ rss }) => (rss === null ? '?' : `${Math.round(rss / MIB)}`));
  return `resident memory after the calls (MiB): primary ${mib[0]}, workers ${mib.slice(1).join(', ') || 'none'}`;
}

/** The back office's import of `imports` more reports into the archive, one at a time: ms per report. */
async function importTimes(origin: string, corpus: Corpus): Promise<string> {
  const times = await timeImports({
    origin,
    token: await accessToken('this API', origin, BENCH_ADMIN),
    corpus,
    firstIndex: config.reports,
    count: imports,
  });
  const sorted = [...times].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  return `import of one report of about ${config.words} words (back-office upload, ${imports} in turn): median ${median.toFixed(0)} ms, mean ${mean.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`;
}

/** LOGIN_ACCOUNTS more people of the bench client's organisation, with its password. */
async function seedLoginAccounts(db: Db): Promise<void> {
  const tenantId = await demoRepository.findTenantByName(db, DEMO_TENANT_NAME);
  if (!tenantId) throw new Error('the bench client has no organisation');
  const passwordHash = await hashPassword(BENCH_CLIENT.password);
  for (let index = 0; index < LOGIN_ACCOUNTS; index += 1) {
    await demoRepository.insertUser(db, {
      tenantId,
      email: LOGIN_EMAIL_PATTERN.replace('%d', String(index)),
      firstName: 'Bench',
      lastName: `Reader ${index}`,
      passwordHash,
      userType: 'client',
      status: 'active',
      role: 'member',
    });
  }
}

/** This API on the bench database, as the peer runs: its workers, Redis for the counters, no request log. */
function startProduct(databaseUrl: string, dataDir: string, redisPrefix: string): Promise<ProductProcess> {
  return startProductProcess(
    {
      PATH: process.env.PATH,
      // Requests are not logged, as gunicorn's access log is off by default.
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      WEB_CONCURRENCY: String(workers),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      PAYMENTS_PROVIDER: 'sandbox',
      // The benchmark measures the calls, not the limits on them.
      LOGIN_RATE_LIMIT_MAX: UNLIMITED,
      SEARCH_RATE_LIMIT_MAX: UNLIMITED,
      VISITOR_SEARCH_RATE_LIMIT_MAX: UNLIMITED,
      ADDRESS_SEARCH_RATE_LIMIT_MAX: UNLIMITED,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ADMIN_DIST_DIR: path.join(dataDir, 'no-admin'),
    },
    { readyWithinMs: 60_000 },
  );
}

const databaseName = `firm_bench_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(config.databaseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const redisPrefix = `firm-bench:${process.pid}:`;
const admin = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });
const dataDir = await mkdtemp(path.join(tmpdir(), 'firm-bench-'));
let api: ChildProcess | undefined;
let peer: Peer | undefined;
let corpus: Corpus | undefined;
const notes: string[] = [];
try {
  if (fromDatabase) {
    progress(`this API: ${databaseName} copied from ${fromDatabase}`);
    await admin.unsafe(`create database "${databaseName}" template "${fromDatabase}"`);
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      corpus = await archiveCorpus(database.db, config);
    } finally {
      await database.close();
    }
  } else {
    await admin.unsafe(`create database "${databaseName}"`);
    progress(`this API: ${config.reports} reports of about ${config.words} words into ${databaseName}`);
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      await database.migrate();
      ({ corpus } = await seedArchive(database.db, config));
      await seedAccounts(database.db, { admin: BENCH_ADMIN, demoClient: BENCH_CLIENT });
      await seedDemoSubscriptions(database.db, new Date(), { orders: false });
      await seedLoginAccounts(database.db);
    } finally {
      await database.close();
    }
  }
  if (keepDatabase) {
    progress(`this API: the seeded database kept as ${keepDatabase}`);
    await admin.unsafe(`drop database if exists "${keepDatabase}" with (force)`);
    await admin.unsafe(`create database "${keepDatabase}" template "${databaseName}"`);
  }
  progress(`this API: starting ${workers} worker${workers === 1 ? '' : 's'}`);
  const started = await startProduct(databaseUrl, dataDir, redisPrefix);
  api = started.process;
  const ours = await measure({
    name: 'this API',
    origin: started.origin,
    credentials: BENCH_CLIENT,
    login: {
      script: path.join(appRoot, 'bench/login.lua'),
      env: {
        LOGIN_ACCOUNTS: String(LOGIN_ACCOUNTS),
        EMAIL_PATTERN: LOGIN_EMAIL_PATTERN,
        PASSWORD: BENCH_CLIENT.password,
      },
    },
  });
  notes.push(await memoryAfterCalls(api.pid!));
  await stopProductProcess(api);

  let theirs: Map<string, WrkResult> | null = null;
  const unavailable = peerUnavailable(peerDir);
  if (unavailable) {
    progress(`the DRF peer: skipped: ${unavailable}`);
  } else {
    peer = await startPeer(peerDir, databaseUrl, progress);
    theirs = await measure({
      name: 'the DRF peer',
      origin: peer.origin,
      credentials: PEER_CLIENT,
      login: { script: peer.loginScript, env: { EMAIL: PEER_CLIENT.email, PASSWORD: PEER_CLIENT.password } },
    });
  }
  if (imports > 0 && corpus) {
    // Last, after the peer copied the archive: the imported reports are the product's alone.
    progress(`this API: importing ${imports} reports through the back office`);
    const again = await startProduct(databaseUrl, dataDir, redisPrefix);
    api = again.process;
    notes.push(await importTimes(again.origin, corpus));
    await stopProductProcess(api);
  }
  process.stdout.write(
    `\n${config.reports} reports of about ${config.words} words, Postgres, wrk ${durationSeconds} s after ${warmupSeconds} s of warm-up; ` +
      `this API with ${workers} worker${workers === 1 ? '' : 's'}, the peer with gunicorn's 5; load average at the end ${loadavg()[0]!.toFixed(2)}\n\n` +
      `${table(ours, theirs)}\n\n${notes.map((note) => `this API: ${note}`).join('\n')}\n`,
  );
} finally {
  await stopProductProcess(api);
  await peer?.stop();
  await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
  await admin.end({ timeout: 5 });
  await deleteRedisKeys(redisPrefix, redisUrl);
  await rm(dataDir, { recursive: true, force: true });
}
