import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadStats } from './load.js';
import type { BenchConfig, Leg, SeedTimings } from './protocol.js';

/** The benchmark's results, and how they read: a plain-text table per leg, and JSON for keeping. */

export interface QueryResult {
  id: string;
  kind: string;
  text: string;
  /** Reports the query matches (the answer's count, checked against the corpus). */
  matches: number;
  /** One connection: the latency one user sees. */
  latency: LoadStats;
  /** BenchConfig.connections at once: how much the api serves. */
  throughput: LoadStats;
  p95TargetMs: number;
  met: boolean;
}

export interface MemorySnapshot {
  /** process.memoryUsage() of the api process. */
  usage: NodeJS.MemoryUsage;
  /** VmRSS and VmHWM from /proc, bytes. */
  rss: number | null;
  peak: number | null;
}

export type LegResult =
  | {
      leg: Leg;
      status: 'done';
      serverVersion: string;
      totalWords: number;
      timings: SeedTimings;
      memory: {
        /** The idle server right after the archive was built (after a gc). */
        afterSeeding: MemorySnapshot;
        /** After every query's load: its peak is the peak while serving, when it could be reset. */
        afterLoad: MemorySnapshot;
        peakWhileSeeding: number | null;
        peakWhileServing: number | null;
      };
      queries: QueryResult[];
    }
  | { leg: Leg; status: 'skipped'; reason: string }
  | { leg: Leg; status: 'failed'; error: string };

export interface RunResult {
  startedAt: string;
  environment: {
    node: string;
    platform: string;
    cpus: number;
    cpuModel: string;
    memoryBytes: number;
    /** 1, 5 and 15 minute load averages when the run started and ended: other work on the machine shows here. */
    loadAverage: { start: number[]; end: number[] };
  };
  config: Omit<BenchConfig, 'databaseUrl'>;
  legs: LegResult[];
}

const LEG_NAMES: Record<Leg, string> = {
  pglite: 'PGlite (embedded, in the api process)',
  postgres: 'Postgres (server over TCP)',
};

export const ms = (value: number) => value.toFixed(1);
export const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const mib = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MiB`);
export const count = (value: number) => value.toLocaleString('en-US');
const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

export function table(header: string[], rows: string[][], leftAligned: number): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < leftAligned ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

function formatLeg(result: LegResult, config: RunResult['config']): string {
  const title = LEG_NAMES[result.leg];
  if (result.status === 'skipped') return `${title}: skipped. ${result.reason}`;
  if (result.status === 'failed') return `${title}: FAILED.\n${result.error}`;

  const { timings, memory } = result;
  const built = timings.generateMs + timings.insertMs + timings.analyzeMs;
  const rows = result.queries.map((query) => [
    `${query.kind}: ${query.text}`,
    count(query.matches),
    ms(query.latency.p50),
    ms(query.latency.p95),
    ms(query.latency.p99),
    query.latency.requestsPerSecond.toFixed(1),
    query.throughput.requestsPerSecond.toFixed(1),
    ms(query.throughput.p95),
    `${query.p95TargetMs} ms`,
    query.met ? 'met' : 'MISSED',
  ]);
  const connections = config.connections;
  const header = [
    'query',
    'matches',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s@1',
    `req/s@${connections}`,
    `p95 ms@${connections}`,
    'p95 target',
    'result',
  ];
  const peakServing =
    memory.peakWhileServing === null
      ? 'n/a (VmHWM could not be reset)'
      : `${mib(memory.peakWhileServing)} (VmHWM)`;
  return [
    `${title}: ${result.serverVersion.split(' on ')[0]}`,
    `  archive built in ${seconds(built)}: text generated ${seconds(timings.generateMs)}, inserted ${seconds(timings.insertMs)} (search vectors and GIN index included), ${config.vacuum ? 'VACUUM ANALYZE' : 'ANALYZE'} ${seconds(timings.analyzeMs)}`,
    '',
    table(header, rows, 1)
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n'),
    '',
    `  api process memory${result.leg === 'postgres' ? ' (the Postgres server is not counted)' : ''}:`,
    `    RSS idle after seeding ${mib(memory.afterSeeding.rss)}, heap used ${mib(memory.afterSeeding.usage.heapUsed)} of ${mib(memory.afterSeeding.usage.heapTotal)}`,
    `    peak RSS while building the archive ${mib(memory.peakWhileSeeding)} (VmHWM)`,
    `    peak RSS while serving ${peakServing}`,
    `    after the load: RSS ${mib(memory.afterLoad.rss)}, heap used ${mib(memory.afterLoad.usage.heapUsed)} of ${mib(memory.afterLoad.usage.heapTotal)}`,
  ].join('\n');
}

export function formatRun(run: RunResult): string {
  const { config, environment } = run;
  const words = run.legs.find((leg) => leg.status === 'done')?.totalWords;
  return [
    'Archive search benchmark: GET /api/reports/elastic-search/?pdf_search=...&page=1 (first page, 10 results)',
    `${count(config.reports)} reports of about ${count(config.words)} words${words ? ` (${count(words)} words in all)` : ''}; ` +
      `Node ${environment.node}, ${environment.platform}, ${environment.cpus} CPUs (${environment.cpuModel}), ${mib(environment.memoryBytes)} memory`,
    `Per query: ${config.warmupSeconds} s warm-up at ${config.connections} connections (not measured), then ` +
      `${config.durationSeconds} s at 1 connection (p50/p95/p99, req/s@1) and ${config.durationSeconds} s at ` +
      `${config.connections} connections (req/s@${config.connections}, p95 ms@${config.connections}).`,
    'Targets (p95 at 1 connection) are set for 2,000 reports; every answer was checked (count, 10 results, highlights).',
    `Load average (1/5/15 min) at start ${loads(environment.loadAverage.start)}, at end ${loads(environment.loadAverage.end)}.`,
    '',
    ...run.legs.flatMap((leg) => [formatLeg(leg, config), '']),
  ].join('\n');
}

export async function writeResults(run: object, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Arrays of numbers on one line, as prettier writes them, so `prettier --check` passes over the bench folder.
  const json = JSON.stringify(run, null, 2).replace(
    /\[\s+([-\d.]+(?:,\s+[-\d.]+)*)\s+\]/g,
    (_, numbers: string) => `[${numbers.split(/,\s*/).join(', ')}]`,
  );
  await writeFile(file, `${json}\n`);
}
