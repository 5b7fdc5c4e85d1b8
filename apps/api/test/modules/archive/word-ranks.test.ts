import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveRepository } from '../../../src/modules/archive/repository.js';
import { createWordRanks } from '../../../src/modules/archive/word-ranks.js';
import { reports } from '../../../src/platform/database/schema.js';
import { createTestDatabase, type TestDatabase } from '../../support/database.js';
import { reportTypeId } from '../../support/report-fixtures.js';

let database: TestDatabase;
let coffeeWeekly: number;

/** How many times report `index` holds word `word`: a fixed spread from none to eight, so ranks often tie. */
const timesOf = (index: number, word: number) => (index * (word + 3) + word * 7 + (index % (word + 5))) % 9;

const WORDS = ['frost', 'rain', 'cocoa', 'damage'];

/** A report row of the given content (the file is never read here). */
function reportRow(name: string, content: string) {
  return {
    reportTypeId: coffeeWeekly,
    name,
    summary: name,
    content,
    publishedAt: new Date('2025-06-02T00:00:00Z'),
    totalWordCount: content.split(/\s+/).length,
    wordFrequency: {},
    fileKey: `reports/${name}.pdf`,
    fileSha256: name,
    fileSize: 1,
  };
}

/** 300 reports holding four words different numbers of times, a third with the phrase "frost damage". */
beforeAll(async () => {
  database = await createTestDatabase();
  coffeeWeekly = await reportTypeId(database.db, 'Coffee Weekly Report');
  const rows = [];
  for (let index = 0; index < 300; index += 1) {
    const content = [
      ...WORDS.flatMap((word, at) => Array<string>(timesOf(index, at)).fill(`${word} held.`)),
      index % 3 === 0 ? 'Frost damage seen.' : '',
      'Prices steady.',
    ].join(' ');
    rows.push(reportRow(`Note ${index}`, content));
  }
  await database.db.insert(reports).values(rows);
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const parse = (pdfSearch: string) => archiveRepository.parse(database.db, { pdf_search: pdfSearch, page: 1 });

/** docs/decisions/039: searches of words, AND, OR and negations worked out in memory from each word's ranks. */
describe('a search worked out from its words’ ranks', () => {
  it.each([
    'frost',
    'frost rain',
    'frost rain cocoa damage',
    'frost or rain',
    'frost -rain',
    'cocoa or (frost rain) -damage',
    'frost or frost rain',
    'mealybug',
  ])('matches and orders %s as Postgres does, all of it or its first 101', async (pdfSearch) => {
    const search = await parse(pdfSearch);
    const wordRanks = createWordRanks({ db: database.db });
    const inPostgres = await archiveRepository.orderedMatches(database.db, search);
    expect(await wordRanks.matches(search.plan!, 'v1', 0)).toEqual(inPostgres);
    expect(await wordRanks.matches(search.plan!, 'v1', 0, 101)).toEqual(inPostgres.slice(0, 101));
  });

  it('leaves a phrase to Postgres', async () => {
    const wordRanks = createWordRanks({ db: database.db });
    expect(await wordRanks.matches((await parse('"frost damage" rain')).plan!, 'v1', 0)).toBeNull();
  });

  it('reads the most common words ahead, so that a search of them reads no word', async () => {
    const { db } = database;
    await db.execute(sql`analyze report_terms`);
    const common = await archiveRepository.commonLexemes(db);
    expect(common).toEqual(expect.arrayContaining(['frost', 'rain', 'cocoa', 'damag']));
    const lookups: boolean[] = [];
    const wordRanks = createWordRanks({
      db,
      metrics: { cacheLookups: (name) => (hit) => name === 'archive_word_ranks' && lookups.push(hit) },
    });
    // The first search reads the archive, and with it the common words.
    await wordRanks.matches((await parse('mealybug')).plan!, 'v1', 0);
    await wordRanks.readAhead();
    lookups.length = 0;
    const search = await parse('cocoa rain -damage');
    expect(await wordRanks.matches(search.plan!, 'v1', 0)).toEqual(
      await archiveRepository.orderedMatches(db, search),
    );
    expect(lookups).toEqual([true, true, true]);
  });

  it('reads the archive again at a new catalogue version, without unpublished reports', async () => {
    const { db } = database;
    const wordRanks = createWordRanks({ db });
    const search = await parse('frost');
    const [best] = (await wordRanks.matches(search.plan!, 'v1', 0))!;
    await db
      .update(reports)
      .set({ unpublishedAt: new Date('2025-07-01T00:00:00Z') })
      .where(eq(reports.id, best!.id));
    const [added] = await db
      .insert(reports)
      .values(reportRow('Note 300', 'Frost held. '.repeat(40)))
      .returning({ id: reports.id });

    // The kept archive and ranks answer until the catalogue's version changes.
    expect((await wordRanks.matches(search.plan!, 'v1', 0))![0]).toEqual(best);
    const now = (await wordRanks.matches(search.plan!, 'v2', 0))!;
    expect(now[0]!.id).toBe(added!.id);
    expect(now.map((match) => match.id)).not.toContain(best!.id);
    expect(now).toEqual(await archiveRepository.orderedMatches(db, search));
  });
});
