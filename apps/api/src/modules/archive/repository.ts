import type { ArchiveQuery } from '@firm/domain';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { reportPassages, reports, reportTypes } from '../../platform/database/schema.js';
import { headlineOptions, LESS_THAN, MARKERS } from './highlights.js';
import { termPlanOf, type TermPlan } from './term-plan.js';

const tsQueryOf = (search: string) => sql`websearch_to_tsquery('english', ${search})`;

/**
 * What a search looks for, as Postgres parsed it: how many terms and operators it holds (none when only common
 * words), and how report_terms answers it when it can (docs/decisions/018, 039).
 */
export interface ParsedSearch {
  query: ArchiveQuery;
  nodes: number;
  /** Its words, phrases, OR and negations as report_terms answers them; null for what only the vectors answer. */
  plan: TermPlan | null;
  /** The tsquery as Postgres prints it: one text for every spelling of the same search. */
  printed: string;
}

/** Staff may unpublish a report (issue 16): it leaves the archive with the library. */
const published = isNull(reports.unpublishedAt);

/**
 * The reports the plan matches with their relevance, as `select report_id, score`: from report_terms' index, each
 * `and` a join of its parts (their ranks added) less the reports of its `none`, each `or` the union of its parts
 * (the ranks of the parts a report matches added). A phrase is the join of its words and of its adjacent pairs
 * (report_word_pairs), which decide a phrase of two words; a longer one is kept where the report's vector holds
 * its words in order.
 */
function termMatchesSql(plan: TermPlan, depth = 0): SQL {
  if (plan.kind === 'term') {
    return sql`select report_id, score::float8 as score from report_terms where lexeme = ${plan.lexeme}`;
  }
  if (plan.kind === 'or') {
    const parts = sql.join(
      plan.any.map((part) => termMatchesSql(part, depth + 1)),
      sql` union all `,
    );
    return sql`select report_id, sum(score) as score from (${parts}) as ${alias('u', depth)} group by report_id`;
  }
  const all: TermPlan[] =
    plan.kind === 'phrase'
      ? [...new Set(plan.lexemes)].map((lexeme) => ({ kind: 'term', lexeme }))
      : plan.all;
  const none = plan.kind === 'phrase' ? [] : plan.none;
  const name = (index: number) => alias(`m${index}_`, depth);
  const first = name(0);
  // A phrase's reports hold each of its adjacent pairs: read from report_word_pairs' index, they leave few candidates.
  const pairs = plan.kind === 'phrase' ? plan.pairs : [];
  const pairName = (index: number) => alias(`w${index}_`, depth);
  const joins = [
    ...all
      .slice(1)
      .map(
        (part, index) =>
          sql` join (${termMatchesSql(part, depth + 1)}) as ${name(index + 1)} on ${name(index + 1)}.report_id = ${first}.report_id`,
      ),
    ...pairs.map(
      ([before, after], index) =>
        sql` join report_word_pairs as ${pairName(index)} on ${pairName(index)}.report_id = ${first}.report_id and ${pairName(index)}.first = ${before} and ${pairName(index)}.second = ${after}`,
    ),
  ];
  const score = sql.join(
    all.map((_part, index) => sql`${name(index)}.score`),
    sql` + `,
  );
  const conditions = [
    ...none.map(
      (part) =>
        sql`${first}.report_id not in (select report_id from (${termMatchesSql(part, depth + 1)}) as ${alias('n', depth)})`,
    ),
    ...(plan.kind === 'phrase' && !plan.byPairs
      ? [
          sql`exists (select 1 from reports as ${alias('p', depth)} where ${alias('p', depth)}.id = ${first}.report_id and ${alias('p', depth)}.search_vector @@ ${plan.query}::tsquery)`,
        ]
      : []),
  ];
  const where = conditions.length > 0 ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`select ${first}.report_id, ${score} as score from (${termMatchesSql(all[0]!, depth + 1)}) as ${first}${sql.join(joins, sql``)}${where}`;
}

function alias(prefix: string, depth: number): SQL {
  return sql.raw(`${prefix}${depth}`);
}

/** The plan's matches and their relevance, joined to the reports as `terms`. */
const TERMS = sql.raw('terms');

/**
 * A search's relevance: read from report_terms (each report's rank for each of its words, added up over the words a
 * search asks for) when the plan answers it; else `ts_rank_cd` over the matching reports' search vectors.
 */
function scoreOf(search: ParsedSearch): SQL<number> {
  return search.plan !== null
    ? sql<number>`${TERMS}.score`
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

/**
 * The query of `passageHeadlines`: the reports' own passages (a few hundred), read by report and matched one by one,
 * never through the passages' text index, whose list of every passage in the archive holding a common word grows
 * with the archive. OFFSET 0 keeps the planner from merging the match into the scan (it is written out: drizzle
 * prints no `.offset(0)`).
 */
export function passageHeadlinesQuery(
  db: Db,
  reportIds: number[],
  search: string,
  words: string[],
  { passages, maxWords }: { passages: number; maxWords: number },
) {
  const tsQuery = tsQueryOf(search);
  const anyWord = tsQueryOf(words.join(' OR '));
  const candidates = sql`(select ${reportPassages.reportId}, ${reportPassages.position}, ${reportPassages.text}, ${reportPassages.searchVector} from ${reportPassages} where ${inArray(reportPassages.reportId, reportIds)} offset 0) as candidates`;
  const ranked = db
    .select({
      reportId: sql<number>`candidates.report_id`.as('report_id'),
      position: sql<number>`candidates.position`.as('position'),
      text: sql<string>`candidates.text`.as('text'),
      rank: sql<number>`row_number() over (partition by candidates.report_id order by ts_rank_cd(candidates.search_vector, ${tsQuery}) desc, ts_rank(candidates.search_vector, ${anyWord}) desc, candidates.position)`.as(
        'rank',
      ),
    })
    .from(candidates)
    .where(sql`candidates.search_vector @@ ${anyWord}`)
    .as('ranked');
  const cleaned = sql`replace(translate(${ranked.text}, ${MARKERS}, ''), '<', ${LESS_THAN})`;
  return db
    .select({
      reportId: ranked.reportId,
      headline: sql<string>`ts_headline('english', ${cleaned}, ${anyWord}, ${headlineOptions(maxWords)})`,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${passages}`)
    .orderBy(ranked.reportId, ranked.position);
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
    const printed = row?.printed ?? '';
    return { query, nodes, plan: nodes > 0 ? termPlanOf(printed) : null, printed };
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
   * when asked, else by relevance. What the plan answers is read from report_terms' index (a phrase's candidates'
   * vectors aside), the matches' vectors untouched.
   */
  async orderedMatches(db: Db, search: ParsedSearch): Promise<Match[]> {
    const { query, plan } = search;
    const found = db.select({ id: reports.id, reportTypeId: reports.reportTypeId }).from(reports);
    const withTerms =
      plan !== null
        ? found.innerJoin(sql`(${termMatchesSql(plan)}) as ${TERMS}`, sql`${TERMS}.report_id = ${reports.id}`)
        : found;
    // The types' names only when filtering by one.
    const withTypes = query.report_type_name
      ? withTerms.innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      : withTerms;
    return withTypes
      .where(
        and(
          published,
          plan !== null ? undefined : sql`${reports.searchVector} @@ ${tsQueryOf(query.pdf_search)}`,
          query.report_type_name ? eq(reportTypes.name, query.report_type_name) : undefined,
        ),
      )
      .orderBy(...order(search));
  },

  /** Every published report, in order of id, with its type (the slots of word-ranks.ts). */
  async publishedReports(db: Db): Promise<Match[]> {
    return db
      .select({ id: reports.id, reportTypeId: reports.reportTypeId })
      .from(reports)
      .where(published)
      .orderBy(reports.id);
  },

  /**
   * The reports that hold a lexeme and their ranks for it (report_terms), from its primary key's index alone, as two
   * byte strings of 4 bytes a report in Postgres's binary form (big-endian integer ids and single-precision ranks):
   * one row, and no number printed and parsed as text (a third of the time for a word in 7,000 reports).
   */
  async wordRanks(db: Db, lexeme: string): Promise<{ reportIds: Int32Array; scores: Float32Array }> {
    const [row] = await db
      .select({
        reportIds: sql<Uint8Array | null>`string_agg(int4send(report_id), '')`,
        scores: sql<Uint8Array | null>`string_agg(float4send(score), '')`,
      })
      .from(sql`report_terms`)
      .where(sql`lexeme = ${lexeme}`);
    const count = (row?.reportIds?.byteLength ?? 0) / 4;
    const reportIds = new Int32Array(count);
    const scores = new Float32Array(count);
    if (row?.reportIds && row.scores) {
      const ids = new DataView(row.reportIds.buffer, row.reportIds.byteOffset, row.reportIds.byteLength);
      const ranks = new DataView(row.scores.buffer, row.scores.byteOffset, row.scores.byteLength);
      for (let index = 0; index < count; index += 1) {
        reportIds[index] = ids.getInt32(index * 4);
        scores[index] = ranks.getFloat32(index * 4);
      }
    }
    return { reportIds, scores };
  },

  /**
   * report_terms' most common lexemes, most common first, as Postgres's statistics last counted them (up to 1,000,
   * migration 0041); none before the table is first analysed.
   */
  async commonLexemes(db: Db): Promise<string[]> {
    const [row] = await db
      .select({ lexemes: sql<string[] | null>`most_common_vals::text::text[]` })
      .from(sql`pg_stats`)
      .where(sql`schemaname = current_schema() and tablename = 'report_terms' and attname = 'lexeme'`);
    return row?.lexemes ?? [];
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
    passages: { passages: number; maxWords: number },
  ): Promise<Map<number, string[]>> {
    if (reportIds.length === 0 || words.length === 0) return new Map();
    const rows = await passageHeadlinesQuery(db, reportIds, search, words, passages);
    const headlines = new Map<number, string[]>();
    for (const row of rows)
      headlines.set(row.reportId, [...(headlines.get(row.reportId) ?? []), row.headline]);
    return headlines;
  },
};
