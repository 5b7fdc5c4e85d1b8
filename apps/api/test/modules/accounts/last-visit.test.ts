import { LastVisitResponseSchema, LibraryResponseSchema } from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, subscribe } from '../../support/report-fixtures.js';

const clock = createTestClock(new Date(Math.floor(Date.now() / 1000) * 1000));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const { tenantId } = await addOrganisation(t.database.db, 'Visits Ltd', ['reader@visits.test']);
  await subscribe(t.database.db, tenantId, 'Coffee Weekly Report');
});
afterAll(async () => {
  await t.close();
});

async function lastVisit(headers: { authorization: string }) {
  const response = await t.app.inject({ method: 'GET', url: '/api/accounts/last-visit/', headers });
  expect(response.statusCode, response.body).toBe(200);
  return LastVisitResponseSchema.parse(response.json()).data.previous_visit_at;
}

describe('the previous visit (issue 42: what is new since)', () => {
  it('is none on a first sign-in, then the start of the sign-in before the current one', async () => {
    const first = await bearerHeaders(t.app, 'reader@visits.test');
    const firstAt = clock.now();
    expect(await lastVisit(first)).toBeNull();

    clock.advance(60 * 60_000);
    const second = await bearerHeaders(t.app, 'reader@visits.test');
    expect(await lastVisit(second)).toBe(firstAt.toISOString());
  });

  it('gives each library report the moment it came in, to compare with the previous visit', async () => {
    const headers = await bearerHeaders(t.app, 'reader@visits.test');
    const library = LibraryResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/reports/report/acess/', headers })).json(),
    );
    const reports = library.data.flatMap((group) => group.reports);
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) expect(report.added_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses a visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/last-visit/' })).statusCode).toBe(401);
  });
});
