import { ArchiveResponseSchema, LibraryResponseSchema } from '@firm/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bookmarks,
  reports,
  reportTypes,
  seatAssignments,
  subscriptions,
} from '../../../src/platform/database/schema.js';
import { millisecondCeiling } from '../../../src/platform/database/millisecond-ceiling.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import {
  addOrganisation,
  addReport,
  FIXTURE_PASSWORD,
  reportTypeId,
  subscribe,
} from '../../support/report-fixtures.js';

let t: TestApp;
let roasters: { tenantId: string; userIds: string[] };
let coffee: number;
let cocoa: number;

/**
 * The library keeps what it read in memory while the database's versions say it is current (docs/decisions/018).
 * Every change here is made in the database directly, as another server or a staff tool would: the very next
 * answer must show it, and a subscription must open and close at its start and end on the clock.
 */
beforeEach(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.delete(reports);
  for (const [index, name] of ['Coffee frost outlook', 'Coffee harvest', 'Cocoa grindings'].entries()) {
    await addReport(db, t.files, {
      type: name.startsWith('Coffee') ? 'Coffee Weekly Report' : 'Cocoa In-Depth Report',
      name,
      publishedAt: `2026-0${index + 1}-01T00:00:00Z`,
    });
  }
  coffee = await reportTypeId(db, 'Coffee Weekly Report');
  cocoa = await reportTypeId(db, 'Cocoa In-Depth Report');
  roasters = await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test', 'ben@roasters.test']);
  await subscribe(db, roasters.tenantId, 'Coffee Weekly Report');
});
afterEach(async () => {
  await t.close();
});

const tokens = new Map<string, string>();
async function library(email: string, query = '') {
  if (!tokens.has(email)) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/clientlogin/',
      payload: { email, password: FIXTURE_PASSWORD },
    });
    tokens.set(email, (response.json().data as { access: string }).access);
  }
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reports/report/acess/${query}`,
    headers: { authorization: `Bearer ${tokens.get(email)}` },
  });
  expect(response.statusCode).toBe(200);
  return LibraryResponseSchema.parse(response.json());
}

const reportsOf = (body: Awaited<ReturnType<typeof library>>) => body.data.flatMap((group) => group.reports);
const names = (body: Awaited<ReturnType<typeof library>>) =>
  reportsOf(body).map((report) => report.report_name);

describe('the library follows every change at once', () => {
  afterEach(() => tokens.clear());

  it('of the reports: renamed, unpublished, added, and of a report type renamed', async () => {
    const { db } = t.database;
    expect(names(await library('ana@roasters.test'))).toEqual([
      'Cocoa grindings',
      'Coffee harvest',
      'Coffee frost outlook',
    ]);
    await db
      .update(reports)
      .set({ name: 'Coffee harvest, revised' })
      .where(eq(reports.name, 'Coffee harvest'));
    await db.update(reports).set({ unpublishedAt: new Date() }).where(eq(reports.name, 'Cocoa grindings'));
    await addReport(db, t.files, {
      type: 'Coffee Weekly Report',
      name: 'Coffee roasting margins',
      publishedAt: '2026-05-01T00:00:00Z',
    });
    await db.update(reportTypes).set({ name: 'Coffee Weekly' }).where(eq(reportTypes.id, coffee));

    const body = await library('ana@roasters.test');
    expect(body.count).toBe(3);
    expect(names(body)).toEqual([
      'Coffee roasting margins',
      'Coffee harvest, revised',
      'Coffee frost outlook',
    ]);
    expect(body.data.map((group) => group.report_type_name)).toEqual(['Coffee Weekly']);
  });

  it('of a subscription bought, a seat taken away and a tier lowered', async () => {
    const { db } = t.database;
    expect((await library('ben@roasters.test')).report_access).toEqual([coffee]);

    await subscribe(db, roasters.tenantId, 'Cocoa In-Depth Report');
    expect((await library('ben@roasters.test')).report_access).toEqual([coffee, cocoa].sort((a, b) => a - b));

    await db.delete(seatAssignments).where(and(eq(seatAssignments.userId, roasters.userIds[1]!)));
    expect((await library('ben@roasters.test')).report_access).toEqual([]);
    expect((await library('ana@roasters.test')).report_access).toEqual([coffee, cocoa].sort((a, b) => a - b));

    // One seat: the first seated (ana) keeps it.
    await db
      .update(subscriptions)
      .set({ tier: 'subscription_price_for_single_user' })
      .where(eq(subscriptions.tenantId, roasters.tenantId));
    expect((await library('ana@roasters.test')).report_access).toEqual([coffee, cocoa].sort((a, b) => a - b));
  });

  it("of the clock: a subscription's reports close at the moment it ends", async () => {
    // Postgres keeps microseconds; the clock moves by milliseconds: the first one at which it has ended.
    const [subscription] = await t.database.db
      .select({ endsAt: millisecondCeiling(subscriptions.endsAt) })
      .from(subscriptions)
      .where(eq(subscriptions.tenantId, roasters.tenantId));
    const endsAt = subscription!.endsAt.getTime();

    t.clock.set(new Date(endsAt - 1));
    const before = await library('ana@roasters.test');
    expect(before.report_access).toEqual([coffee]);
    expect(before.organisation_access).toEqual([coffee]);

    t.clock.set(new Date(endsAt));
    const after = await library('ana@roasters.test');
    expect(after.report_access).toEqual([]);
    expect(after.organisation_access).toEqual([]);
    expect(reportsOf(after).find((report) => report.report_name === 'Coffee harvest')).toMatchObject({
      subscription_status: 'expired',
    });
    expect((await library('ana@roasters.test', '?status=expire')).count).toBe(2);
  });

  it("of the user's bookmarks, and only theirs", async () => {
    const { db } = t.database;
    const harvest = reportsOf(await library('ana@roasters.test')).find(
      (report) => report.report_name === 'Coffee harvest',
    )!;
    expect(harvest.bookmark_id).toBeNull();
    const [bookmark] = await db
      .insert(bookmarks)
      .values({ userId: roasters.userIds[0]!, reportId: harvest.id })
      .returning({ id: bookmarks.id });

    const bookmarkOf = async (email: string) =>
      reportsOf(await library(email)).find((report) => report.id === harvest.id)!.bookmark_id;
    expect(await bookmarkOf('ana@roasters.test')).toBe(bookmark!.id);
    expect(await bookmarkOf('ben@roasters.test')).toBeNull();

    await db.delete(bookmarks).where(eq(bookmarks.id, bookmark!.id));
    expect(await bookmarkOf('ana@roasters.test')).toBeNull();
  });

  it("of the archive's answers too: what a client may open, and their bookmarks", async () => {
    const { db } = t.database;
    await library('ben@roasters.test');
    const search = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/reports/elastic-search/?pdf_search=harvest',
        headers: { authorization: `Bearer ${tokens.get('ben@roasters.test')}` },
      });
      expect(response.statusCode).toBe(200);
      const [result] = ArchiveResponseSchema.parse(response.json()).data.results;
      return result!;
    };
    const before = await search();
    expect(before).toMatchObject({ can_open: true, bookmark_id: null });

    const [bookmark] = await db
      .insert(bookmarks)
      .values({ userId: roasters.userIds[1]!, reportId: before.id })
      .returning({ id: bookmarks.id });
    expect(await search()).toMatchObject({ can_open: true, bookmark_id: bookmark!.id });

    await db.delete(seatAssignments).where(eq(seatAssignments.userId, roasters.userIds[1]!));
    expect(await search()).toMatchObject({ can_open: false });
  });

  it("of the archive's matches: a report added or unpublished, whichever spelling asks", async () => {
    const { db } = t.database;
    const search = async (word: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/reports/elastic-search/?pdf_search=${word}`,
      });
      expect(response.statusCode).toBe(200);
      const { data } = ArchiveResponseSchema.parse(response.json());
      return { count: data.count, names: data.results.map((result) => result.report_name) };
    };
    expect(await search('harvest')).toEqual({ count: 1, names: ['Coffee harvest'] });

    const added = await addReport(db, t.files, {
      type: 'Cocoa In-Depth Report',
      name: 'Cocoa harvest',
      summary: 'The harvest, the harvest and the harvest again.',
    });
    expect(await search('Harvests')).toEqual({ count: 2, names: ['Cocoa harvest', 'Coffee harvest'] });
    expect(await search('harvest')).toEqual({ count: 2, names: ['Cocoa harvest', 'Coffee harvest'] });

    await db.update(reports).set({ unpublishedAt: new Date() }).where(eq(reports.id, added));
    expect(await search('HARVEST')).toEqual({ count: 1, names: ['Coffee harvest'] });
  });
});
