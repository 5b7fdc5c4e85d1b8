import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reports } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, addReport, FIXTURE_PASSWORD, subscribe } from '../../support/report-fixtures.js';

let t: TestApp;
let first: number;
let second: number;

beforeEach(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.delete(reports);
  first = await addReport(db, t.files, {
    type: 'Coffee Weekly Report',
    name: 'Arabica basis',
    publishedAt: '2025-03-05T00:00:00Z',
  });
  second = await addReport(db, t.files, {
    type: 'Sugar Weekly Report',
    name: 'Sugar freight',
    publishedAt: '2025-04-01T00:00:00Z',
  });
  const roasters = await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test', 'ben@roasters.test']);
  await subscribe(db, roasters.tenantId, 'Sugar Weekly Report', { expired: true });
  await addOrganisation(db, 'Other Co', ['eve@other.test']);
});
afterEach(async () => {
  await t.close();
});

async function as(email: string, password = FIXTURE_PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: { email, password },
  });
  const token = (response.json().data as { access: string }).access;
  const headers = { authorization: `Bearer ${token}` };
  return {
    headers,
    list: (query = '') => t.app.inject({ method: 'GET', url: `/api/reports/bookmarks/${query}`, headers }),
    add: (reportId: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports/bookmarks/',
        headers,
        payload: { report_id: reportId },
      }),
    remove: (id: string) => t.app.inject({ method: 'DELETE', url: `/api/reports/bookmarks/${id}/`, headers }),
  };
}

describe('/api/reports/bookmarks/', () => {
  it('adds, lists (newest bookmark first) and removes the caller’s bookmarks', async () => {
    const ana = await as('ana@roasters.test');
    const added = await ana.add(first);
    expect(added.statusCode).toBe(201);
    const { id } = added.json().data as { id: string };
    await ana.add(second);

    const list = (await ana.list()).json();
    expect(list.count).toBe(2);
    expect(list.data[1]).toEqual({
      id,
      report_id: first,
      report_name: 'Arabica basis',
      report_type: expect.any(Number),
      report_type_name: 'Coffee Weekly Report',
      published_at: '2025-03-05T00:00:00.000Z',
      report_summary: 'Arabica basis: prices, weather and positioning.',
      subscription_status: null,
    });

    // Bookmarking again answers the same bookmark.
    expect((await ana.add(first)).json().data.id).toBe(id);

    const library = await t.app.inject({
      method: 'GET',
      url: '/api/reports/report/acess/?search_query=Arabica',
      headers: ana.headers,
    });
    expect(library.json().data[0].reports[0].bookmark_id).toBe(id);

    expect((await ana.remove(id)).json()).toEqual({ status: true });
    expect((await ana.list()).json().count).toBe(1);
  });

  it('tells, as the library does, what the organisation may open and which subscriptions have ended', async () => {
    const { db } = t.database;
    const roasters = await addOrganisation(db, 'Grinders Ltd', ['gus@grinders.test']);
    await subscribe(db, roasters.tenantId, 'Coffee Weekly Report');
    await subscribe(db, roasters.tenantId, 'Sugar Weekly Report', { expired: true });
    const gus = await as('gus@grinders.test');
    await gus.add(first);
    await gus.add(second);
    const list = (await gus.list()).json();
    expect(list.report_access).toEqual([list.data[1].report_type]);
    expect(
      list.data.map((item: { report_name: string; subscription_status: string | null }) => [
        item.report_name,
        item.subscription_status,
      ]),
    ).toEqual([
      ['Sugar freight', 'expired'],
      ['Arabica basis', 'active'],
    ]);
    // Another organisation's subscriptions tell nothing about this one's.
    const eve = await as('eve@other.test');
    await eve.add(first);
    expect((await eve.list()).json()).toMatchObject({
      report_access: [],
      data: [{ subscription_status: null }],
    });
  });

  it('filters and pages like the library', async () => {
    const ana = await as('ana@roasters.test');
    await ana.add(first);
    await ana.add(second);
    expect((await ana.list('?search_query=freight')).json().count).toBe(1);
    expect(
      (await ana.list('?status=expire')).json().data.map((b: { report_id: number }) => b.report_id),
    ).toEqual([second]);
    expect((await ana.list('?sort=a_z')).json().data[0].report_name).toBe('Arabica basis');
    expect((await ana.list('?page=2')).json()).toMatchObject({ data: [], count: 2 });
  });

  it('keeps bookmarks private: colleagues and other organisations neither see nor remove them', async () => {
    const ana = await as('ana@roasters.test');
    const { id } = (await ana.add(first)).json().data as { id: string };
    const ben = await as('ben@roasters.test');
    const eve = await as('eve@other.test');
    expect((await ben.list()).json().count).toBe(0);
    expect((await eve.list()).json().count).toBe(0);
    expect((await eve.remove(id)).statusCode).toBe(404);
    expect((await ben.remove(id)).statusCode).toBe(404);
    expect((await ana.list()).json().count).toBe(1);
  });

  it('answers clearly for unknown reports, bad ids and unknown bookmarks', async () => {
    const ana = await as('ana@roasters.test');
    expect((await ana.add(999_999)).json()).toEqual({
      status: false,
      message: 'This report does not exist.',
    });
    expect((await ana.add('first')).json()).toMatchObject({
      status: false,
      message: 'Choose a report to bookmark.',
    });
    expect((await ana.remove('not-a-uuid')).json()).toEqual({
      status: false,
      message: 'This bookmark does not exist.',
    });
    expect((await ana.remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses callers without a session (401) and admins (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/bookmarks/' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/reports/bookmarks/', payload: { report_id: first } }))
        .statusCode,
    ).toBe(401);
    const admin = await as(TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
    expect((await admin.list()).statusCode).toBe(403);
    expect((await admin.add(first)).statusCode).toBe(403);
  });
});
