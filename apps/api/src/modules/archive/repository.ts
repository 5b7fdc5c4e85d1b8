import { PAGE_SIZE, type ArchiveQuery } from '@firm/domain';
import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
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
 * Every match of the search with its relevance (`ts_rank_cd`, the report's id breaking ties). One word alone is
 * read from report_terms, which holds each report's rank for each of its terms; anything else ranks the matching
 * reports' search vectors.
 */
function matches(db: Db, search: ParsedSearch) {
  const { query, term } = search;
  const score =
    term !== null
      ? reportTerms.score
      : sql<number>`ts_rank_cd(${reports.searchVector}, ${tsQueryOf(query.pdf_search)})`.as('score');
  const found = db.select({ id: reports.id, reportTypeId: reports.reportTypeId, score }).from(reports);
  const matching = and(
    published,
    term !== null
      ? eq(reportTerms.lexeme, term)
      : sql`${reports.searchVector} @@ ${tsQueryOf(query.pdf_search)}`,
    query.report_type_name ? eq(reportTypes.name, query.report_type_name) : undefined,
  );
  const withTerms =
    term !== null ? found.innerJoin(reportTerms, eq(reportTerms.reportId, reports.id)) : found;
  // The types' names only when filtering by one.
  const withTypes = query.report_type_name
    ? withTerms.innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
    : withTerms;
  return withTypes.where(matching).as('matches');
}

type Matches = ReturnType<typeof matches>;

/** By name when asked, else by relevance. */
function order(query: ArchiveQuery, found: Matches): SQL[] {
  if (query.sort === 'name_asc') return [sql`${reports.name} asc`, sql`${reports.id} asc`];
  if (query.sort === 'name_desc') return [sql`${reports.name} desc`, sql`${reports.id} desc`];
  return [sql`${found.score} desc`, sql`${found.id} asc`];
}

const resultColumns = {
  id: reports.id,
  name: reports.name,
  summary: reports.summary,
  publishedAt: reports.publishedAt,
  reportTypeId: reports.reportTypeId,
  reportTypeName: reportTypes.name,
};

/** Every match with its place in the search's order (the first is 1): places all matches, so only when needed. */
function placedMatches(db: Db, search: ParsedSearch) {
  const found = matches(db, search);
  const place = sql<number>`row_number() over (order by ${sql.join(order(search.query, found), sql`, `)})`.as(
    'place',
  );
  const columns = { id: found.id, reportTypeId: found.reportTypeId, place };
  // Only an order by name needs the reports' names.
  return search.query.sort
    ? db.select(columns).from(found).innerJoin(reports, eq(reports.id, found.id)).as('placed')
    : db.select(columns).from(found).as('placed');
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
    return { query, nodes, term: loneTerm(nodes, row?.printed ?? '') };
  },

  /** The page of reports matching the search, with their types' names, counted from the first match. */
  async matchingPage(db: Db, search: ParsedSearch, offset: number) {
    const found = matches(db, search);
    if (search.query.sort) {
      return db
        .select(resultColumns)
        .from(found)
        .innerJoin(reports, eq(reports.id, found.id))
        .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
        .orderBy(...order(search.query, found))
        .limit(PAGE_SIZE)
        .offset(offset);
    }
    // By relevance the page is chosen from the matches alone; only its ten reports are read.
    const top = db
      .select({ id: found.id, score: found.score })
      .from(found)
      .orderBy(...order(search.query, found))
      .limit(PAGE_SIZE)
      .offset(offset)
      .as('top');
    return db
      .select(resultColumns)
      .from(top)
      .innerJoin(reports, eq(reports.id, top.id))
      .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      .orderBy(sql`${top.score} desc`, sql`${top.id} asc`);
  },

  /**
   * A page of the matches past the first `skipped` in the search's order whose types are among `typeIds`,
   * counted from the first of those.
   */
  async matchingPageBeyond(db: Db, search: ParsedSearch, skipped: number, typeIds: number[], offset: number) {
    if (typeIds.length === 0) return [];
    const placed = placedMatches(db, search);
    return db
      .select(resultColumns)
      .from(placed)
      .innerJoin(reports, eq(reports.id, placed.id))
      .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      .where(and(gt(placed.place, skipped), inArray(placed.reportTypeId, typeIds)))
      .orderBy(asc(placed.place))
      .limit(PAGE_SIZE)
      .offset(offset);
  },

  /** How many reports match, and how many of them are of the types `typeIds`. */
  async countMatching(db: Db, search: ParsedSearch, typeIds: number[]) {
    const found = matches(db, search);
    const [row] = await db
      .select({
        all: sql<number>`count(*)::int`,
        ofTypes: typeIds.length
          ? sql<number>`(count(*) filter (where ${inArray(found.reportTypeId, typeIds)}))::int`
          : sql<number>`0`,
      })
      .from(found);
    return { all: row?.all ?? 0, ofTypes: row?.ofTypes ?? 0 };
  },

  /** How many matches past the first `skipped` in the search's order are of the types `typeIds`. */
  async countMatchingBeyond(db: Db, search: ParsedSearch, skipped: number, typeIds: number[]) {
    if (typeIds.length === 0) return 0;
    const placed = placedMatches(db, search);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(placed)
      .where(and(gt(placed.place, skipped), inArray(placed.reportTypeId, typeIds)));
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
};
