import type { ArchiveQuery } from '@firm/domain';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { reportPassages, reports, reportTerms, reportTypes } from '../../platform/database/schema.js';
import { headlineOptions, LESS_THAN, MARKERS } from './highlights.js';

const tsQueryOf = (search: string) => sql`websearch_to_tsquery('english', ${search})`;

/**
 * What a search looks for, as Postgres parsed it: how many terms and operators it holds (none when only common
 * words), and its lexeme when it is one word alone, which report_terms answers (docs/decisions/018).
 */
export interface ParsedSearch {
  query: ArchiveQuery;
  nodes: number;
  term: string | null;
  /** The tsquery as Postgres prints it: one text for every spelling of the same search. */
  printed: string;
}

/** A tsquery of one lexeme prints as 'lexeme', quotes doubled and backslashes escaped. */
const ONE_LEXEME = /^'((?:[^'\\]|''|\\.)*)'$/u;

function loneTerm(nodes: number, printed: string): string | null {
  if (nodes !== 1) return null;
  const quoted = ONE_LEXEME.exec(printed);
  return quoted ? quoted[1]!.replace(/''/gu, "'").replace(/\\(.)/gu, '$1') : null;
}

/** Staff may unpublish a report (issue 16): it leaves the archive with the library. */
const published = isNull(reports.unpublishedAt);

/**
 * A search's relevance (`ts_rank_cd`): one word alone is read from report_terms, which holds each report's rank for
 * each of its terms; anything else ranks the matching reports' search vectors.
 */
function scoreOf(search: ParsedSearch): SQL<number> {
  return search.term !== null
    ? sql<number>`${reportTerms.score}`
    : sql<number>`ts_rank_cd(${reports.searchVector}, ${tsQueryOf(search.query.pdf_search)})`;
}

/** By name when asked, else by relevance; the report's id breaks ties. */
function order(search: ParsedSearch): SQL[] {
  const { sort } = search.query;
  if (sort === 'name_asc') return [sql`${reports.name} asc`, sql`${reports.id} asc`];
  if (sort === 'name_desc') return [sql`${reports.name} desc`, sql`${reports.id} desc`];
  return [sql`${scoreOf(search)} desc`, sql`${reports.id} asc`];
}

/** A report the search matches: its id and type, in the search's order. */
export interface Match {
  id: number;
  reportTypeId: number;
}

/** The archive's full-text queries (DESIGN §4): Postgres text search with web-search syntax. */
export const archiveRepository = {
  /** How Postgres reads the search: its terms (none when it holds only common words), and its one word if alone. */
  async parse(db: Db, query: ArchiveQuery): Promise<ParsedSearch> {
    const [row] = await db
      .select({
        nodes: sql<number>`numnode(${tsQueryOf(query.pdf_search)})::int`,
        printed: sql<string>`${tsQueryOf(query.pdf_search)}::text`,
      })
      .from(sql`(select 1) as one`);
    const nodes = row?.nodes ?? 0;
    return { query, nodes, term: loneTerm(nodes, row?.printed ?? ''), printed: row?.printed ?? '' };
  },

  /**
   * What an index could look up of the search: Postgres' `querytree`, 'T' when it holds only words to leave out
   * (and empty when it holds nothing).
   */
  async queryTree(db: Db, search: string): Promise<string> {
    const [row] = await db
      .select({ tree: sql<string>`querytree(${tsQueryOf(search)})` })
      .from(sql`(select 1) as one`);
    return row?.tree ?? '';
  },

  /**
   * Every published report the search matches (of its report type, if it names one), in the search's order: by name
   * when asked, else by relevance. A word alone is read from report_terms' index, its matches' vectors untouched.
   */
  async orderedMatches(db: Db, search: ParsedSearch): Promise<Match[]> {
    const { query, term } = search;
    const found = db.select({ id: reports.id, reportTypeId: reports.reportTypeId }).from(reports);
    const withTerms =
      term !== null ? found.innerJoin(reportTerms, eq(reportTerms.reportId, reports.id)) : found;
    // The types' names only when filtering by one.
    const withTypes = query.report_type_name
      ? withTerms.innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      : withTerms;
    return withTypes
      .where(
        and(
          published,
          term !== null
            ? eq(reportTerms.lexeme, term)
            : sql`${reports.searchVector} @@ ${tsQueryOf(query.pdf_search)}`,
          query.report_type_name ? eq(reportTypes.name, query.report_type_name) : undefined,
        ),
      )
      .orderBy(...order(search));
  },

  /** The reports of the ids with their types' names, in no particular order. */
  async results(db: Db, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: reports.id,
        name: reports.name,
        summary: reports.summary,
        publishedAt: reports.publishedAt,
        reportTypeId: reports.reportTypeId,
        reportTypeName: reportTypes.name,
      })
      .from(reports)
      .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      .where(inArray(reports.id, ids));
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
};
