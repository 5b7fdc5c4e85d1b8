import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN } from './admin-dataset.js';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { runLoad, type LoadStats } from './load.js';
import { benchConfig, LEGS, type BenchConfig, type Leg } from './protocol.js';
import { count, ms, seconds, table, writeResults } from './report.js';

/**
 * `pnpm bench:admin`: how fast the back office's lists answer (issue 16) with 10,000 orders and 5,000 reports. For
 * each leg it forks the api process over the generated dataset (serve.ts with 'admin', admin-dataset.ts), signs
 * in as the seeded staff admin and measures every list below at one connection, each answer checked. Exits
 * non-zero only when something is broken (an error answer, a wrong count), never for a slow list.
 */

const RESULTS_FILE = fileURLToPath(new URL('./results/admin-lists.json', import.meta.url));

interface ListCase {
  name: string;
  path: string;
  /** The count the answer must give, when the dataset fixes it; else any successful answer. */
  count?: (counts: Record<string, number>) => number;
}

const today = new Date();
const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);

const CASES: ListCase[] = [
  { name: 'overview', path: '/api/admin/overview/' },
  { name: 'orders, newest first', path: '/api/admin/orders/?page=1', count: (c) => c.orders! },
  { name: 'orders, last page', path: '/api/admin/orders/?page=400', count: (c) => c.orders! },
  { name: 'orders by status', path: '/api/admin/orders/?status=paid&page=1' },
  { name: 'orders by method, by total', path: '/api/admin/orders/?method=invoice&sort=total&direction=asc' },
  { name: 'orders of a quarter', path: `/api/admin/orders/?from=${daysAgo(180)}&to=${daysAgo(90)}` },
  { name: 'orders searched', path: '/api/admin/orders/?q=Bench%20Trading%2000420' },
  {
    name: 'orders CSV (paid, last 30 days)',
    path: `/api/admin/orders/export.csv?status=paid&from=${daysAgo(30)}`,
  },
  { name: 'reports, newest first', path: '/api/admin/reports/?page=1', count: (c) => c.reports! },
  { name: 'reports by name', path: '/api/admin/reports/?sort=name&direction=asc&page=100' },
  { name: 'reports searched', path: '/api/admin/reports/?q=frost' },
  { name: 'clients', path: '/api/admin/clients/?page=1', count: (c) => c.tenants! },
  { name: 'clients searched', path: '/api/admin/clients/?q=Bench%20Trading%200042' },
  { name: 'audit log', path: '/api/admin/audit/?page=1' },
];

interface CaseResult {
  name: string;
  path: string;
  count: number | null;
  latency: LoadStats | null;
  error: string | null;
}

type LegResult =
  | { leg: Leg; status: 'done'; serverVersion: string; seedMs: number; cases: CaseResult[] }
  | { leg: Leg; status: 'skipped'; reason: string }
  | { leg: Leg; status: 'failed'; error: string };

function progress(text: string): void {
  process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${text}\n`);
}

async function signIn(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/accounts/clientlogin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`the staff admin could not sign in: HTTP ${response.status}`);
  const body = (await response.json()) as { data: { access: string } };
  return { authorization: `Bearer ${body.data.access}` };
}

/** What is wrong with an answer, or null: JSON lists give their count, which must match the dataset's. */
function answerProblem(body: string, expected: number | undefined): string | null {
  if (!body.trimStart().startsWith('{')) return body.length > 0 ? null : 'an empty answer';
  let json: { count?: unknown };
  try {
    json = JSON.parse(body) as { count?: unknown };
  } catch {
    return `not JSON: ${body.slice(0, 200)}`;
  }
  if (expected !== undefined && json.count !== expected)
    return `count ${String(json.count)}, expected ${expected}`;
  return null;
}

async function measure(api: ApiProcess, config: BenchConfig, headers: Record<string, string>) {
  const results: CaseResult[] = [];
  for (const listCase of CASES) {
    const url = `${api.origin}${listCase.path}`;
    const expected = listCase.count?.(api.ready.expected);
    const check = (body: string) => answerProblem(body, expected);
    try {
      const response = await fetch(url, { headers });
      const body = await response.text();
      const problem = response.ok ? check(body) : `HTTP ${response.status}: ${body.slice(0, 200)}`;
      if (problem) throw new Error(problem);
      const listed = body.startsWith('{') ? (JSON.parse(body) as { count?: number }).count : undefined;
      progress(`${listCase.name}: warm-up, then ${config.durationSeconds} s at 1 connection`);
      await runLoad({ url, headers, connections: 1, durationSeconds: config.warmupSeconds, check });
      const latency = await runLoad({
        url,
        headers,
        connections: 1,
        durationSeconds: config.durationSeconds,
        check,
      });
      results.push({ name: listCase.name, path: listCase.path, count: listed ?? null, latency, error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      progress(`${listCase.name}: FAILED: ${message}`);
      results.push({ name: listCase.name, path: listCase.path, count: null, latency: null, error: message });
    }
  }
  return results;
}

async function runLeg(leg: Leg, config: BenchConfig): Promise<LegResult> {
  progress(`${leg}: seeding ${count(config.adminOrders)} orders and ${count(config.adminReports)} reports`);
  let api: ApiProcess | undefined;
  try {
    const started = await startApiProcess(leg, config, 'admin');
    if (started.status === 'skipped') return { leg, status: 'skipped', reason: started.reason };
    api = started.api;
    const { timings, serverVersion } = api.ready;
    const seedMs = timings.generateMs + timings.insertMs + timings.analyzeMs;
    progress(`${leg}: seeded in ${seconds(seedMs)}`);
    const cases = await measure(api, config, await signIn(api.origin));
    return { leg, status: 'done', serverVersion, seedMs, cases };
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    progress(`${leg}: FAILED: ${message}`);
    return { leg, status: 'failed', error: message };
  } finally {
    await api?.close();
  }
}

function formatLeg(result: LegResult): string {
  if (result.status === 'skipped') return `${result.leg}: skipped. ${result.reason}`;
  if (result.status === 'failed') return `${result.leg}: FAILED.\n${result.error}`;
  const rows = result.cases.map((item) =>
    item.latency
      ? [
          item.name,
          item.count === null ? '' : count(item.count),
          ms(item.latency.p50),
          ms(item.latency.p95),
          ms(item.latency.p99),
          item.latency.requestsPerSecond.toFixed(1),
        ]
      : [item.name, 'FAILED', item.error ?? '', '', '', ''],
  );
  return [
    `${result.leg}: ${result.serverVersion.split(' on ')[0]}; seeded in ${seconds(result.seedMs)}`,
    table(['list', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s@1'], rows, 1)
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n'),
  ].join('\n');
}

const config = benchConfig();
const loadAtStart = loadavg();
const legs: LegResult[] = [];
for (const leg of LEGS) legs.push(await runLeg(leg, config));
const run = {
  startedAt: today.toISOString(),
  environment: {
    node: process.version,
    cpus: cpus().length,
    loadAverage: { start: loadAtStart, end: loadavg() },
  },
  config: {
    orders: config.adminOrders,
    reports: config.adminReports,
    durationSeconds: config.durationSeconds,
  },
  legs,
};
process.stdout.write(
  [
    `Back-office lists: ${count(config.adminOrders)} orders, ${count(config.adminReports)} reports; ` +
      `per list ${config.warmupSeconds} s warm-up, then ${config.durationSeconds} s at 1 connection (every answer checked).`,
    `Load average at start ${loadAtStart.map((value) => value.toFixed(2)).join(' ')}, at end ${run.environment.loadAverage.end.map((value) => value.toFixed(2)).join(' ')}.`,
    '',
    ...legs.flatMap((leg) => [formatLeg(leg), '']),
  ].join('\n'),
);
await writeResults(run, RESULTS_FILE);
process.stdout.write(`Results also in ${RESULTS_FILE}\n`);
process.exitCode =
  legs.some((leg) => leg.status === 'failed') ||
  legs.some((leg) => leg.status === 'done' && leg.cases.some((item) => item.error !== null))
    ? 1
    : 0;
