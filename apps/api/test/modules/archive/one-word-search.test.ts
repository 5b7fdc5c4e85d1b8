import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, reportTerms, reportTypes } from '../../../src/platform/database/schema.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import { allArchivePages } from '../../support/archive-pages.js';
import { addReport } from '../../support/report-fixtures.js';

let t: TestApp;

/**
 * Thirty reports in which 'drought' appears a different number of times, in the name, the summary or the content
 * (weights A, B, C), several with equal counts so that ties are broken by id. A one-word search reads its matches
 * and their ranks from report_terms (docs/decisions/018); it must order and count them exactly as ranking every
 * matching report's search vector with ts_rank_cd does.
 */
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.delete(reports);
  for (let index = 0; index < 30; index += 1) {
    const times = index % 7;
    await addReport(db, t.files, {
      type: index % 2 ? 'Coffee Weekly Report' : 'Cocoa In-Depth Report',
      name: index % 5 === 0 ? `Drought watch ${index}` : `Market note ${index}`,
      summary: index % 3 === 0 ? `Rain and drought, note ${index}.` : `Rain and heat, note ${index}.`,
      content: `${'Dry weather and drought again. '.repeat(times)}Prices held, note ${index}.`,
    });
  }
});
afterAll(async () => {
  await t?.close();
});

/** The order and count of ranking the reports' whole search vectors, as a search of several words still does. */
async function rankedByVectors(word: string, typeName?: string) {
  const query = sql`websearch_to_tsquery('english', ${word})`;
  const rows = await t.database.db
    .select({ name: reports.name })
    .from(reports)
    .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
    .where(
      and(
        isNull(reports.unpublishedAt),
        sql`${reports.searchVector} @@ ${query}`,
        typeName ? eq(reportTypes.name, typeName) : undefined,
      ),
    )
    .orderBy(sql`ts_rank_cd(${reports.searchVector}, ${query}) desc`, asc(reports.id));
  return rows.map((row) => row.name);
}

/** Every page of a visitor's search. */
const allPages = (query: Record<string, string>) => allArchivePages(t.app, query);

describe('a search of one word (report_terms)', () => {
  it('orders and counts its matches exactly as ranking every matching report does, ties by id', async () => {
    const expected = await rankedByVectors('droughts');
    expect(expected.length).toBeGreaterThan(20);
    expect(await allPages({ pdf_search: 'droughts' })).toEqual({ names: expected, count: expected.length });
  });

  it('does so within one report type too', async () => {
    const expected = await rankedByVectors('drought', 'Coffee Weekly Report');
    expect(await allPages({ pdf_search: 'drought', report_type_name: 'Coffee Weekly Report' })).toEqual({
      names: expected,
      count: expected.length,
    });
  });

  it('follows a report whose words change, one unpublished, one published again and one deleted', async () => {
    const { db } = t.database;
    const before = await rankedByVectors('drought');
    const [last, first, second] = [before.at(-1)!, before[0]!, before[1]!];
    // The last match now says drought many times in its name and content: it moves up.
    await db
      .update(reports)
      .set({ name: 'Drought, drought', content: 'Drought. '.repeat(20) })
      .where(eq(reports.name, last));
    await db.update(reports).set({ unpublishedAt: new Date() }).where(eq(reports.name, first));
    await db.delete(reports).where(eq(reports.name, second));
    const after = await rankedByVectors('drought');
    expect(after[0]).toBe('Drought, drought');
    expect(after).not.toContain(first);
    expect(after).not.toContain(second);
    expect(await allPages({ pdf_search: 'drought' })).toEqual({ names: after, count: after.length });

    await db.update(reports).set({ unpublishedAt: null }).where(eq(reports.name, first));
    expect((await allPages({ pdf_search: 'drought' })).names).toContain(first);
  });

  it('keeps no terms of a deleted report', async () => {
    const { db } = t.database;
    const [row] = await db.select({ id: reports.id }).from(reports).limit(1);
    expect(await db.$count(reportTerms, eq(reportTerms.reportId, row!.id))).toBeGreaterThan(0);
    await db.delete(reports).where(eq(reports.id, row!.id));
    expect(await db.$count(reportTerms, eq(reportTerms.reportId, row!.id))).toBe(0);
  });
});
