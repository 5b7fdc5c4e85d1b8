import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { BENCH_QUERIES } from './corpus.js';
import { answerProblem, runLoad } from './load.js';
import { processMemory, resetPeak } from './memory.js';
import { benchConfig, LEGS, P95_TARGET_MS, type BenchConfig, type Leg } from './protocol.js';
import { formatRun, writeResults, type LegResult, type MemorySnapshot, type QueryResult } from './report.js';

/**
 * `pnpm bench`: the archive search benchmark. For each leg (PGlite, then Postgres) it forks an api process over
 * a freshly generated archive (serve.ts), loads it with each query of corpus.ts, checking every answer, and
 * prints p50/p95/p99 latency, requests per second and the api's memory; results/latest.json keeps the same.
 * Exits non-zero only when something is broken (a wrong answer, a crash), never for a missed target.
 */

const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));

function progress(text: string): void {
  process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${text}\n`);
}

async function snapshot(api: ApiProcess): Promise<MemorySnapshot> {
  const [usage, proc] = await Promise.all([api.memoryUsage(), processMemory(api.pid)]);
  return { usage, ...proc };
}

async function measureQueries(leg: Leg, api: ApiProcess, config: BenchConfig): Promise<QueryResult[]> {
  const results: QueryResult[] = [];
  for (const query of BENCH_QUERIES) {
    const expected = api.ready.expected[query.id] ?? 0;
    const search = new URLSearchParams({ pdf_search: query.text, page: '1' });
    const url = `${api.origin}/api/reports/elastic-search/?${search.toString()}`;
    const check = (body: string) => answerProblem(body, expected);

    // One request first, so a wrong answer stops the leg before any load.
    const response = await fetch(url);
    const problem = response.ok ? check(await response.text()) : `HTTP ${response.status}`;
    if (problem) throw new Error(`${query.kind} ${query.text}: ${problem}`);

    progress(`${leg}: ${query.kind} ${query.text} (${expected} matches): warm-up, latency, throughput`);
    await runLoad({ url, connections: config.connections, durationSeconds: config.warmupSeconds, check });
    const latency = await runLoad({ url, connections: 1, durationSeconds: config.durationSeconds, check });
    const throughput = await runLoad({
      url,
      connections: config.connections,
      durationSeconds: config.durationSeconds,
      check,
    });
    results.push({
      id: query.id,
      kind: query.kind,
      text: query.text,
      matches: expected,
      latency,
      throughput,
      p95TargetMs: P95_TARGET_MS[leg],
      met: latency.p95 <= P95_TARGET_MS[leg],
    });
  }
  return results;
}

async function runLeg(leg: Leg, config: BenchConfig): Promise<LegResult> {
  progress(`${leg}: building an archive of ${config.reports} reports of about ${config.words} words`);
  let api: ApiProcess | undefined;
  try {
    const started = await startApiProcess(leg, config);
    if (started.status === 'skipped') {
      progress(`${leg}: skipped: ${started.reason}`);
      return { leg, status: 'skipped', reason: started.reason };
    }
    api = started.api;
    const { timings, totalWords, serverVersion } = api.ready;
    progress(
      `${leg}: archive ready (generated ${Math.round(timings.generateMs)} ms, inserted ${Math.round(timings.insertMs)} ms)`,
    );
    const afterSeeding = await snapshot(api);
    // From here VmHWM is the peak while serving, if the kernel lets the runner reset it.
    const reset = await resetPeak(api.pid);
    const queries = await measureQueries(leg, api, config);
    const afterLoad = await snapshot(api);
    return {
      leg,
      status: 'done',
      serverVersion,
      totalWords,
      timings,
      memory: {
        afterSeeding,
        afterLoad,
        peakWhileSeeding: afterSeeding.peak,
        peakWhileServing: reset ? afterLoad.peak : null,
      },
      queries,
    };
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    progress(`${leg}: FAILED: ${message}`);
    return { leg, status: 'failed', error: message };
  } finally {
    await api?.close();
  }
}

const config = benchConfig();
const startedAt = new Date().toISOString();
const loadAtStart = loadavg();
const legs: LegResult[] = [];
for (const leg of LEGS) legs.push(await runLeg(leg, config));

const { databaseUrl: _databaseUrl, ...shown } = config;
const run = {
  startedAt,
  environment: {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryBytes: totalmem(),
    loadAverage: { start: loadAtStart, end: loadavg() },
  },
  config: shown,
  legs,
};
process.stdout.write(`\n${formatRun(run)}`);
await writeResults(run, RESULTS_FILE);
process.stdout.write(`Results also in ${RESULTS_FILE}\n`);
process.exitCode = legs.some((leg) => leg.status === 'failed') ? 1 : 0;
