import { PAGE_SIZE, type ArchiveQuery } from '@firm/domain';
import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { bookmarks, reportPassages, reports, reportTypes } from '../../platform/database/schema.js';
import { headlineOptions, LESS_THAN, MARKERS } from './highlights.js';

const tsQueryOf = (search: string) => sql`websearch_to_tsquery('english', ${search})`;

function matching(query: ArchiveQuery): SQL | undefined {
  return and(
    // Staff may unpublish a report (issue 16): it leaves the archive with the library.
    isNull(reports.unpublishedAt),
    sql`${reports.searchVector} @@ ${tsQueryOf(query.pdf_search)}`,
    query.report_type_name ? eq(reportTypes.name, query.report_type_name) : undefined,
  );
}

/** By name when asked, else by relevance. */
function order(query: ArchiveQuery): SQL[] {
  if (query.sort === 'name_asc') return [sql`${reports.name} asc`, sql`${reports.id} asc`];
  if (query.sort === 'name_desc') return [sql`${reports.name} desc`, sql`${reports.id} desc`];
  return [
    sql`ts_rank_cd(${reports.searchVector}, ${tsQueryOf(query.pdf_search)}) desc`,
    sql`${reports.id} asc`,
  ];
}

const resultColumns = {
  id: reports.id,
  name: reports.name,
  summary: reports.summary,
  publishedAt: reports.publishedAt,
  reportTypeId: reports.reportTypeId,
  reportTypeName: reportTypes.name,
};

/** Every match with its place in the search's order (the first is 1): ranks all matches, so only when needed. */
function rankedMatches(db: Db, query: ArchiveQuery) {
  return db
    .select({
      id: reports.id,
      reportTypeId: reports.reportTypeId,
      place: sql<number>`row_number() over (order by ${sql.join(order(query), sql`, `)})`.as('place'),
    })
    .from(reports)
    .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
    .where(matching(query))
    .as('ranked');
}

/** The archive's full-text queries (DESIGN §4): Postgres text search with web-search syntax. */
export const archiveRepository = {
  /** How many terms Postgres reads in a search; none when it holds only common words. */
  async searchTermCount(db: Db, search: string): Promise<number> {
    const [row] = await db
      .select({ nodes: sql<number>`numnode(${tsQueryOf(search)})::int` })
      .from(sql`(select 1) as one`);
    return row?.nodes ?? 0;
  },

  /** The page of reports matching the search, with their types' names, counted from the first match. */
  async matchingPage(db: Db, query: ArchiveQuery, offset: number) {
    return db
      .select(resultColumns)
      .from(reports)
      .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      .where(matching(query))
      .orderBy(...order(query))
      .limit(PAGE_SIZE)
      .offset(offset);
  },

  /**
   * A page of the matches past the first `skipped` in the search's order whose types are among `typeIds`,
   * counted from the first of those.
   */
  async matchingPageBeyond(db: Db, query: ArchiveQuery, skipped: number, typeIds: number[], offset: number) {
    if (typeIds.length === 0) return [];
    const ranked = rankedMatches(db, query);
    return db
      .select(resultColumns)
      .from(ranked)
      .innerJoin(reports, eq(reports.id, ranked.id))
      .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      .where(and(gt(ranked.place, skipped), inArray(ranked.reportTypeId, typeIds)))
      .orderBy(asc(ranked.place))
      .limit(PAGE_SIZE)
      .offset(offset);
  },

  /** How many reports match, and how many of them are of the types `typeIds`. */
  async countMatching(db: Db, query: ArchiveQuery, typeIds: number[]) {
    const [row] = await db
      .select({
        all: sql<number>`count(*)::int`,
        ofTypes: typeIds.length
          ? sql<number>`(count(*) filter (where ${inArray(reports.reportTypeId, typeIds)}))::int`
          : sql<number>`0`,
      })
      .from(reports)
      .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      .where(matching(query));
    return { all: row?.all ?? 0, ofTypes: row?.ofTypes ?? 0 };
  },

  /** How many matches past the first `skipped` in the search's order are of the types `typeIds`. */
  async countMatchingBeyond(db: Db, query: ArchiveQuery, skipped: number, typeIds: number[]) {
    if (typeIds.length === 0) return 0;
    const ranked = rankedMatches(db, query);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(ranked)
      .where(and(gt(ranked.place, skipped), inArray(ranked.reportTypeId, typeIds)));
    return row?.count ?? 0;
  },

  /**
   * ts_headline answers for the reports, made from the passages of each that match best (up to `passages`, in the
   * report's order, each headline of up to `maxWords` words) rather than from its whole content: a passage is
   * about 60 words, a report thousands. Every word of `words` is marked: a passage seldom holds every word of the
   * whole search.
   */
  async passageHeadlines(
    db: Db,
    reportIds: number[],
    search: string,
    words: string[],
    { passages, maxWords }: { passages: number; maxWords: number },
  ): Promise<Map<number, string[]>> {
    if (reportIds.length === 0 || words.length === 0) return new Map();
    const tsQuery = tsQueryOf(search);
    const anyWord = tsQueryOf(words.join(' OR '));
    const ranked = db
      .select({
        reportId: reportPassages.reportId,
        position: reportPassages.position,
        text: reportPassages.text,
        rank: sql<number>`row_number() over (partition by ${reportPassages.reportId} order by ts_rank_cd(${reportPassages.searchVector}, ${tsQuery}) desc, ts_rank(${reportPassages.searchVector}, ${anyWord}) desc, ${reportPassages.position})`.as(
          'rank',
        ),
      })
      .from(reportPassages)
      .where(
        and(inArray(reportPassages.reportId, reportIds), sql`${reportPassages.searchVector} @@ ${anyWord}`),
      )
      .as('ranked');
    const cleaned = sql`replace(translate(${ranked.text}, ${MARKERS}, ''), '<', ${LESS_THAN})`;
    const rows = await db
      .select({
        reportId: ranked.reportId,
        headline: sql<string>`ts_headline('english', ${cleaned}, ${anyWord}, ${headlineOptions(maxWords)})`,
      })
      .from(ranked)
      .where(sql`${ranked.rank} <= ${passages}`)
      .orderBy(ranked.reportId, ranked.position);
    const headlines = new Map<number, string[]>();
    for (const row of rows)
      headlines.set(row.reportId, [...(headlines.get(row.reportId) ?? []), row.headline]);
    return headlines;
  },

  /** The user's own bookmarks among the reports: report id → bookmark id. */
  async bookmarksAmong(db: Db, userId: string, reportIds: number[]): Promise<Map<number, string>> {
    if (reportIds.length === 0) return new Map();
    const rows = await db
      .select({ id: bookmarks.id, reportId: bookmarks.reportId })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), inArray(bookmarks.reportId, reportIds)));
    return new Map(rows.map((row) => [row.reportId, row.id]));
  },
};
