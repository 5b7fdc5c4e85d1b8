import { ARCHIVE_OPEN_PAGES, ArchiveResponseSchema, PAGE_SIZE } from '@firm/domain';
import autocannon from 'autocannon';

/**
 * Load on one URL with autocannon, every answer checked. autocannon's own histogram has no p95 (it reports p90,
 * p97.5 and p99), so the latency of every response is kept and the percentiles are taken from those.
 */

export interface LoadStats {
  connections: number;
  /** Completed requests, each one checked. */
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  /** Milliseconds, nearest-rank percentiles over every response. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** autocannon's own percentiles, to compare with: p90, p97.5 and p99. */
  autocannon: { p90: number; p97_5: number; p99: number };
}

/** The nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

/**
 * What is wrong with a visitor's answer to a first-page search matching `expected` reports, or null: it must be a
 * valid archive response, a full page (or all of them) and highlighted words in every result. Its count is what a
 * visitor can page through: the matches of the first pages, marked capped when there are more (decision 007).
 */
export function answerProblem(body: string, expected: number): string | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 200)}`;
  }
  const parsed = ArchiveResponseSchema.safeParse(json);
  if (!parsed.success) return `not an archive response: ${parsed.error.message.slice(0, 300)}`;
  const { count, count_capped: capped, results } = parsed.data.data;
  const listed = Math.min(expected, ARCHIVE_OPEN_PAGES * PAGE_SIZE);
  if (count !== listed) return `count ${count}, expected ${listed}`;
  if (capped !== expected > listed) return `count_capped ${capped} for ${expected} matches`;
  const page = Math.min(PAGE_SIZE, expected);
  if (results.length !== page) return `${results.length} results, expected ${page}`;
  const bare = results.find((result) => !result.highlights.some((highlight) => highlight.matches.length > 0));
  if (bare) return `report ${bare.id} ("${bare.report_name}") has no highlighted match`;
  return null;
}

/**
 * autocannon stops with requests still in the api (PGlite answers one at a time, so up to one per connection
 * waits in line). One more request, answered after those, lets the next run start on an idle server instead of
 * counting their wait as its first request's latency.
 */
async function drain(
  url: string,
  check: (body: string) => string | null,
  headers: Record<string, string> = {},
): Promise<void> {
  const response = await fetch(url, { headers });
  const problem = response.ok ? check(await response.text()) : `HTTP ${response.status}`;
  if (problem) throw new Error(`${url}: ${problem}`);
}

export async function runLoad(options: {
  url: string;
  connections: number;
  durationSeconds: number;
  /** Sent with every request, e.g. a signed-in staff member's Authorization. */
  headers?: Record<string, string>;
  /** Null for a good answer, else what is wrong with it. */
  check: (body: string) => string | null;
}): Promise<LoadStats> {
  const latencies: number[] = [];
  let firstProblem: string | null = null;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        headers: options.headers ?? {},
        timeout: 30,
        verifyBody: (body) => {
          const problem = options.check(typeof body === 'string' ? body : String(body));
          firstProblem ??= problem;
          return problem === null;
        },
      },
      // autocannon's callback types its error as any; it is only handed on.
      (error: Error | null, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });

  const failures = [
    result.errors > 0 && `${result.errors} connection errors`,
    result.timeouts > 0 && `${result.timeouts} timeouts`,
    result.non2xx > 0 && `${result.non2xx} non-2xx answers`,
    result.mismatches > 0 && `${result.mismatches} wrong answers (first: ${firstProblem})`,
    latencies.length === 0 && 'no answer at all',
  ].filter(Boolean);
  if (failures.length > 0) throw new Error(`${options.url}: ${failures.join(', ')}`);
  await drain(options.url, options.check, options.headers);

  latencies.sort((a, b) => a - b);
  return {
    connections: options.connections,
    requests: latencies.length,
    seconds: result.duration,
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1]!,
    autocannon: { p90: result.latency.p90, p97_5: result.latency.p97_5, p99: result.latency.p99 },
  };
}
