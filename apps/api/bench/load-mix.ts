import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { demoClientActions } from '../faults/support/demo-client.js';
import { startLoad, type Sample } from '../faults/support/load.js';
import { percentile } from './load.js';
import { processMemory } from './memory.js';
import { startProductProcess, stopProductProcess } from './product-process.js';

/**
 * `pnpm bench:load` (issue 45, point 2): one instance on Postgres with the demo content, under 64 connections for
 * 60 s mixing the catalogue, the archive search, the library, download links, downloads, the cart and checkout: every
 * answer must go well (a failure stops the run); prints the calls a second and p50/p99 by call. Then a steady rate for
 * ten minutes, printing the server's resident memory at its start, each minute and at its end.
 */

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);
const BURST_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const STEADY_MINUTES = Number(process.env.LOAD_STEADY_MINUTES ?? 10);
const STEADY_RATE = Number(process.env.LOAD_STEADY_RATE ?? 200);

function progress(text: string): void {
  process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${text}\n`);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls a second, p50 and p99 by call; throws on any answer that did not go well. */
function report(samples: Sample[], seconds: number): string {
  const failed = samples.filter((sample) => sample.status === null || sample.status >= 400);
  if (failed.length > 0) {
    const first = failed[0]!;
    throw new Error(
      `${failed.length} of ${samples.length} calls failed, the first: ${first.action} ${first.status ?? first.error} ${first.body.slice(0, 300)}`,
    );
  }
  const names = [...new Set(samples.map((sample) => sample.action))];
  const rows = names.map((name) => {
    const ms = samples
      .filter((sample) => sample.action === name)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
    return `| ${name.padEnd(13)} | ${String(Math.round(ms.length / seconds)).padStart(6)} | ${percentile(ms, 50).toFixed(1).padStart(7)} | ${percentile(ms, 99).toFixed(1).padStart(7)} |`;
  });
  return [
    `| call          | req/s  | p50 ms  | p99 ms  |`,
    `| ------------- | ------ | ------- | ------- |`,
    ...rows,
    `| all           | ${String(Math.round(samples.length / seconds)).padStart(6)} |         |         |`,
  ].join('\n');
}

const megabytes = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 2 ** 20).toFixed(0)} MiB`);

const database = `firm_load_${process.pid}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${database}`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'firm-load-'));
const url = new URL(serverUrl);
url.pathname = `/${database}`;
let server: ChildProcess | undefined;
try {
  progress(`one instance on ${database}, the demo content`);
  // The first start migrates and seeds the demo content.
  const started = await startProductProcess(
    {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      // Requests are not logged: the load measures the calls.
      LOG_LEVEL: 'warn',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PAYMENTS_PROVIDER: 'sandbox',
      // One address makes every call: the limits are measured elsewhere.
      LOGIN_RATE_LIMIT_MAX: '1000000',
      SEARCH_RATE_LIMIT_MAX: '1000000',
      VISITOR_SEARCH_RATE_LIMIT_MAX: '1000000',
      ADDRESS_SEARCH_RATE_LIMIT_MAX: '1000000',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ADMIN_DIST_DIR: path.join(dataDir, 'no-admin'),
    },
    { readyWithinMs: 120_000 },
  );
  server = started.process;
  const { origin } = started;
  const pid = server.pid!;
  const actions = await demoClientActions(origin);

  progress(`${CONNECTIONS} connections for ${BURST_SECONDS} s`);
  const burst = startLoad(origin, actions, { connections: CONNECTIONS, limitMs: 30_000 });
  await delay(BURST_SECONDS * 1000);
  const burstSamples = await burst.stop();
  process.stdout.write(
    `\n${CONNECTIONS} connections, ${BURST_SECONDS} s:\n${report(burstSamples, BURST_SECONDS)}\n`,
  );

  progress(`${STEADY_RATE} calls a second for ${STEADY_MINUTES} minutes`);
  const memory = [`start ${megabytes((await processMemory(pid)).rss)}`];
  const steady = startLoad(origin, actions, {
    connections: 16,
    limitMs: 30_000,
    ratePerSecond: STEADY_RATE,
  });
  for (let minute = 1; minute <= STEADY_MINUTES; minute += 1) {
    await delay(60_000);
    memory.push(`${minute} min ${megabytes((await processMemory(pid)).rss)}`);
  }
  const steadySamples = await steady.stop();
  const { peak } = await processMemory(pid);
  process.stdout.write(
    `\n${STEADY_RATE} calls a second, ${STEADY_MINUTES} minutes:\n${report(steadySamples, STEADY_MINUTES * 60)}\n` +
      `resident memory: ${memory.join(', ')}; peak ${megabytes(peak)}\n`,
  );
} finally {
  await stopProductProcess(server);
  await admin.unsafe(`drop database if exists ${database} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
