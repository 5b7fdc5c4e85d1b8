import { LibraryQueryMessages } from '@firm/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reports } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import {
  addOrganisation,
  addReport,
  FIXTURE_PASSWORD,
  reportTypeId,
  subscribe,
} from '../../support/report-fixtures.js';

let t: TestApp;
let ids: Record<string, number>;
let types: Record<string, number>;

/**
 * Twelve reports in three types. Roasters Ltd (owner ana@, then ben@ and cy@) subscribes to Coffee Weekly for
 * everyone, to Cocoa In-Depth for one seat, and had Sugar Weekly until last month.
 */
beforeEach(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.delete(reports);
  ids = {};
  for (let week = 1; week <= 10; week += 1) {
    const name = `Coffee Weekly ${String(week).padStart(2, '0')}`;
    ids[name] = await addReport(db, t.files, {
      type: 'Coffee Weekly Report',
      name,
      publishedAt: `2025-0${Math.min(week, 9)}-${String(10 + week).padStart(2, '0')}T00:00:00Z`,
    });
  }
  ids.cocoa = await addReport(db, t.files, {
    type: 'Cocoa In-Depth Report',
    name: 'Cocoa mid-crop outlook',
    summary: 'Arrivals in Côte d’Ivoire and grindings 100% explained',
    publishedAt: '2026-01-15T00:00:00Z',
  });
  ids.sugar = await addReport(db, t.files, {
    type: 'Sugar Weekly Report',
    name: 'Sugar and ethanol parity',
    publishedAt: null,
  });
  types = {
    coffee: await reportTypeId(db, 'Coffee Weekly Report'),
    cocoa: await reportTypeId(db, 'Cocoa In-Depth Report'),
    sugar: await reportTypeId(db, 'Sugar Weekly Report'),
  };
  const roasters = await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test', 'ben@roasters.test']);
  await subscribe(db, roasters.tenantId, 'Coffee Weekly Report');
  await subscribe(db, roasters.tenantId, 'Cocoa In-Depth Report', {
    tier: 'subscription_price_for_single_user',
  });
  await subscribe(db, roasters.tenantId, 'Sugar Weekly Report', { expired: true });
});
afterEach(async () => {
  await t.close();
});

async function tokenOf(email: string, password = FIXTURE_PASSWORD): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: { email, password },
  });
  return (response.json().data as { access: string }).access;
}

async function library(email: string | null, query = '') {
  const headers = email ? { authorization: `Bearer ${await tokenOf(email)}` } : {};
  return t.app.inject({ method: 'GET', url: `/api/reports/report/acess/${query}`, headers });
}

const names = (body: { data: { reports: { report_name: string }[] }[] }) =>
  body.data.flatMap((group) => group.reports.map((report) => report.report_name));

describe('GET /api/reports/report/acess/', () => {
  it('lists every report, newest first, ten a page, grouped by type, with what the caller may open', async () => {
    const response = await library('ana@roasters.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(body.count).toBe(12);
    expect(body.report_access).toEqual([types.coffee!, types.cocoa!].sort((a, b) => a - b));
    expect(body.data.map((group: { report_type_name: string }) => group.report_type_name)).toEqual([
      'Cocoa In-Depth Report',
      'Coffee Weekly Report',
    ]);
    expect(names(body)).toHaveLength(10);
    expect(names(body)[0]).toBe('Cocoa mid-crop outlook');
    expect(names(body)[1]).toBe('Coffee Weekly 10');
    expect(body.data[0].reports[0]).toEqual({
      id: ids.cocoa,
      report_name: 'Cocoa mid-crop outlook',
      report_summary: 'Arrivals in Côte d’Ivoire and grindings 100% explained',
      published_at: '2026-01-15T00:00:00.000Z',
      total_word_count: expect.any(Number),
      report_type: types.cocoa,
      report_type_name: 'Cocoa In-Depth Report',
      bookmark_id: null,
      subscription_status: 'active',
      added_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const second = (await library('ana@roasters.test', '?page=2')).json();
    expect(names(second)).toEqual(['Coffee Weekly 01', 'Sugar and ethanol parity']);
    expect((await library('ana@roasters.test', '?page=3')).json()).toMatchObject({ data: [], count: 12 });
  });

  it('sorts A-Z and Z-A by name', async () => {
    expect(names((await library('ana@roasters.test', '?sort=a_z')).json()).slice(0, 3)).toEqual([
      'Cocoa mid-crop outlook',
      'Coffee Weekly 01',
      'Coffee Weekly 02',
    ]);
    expect(names((await library('ana@roasters.test', '?sort=z_a')).json()).slice(0, 2)).toEqual([
      'Sugar and ethanol parity',
      'Coffee Weekly 10',
    ]);
  });

  it('searches names and summaries, taking % literally', async () => {
    expect(names((await library('ana@roasters.test', '?search_query=ethanol')).json())).toEqual([
      'Sugar and ethanol parity',
    ]);
    expect(names((await library('ana@roasters.test', '?search_query=IVOIRE')).json())).toEqual([
      'Cocoa mid-crop outlook',
    ]);
    expect((await library('ana@roasters.test', '?search_query=100%25')).json().count).toBe(1);
    // A lone % matches only text holding one, not everything.
    expect((await library('ana@roasters.test', '?search_query=%25')).json().count).toBe(1);
  });

  it('shows one report when asked by its id, where an alert’s link leads (issue 42)', async () => {
    const all = (await library('ana@roasters.test', '?search_query=ethanol')).json();
    const id = all.data[0].reports[0].id as number;
    const one = (await library('ana@roasters.test', `?report=${id}`)).json();
    expect(one.count).toBe(1);
    expect(names(one)).toEqual(['Sugar and ethanol parity']);
    const refused = await library('ana@roasters.test', '?report=first');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: LibraryQueryMessages.report });
  });

  it('filters by report type and by subscription status (active, expire)', async () => {
    expect((await library('ana@roasters.test', `?report_type=${types.cocoa}`)).json().count).toBe(1);
    const active = (await library('ana@roasters.test', '?status=active')).json();
    expect(active.count).toBe(11);
    const expired = (await library('ana@roasters.test', '?status=expire')).json();
    expect(names(expired)).toEqual(['Sugar and ethanol parity']);
    expect(
      (await library('ana@roasters.test', `?status=expire&report_type=${types.coffee}`)).json().count,
    ).toBe(0);
  });

  it('gives access by seats: a single-user subscription covers the owner only', async () => {
    expect((await library('ben@roasters.test')).json().report_access).toEqual([types.coffee]);
  });

  it("tells each report's subscription state: active, expired (ended) or null (never subscribed)", async () => {
    await addReport(t.database.db, t.files, { type: 'Cotton Weekly Report', name: 'Cotton weather' });
    const statusOf = async (email: string, search: string) => {
      const body = (await library(email, `?search_query=${encodeURIComponent(search)}`)).json();
      return body.data[0].reports[0].subscription_status as unknown;
    };
    expect(await statusOf('ana@roasters.test', 'ethanol')).toBe('expired');
    expect(await statusOf('ana@roasters.test', 'Coffee Weekly 01')).toBe('active');
    expect(await statusOf('ana@roasters.test', 'Cotton weather')).toBeNull();
    // Without a seat on the single-user Cocoa subscription, the organisation's subscription is still active.
    expect(await statusOf('ben@roasters.test', 'mid-crop')).toBe('active');
    await addOrganisation(t.database.db, 'Other Co', ['eve@other.test']);
    expect(await statusOf('eve@other.test', 'ethanol')).toBeNull();
  });

  it('gives another organisation its own access only', async () => {
    await addOrganisation(t.database.db, 'Other Co', ['eve@other.test']);
    const body = (await library('eve@other.test')).json();
    expect(body.count).toBe(12);
    expect(body.report_access).toEqual([]);
  });

  it.each([
    ['?page=0', 'Page must be a whole number from 1.'],
    ['?status=paid', 'Status must be active or expire.'],
    ['?sort=newest', 'Sort must be a_z or z_a.'],
    [
      '?search_query=%20coffee',
      'Search may hold letters, digits, common punctuation and spaces, and may not start with a space.',
    ],
  ])('refuses %s with a clear message', async (query, message) => {
    const response = await library('ana@roasters.test', query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message });
  });

  it('refuses callers without a session (401) and admins (403)', async () => {
    expect((await library(null)).statusCode).toBe(401);
    const admin = await tokenOf(TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reports/report/acess/',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
