import { afterEach, describe, expect, it } from 'vitest';
import { METRICS_TOKEN_MESSAGE } from '../../../src/platform/metrics/metrics-endpoint.js';
import { createTestApp, TEST_ACCOUNTS, TEST_METRICS_TOKEN, type TestApp } from '../../support/index.js';
import { VISITOR_INQUIRY } from '../../support/inquiries.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const scraper = { authorization: `Bearer ${TEST_METRICS_TOKEN}` };

/** A sample of Prometheus's text format: its metric's name, its labels and its value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labelText = '', value = ''] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key = '', text = '']) => [key, text]),
      );
      return { name, labels, value: Number(value) };
    });
}

/** The value of the sample of `name` whose labels include `labels`; 0 when there is none yet. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const sample = samples.find(
    (candidate) =>
      candidate.name === name &&
      Object.entries(labels).every(([key, value]) => candidate.labels[key] === value),
  );
  return sample?.value ?? 0;
}

async function scrape(app: TestApp): Promise<Sample[]> {
  const answer = await app.app.inject({ method: 'GET', url: '/metrics', headers: scraper });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return samplesOf(answer.body);
}

describe('GET /metrics (issue 45)', () => {
  it('answers only the metrics token: no token, a wrong one or a session of anyone is refused', async () => {
    t = await createTestApp();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/clientlogin/',
      payload: TEST_ACCOUNTS.admin,
    });
    const sessionToken = login.json<{ data: { access: string } }>().data.access;
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Bearer ${sessionToken}`,
      TEST_METRICS_TOKEN,
    ]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ status: false, message: METRICS_TOKEN_MESSAGE });
    }
  });

  it('is no route at all when no token is configured', async () => {
    t = await createTestApp({ metricsToken: undefined });
    const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: scraper });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('http_requests_total');
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    t = await createTestApp();
    const route = '/api/reports/elastic-search/';
    for (const words of ['coffee', 'sugar', 'cocoa'])
      await t.app.inject({ method: 'GET', url: `${route}?pdf_search=${words}` });
    await t.app.inject({ method: 'GET', url: `${route}?page=x` });
    await t.app.inject({ method: 'GET', url: '/api/no-such-call/42/' });

    const samples = await scrape(t);
    // Three searches under one label, however their URLs differ; a refused one apart by its status.
    expect(valueOf(samples, 'http_requests_total', { method: 'GET', route, status: '200' })).toBe(3);
    expect(valueOf(samples, 'http_requests_total', { method: 'GET', route, status: '400' })).toBe(1);
    expect(valueOf(samples, 'http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(valueOf(samples, 'http_request_duration_seconds_count', { method: 'GET', route })).toBe(4);
    expect(
      valueOf(samples, 'http_request_duration_seconds_bucket', { method: 'GET', route, le: '+Inf' }),
    ).toBe(4);
    // No sample names a URL's own words.
    expect(samples.some((sample) => Object.values(sample.labels).some((v) => v.includes('coffee')))).toBe(
      false,
    );
  });

  it("counts the caches' hits and misses", async () => {
    t = await createTestApp();
    const search = () =>
      t!.app.inject({ method: 'GET', url: '/api/reports/elastic-search/?pdf_search=coffee' });
    await search();
    const afterFirst = await scrape(t);
    await search();
    const afterSecond = await scrape(t);
    const lookups = (samples: Sample[], result: string) =>
      valueOf(samples, 'cache_lookups_total', { cache: 'archive_answers', result });
    expect(lookups(afterFirst, 'miss')).toBe(1);
    expect(lookups(afterFirst, 'hit')).toBe(0);
    expect(lookups(afterSecond, 'miss')).toBe(1);
    expect(lookups(afterSecond, 'hit')).toBe(1);
  });

  it("shows the job queue's depth and each job's outcome", async () => {
    t = await createTestApp();
    const before = await scrape(t);
    const due = (samples: Sample[]) => valueOf(samples, 'jobs_queued', { state: 'due' });
    // An inquiry queues two mails: to the firm and the visitor's acknowledgement.
    const answer = await t.app.inject({ method: 'POST', url: '/api/inquiries/', payload: VISITOR_INQUIRY });
    expect(answer.statusCode).toBe(201);
    const queued = await scrape(t);
    expect(due(queued)).toBe(due(before) + 2);

    await t.runJobs();
    const ran = await scrape(t);
    expect(due(ran)).toBe(0);
    const done = ran.filter(
      (sample) => sample.name === 'jobs_runs_total' && sample.labels.outcome === 'done',
    );
    expect(done.reduce((sum, sample) => sum + sample.value, 0)).toBeGreaterThanOrEqual(2);
    expect(valueOf(ran, 'jobs_queued', { state: 'failed' })).toBe(0);
  });

  it("reports the Postgres pool's use", async () => {
    t = await createTestApp();
    const database = t.database;
    if (database.kind !== 'postgres' || !database.poolUse) {
      // PGlite is one connection in the process: it has no pool to report.
      expect(database.poolUse).toBeUndefined();
      return;
    }
    t.services.metrics.watchPool(database.poolUse);
    const samples = await scrape(t);
    expect(valueOf(samples, 'db_pool_connections', { state: 'max' })).toBe(10);
    expect(valueOf(samples, 'db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'db_pool_connections', { state: 'busy' })).toBeGreaterThanOrEqual(0);
  });
});
