import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, reportTypes } from '../../../src/platform/database/schema.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import { allArchivePages } from '../../support/archive-pages.js';
import { addReport } from '../../support/report-fixtures.js';

let t: TestApp;

/**
 * Forty reports holding 'frost', 'damage', 'rain' and 'cocoa' different numbers of times, some with the phrase
 * "frost damage in Minas Gerais", some with the words apart. Searches of several words, OR, negations and phrases
 * read their matches and ranks from report_terms (docs/decisions/039): they must match exactly the reports the
 * search vectors match, ranked by the sum of each asked word's rank, ties by id.
 */
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.delete(reports);
  for (let index = 0; index < 40; index += 1) {
    const phrase = index % 4 === 0 ? 'Frost damage in Minas Gerais was reported. ' : '';
    const apart = index % 4 === 1 ? 'Frost in Minas and damage in Gerais. ' : '';
    await addReport(db, t.files, {
      type: index % 2 ? 'Coffee Weekly Report' : 'Cocoa In-Depth Report',
      name: `Note ${index}`,
      summary: index % 3 === 0 ? `Rain, note ${index}.` : `Heat, note ${index}.`,
      content:
        phrase +
        apart +
        'Frost again. '.repeat(index % 5) +
        'Damage to the trees. '.repeat(index % 3) +
        'Cocoa arrivals. '.repeat(index % 6) +
        `Prices held, note ${index}.`,
    });
  }
});
afterAll(async () => {
  await t?.close();
});

/** Every page of a visitor's search. */
const allPages = (query: Record<string, string>) => allArchivePages(t.app, query);

/** A part of a search a report may match (an OR's), and the words whose ranks it adds when it does. */
type Part = [part: string, words: string[]];

/**
 * The reports the search vectors match, ranked by the sum, over the `parts` each matches, of their words' own ranks
 * over the whole vectors (ts_rank_cd of each word alone), ties by id.
 */
async function matchedByVectors(search: string, parts: Part[], typeName?: string) {
  const query = sql`websearch_to_tsquery('english', ${search})`;
  const score = sql.join(
    parts.map(
      ([part, words]) =>
        sql`case when ${reports.searchVector} @@ websearch_to_tsquery('english', ${part}) then ${sql.join(
          words.map(
            (word) => sql`ts_rank_cd(${reports.searchVector}, to_tsquery('english', ${word}))::float8`,
          ),
          sql` + `,
        )} else 0 end`,
    ),
    sql` + `,
  );
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
    .orderBy(sql`(${score}) desc`, asc(reports.id));
  return rows.map((row) => row.name);
}

/** A search all of whose words count where it matches. */
const whole = (search: string, words: string[]): Part[] => [[search, words]];

describe('a search of several words, OR, negation or a phrase (report_terms)', () => {
  it.each<[string, string, Part[]]>([
    ['two words', 'frost damage', whole('frost damage', ['frost', 'damage'])],
    [
      'four words',
      'frost damage cocoa rain',
      whole('frost damage cocoa rain', ['frost', 'damage', 'cocoa', 'rain']),
    ],
    [
      'OR',
      'rain or cocoa',
      [
        ['rain', ['rain']],
        ['cocoa', ['cocoa']],
      ],
    ],
    ['a negation', 'frost -cocoa', whole('frost', ['frost'])],
    ['a phrase', '"frost damage in Minas Gerais"', whole('frost', ['frost', 'damage', 'minas', 'gerais'])],
    ['a phrase and a negation', '"frost damage" -rain', whole('frost', ['frost', 'damage'])],
    // Two words next to each other: their pair in report_word_pairs decides, with no vector read.
    ['a phrase of two words', '"minas gerais"', whole('minas', ['minas', 'gerais'])],
    ['a phrase of two words over a full stop', '"arrivals cocoa"', whole('arrivals', ['arrivals', 'cocoa'])],
    // A common word left out between them: no pair is known, the vectors decide.
    ['a phrase with a gap', '"damage in Minas"', whole('damage', ['damage', 'minas'])],
    [
      'OR of a word and a phrase',
      'cocoa or "minas gerais"',
      [
        ['cocoa', ['cocoa']],
        ['"minas gerais"', ['minas', 'gerais']],
      ],
    ],
  ])('%s: matches and counts what the vectors match, ranked by its words', async (_label, words, parts) => {
    const expected = await matchedByVectors(words, parts);
    expect(expected.length).toBeGreaterThan(0);
    expect(await allPages({ pdf_search: words })).toEqual({ names: expected, count: expected.length });
  });

  it('keeps a phrase’s words in their order: the same words apart do not match', async () => {
    const phrase = await allPages({ pdf_search: '"frost damage in Minas Gerais"' });
    const words = await allPages({ pdf_search: 'frost damage minas gerais' });
    expect(phrase.count).toBe(10);
    expect(words.count).toBe(20);
  });

  it('keeps report_word_pairs as the vectors are: after a report is added, changed and deleted', async () => {
    const { db } = t.database;
    const unlike = async () => {
      const derived = sql`select p.* from reports r, report_word_pairs_of(r.id, r.search_vector) p`;
      const kept = sql`select * from report_word_pairs`;
      const [row] = await db
        .select({
          differences: sql<number>`(select count(*) from (${derived} except ${kept}) as missing) +
            (select count(*) from (${kept} except ${derived}) as extra)`.mapWith(Number),
        })
        .from(sql`(select 1) as one`);
      return row!.differences;
    };
    expect(await unlike()).toBe(0);
    const [changed] = await db.select({ id: reports.id }).from(reports).where(eq(reports.name, 'Note 0'));
    await db
      .update(reports)
      .set({ content: 'Gerais Minas, in another order. Damage frost.' })
      .where(eq(reports.id, changed!.id));
    expect(await unlike()).toBe(0);
    await db.delete(reports).where(eq(reports.name, 'Note 1'));
    expect(await unlike()).toBe(0);
    const phrase = await allPages({ pdf_search: '"minas gerais"' });
    expect(phrase.names).not.toContain('Note 0');
    expect(await allPages({ pdf_search: '"gerais minas"' })).toEqual({ names: ['Note 0'], count: 1 });
  });

  it('does so within one report type, and sorted by name', async () => {
    const frostDamage = whole('frost damage', ['frost', 'damage']);
    const expected = await matchedByVectors('frost damage', frostDamage, 'Coffee Weekly Report');
    expect(await allPages({ pdf_search: 'frost damage', report_type_name: 'Coffee Weekly Report' })).toEqual({
      names: expected,
      count: expected.length,
    });
    const all = await matchedByVectors('frost damage', frostDamage);
    const byName = await t.database.db
      .select({ name: reports.name })
      .from(reports)
      .where(sql`${reports.name} in ${all}`)
      .orderBy(asc(reports.name), asc(reports.id));
    expect((await allPages({ pdf_search: 'frost damage', sort: 'name_asc' })).names).toEqual(
      byName.map((row) => row.name),
    );
  });
});
