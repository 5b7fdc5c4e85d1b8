import {
  ArchiveQueryMessages,
  PAGE_SIZE,
  type ArchiveQuery,
  type ArchiveResponse,
  type Highlight,
} from '@firm/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { bookmarks, reportPassages, reports, reportTypes } from '../../platform/database/schema.js';
import type { ClientIdentity, Entitlements } from '../reports/entitlements.js';
import { isoOrNull } from '../reports/report-listing.js';

/**
 * ts_headline marks matches with text, not structure. Private-use characters never occur in a report's words, and
 * any that do are removed before the headline is made, so a report can never forge a match or a fragment break.
 */
const START = '\uE000';
const STOP = '\uE001';
/** Stands in for '<' while ts_headline runs: its parser drops anything shaped like an HTML tag. */
const LESS_THAN = '\uE002';
const FRAGMENT = '\uE003';
const MARKERS = START + STOP + LESS_THAN + FRAGMENT;
const HEADLINE_OPTIONS = [
  `StartSel=${START}`,
  `StopSel=${STOP}`,
  `FragmentDelimiter=${FRAGMENT}`,
  'MaxFragments=1',
  'MinWords=8',
  'MaxWords=24',
  'ShortWord=2',
].join(', ');

/** Highlights come from this many of a result's passages at most. */
const PASSAGES_PER_RESULT = 3;

/**
 * The words a search looks for, without its operators and the words it excludes: '"frost damage" OR drought
 * -brazil' → frost, damage, drought. Passages holding any of them are candidates for a highlight.
 */
export function positiveWords(search: string): string[] {
  const words: string[] = [];
  for (const match of search.matchAll(/(-?)"([^"]*)"?|(\S+)/gu)) {
    const [, minus, phrase, word] = match;
    if (phrase !== undefined) {
      if (!minus) words.push(...phrase.split(/\s+/u));
    } else if (word && !word.startsWith('-') && word !== 'OR') words.push(word);
  }
  // websearch_to_tsquery reads its own syntax in what is left: quotes and leading minus signs are dropped.
  return words
    .map((word) => word.replace(/["]/gu, '').replace(/^-+/u, ''))
    .filter((word) => word !== 'OR' && /[\p{L}\p{N}]/u.test(word));
}

/**
 * Turns a ts_headline answer into plain-text fragments with the ranges of the matched words (DESIGN §4): the
 * client marks them itself, so nothing in a report's content is ever read as markup. Runs of white space become
 * one space.
 */
export function highlightsOf(headline: string): Highlight[] {
  const highlights: Highlight[] = [];
  for (const fragment of headline.split(FRAGMENT)) {
    let text = '';
    const matches: Highlight['matches'] = [];
    let matchStart: number | null = null;
    for (const character of fragment.replaceAll(LESS_THAN, '<')) {
      if (character === START) {
        matchStart = text.length;
      } else if (character === STOP) {
        if (matchStart !== null && text.length > matchStart)
          matches.push({ start: matchStart, end: text.length });
        matchStart = null;
      } else if (/\s/u.test(character)) {
        if (text.length > 0 && !text.endsWith(' ')) text += ' ';
      } else {
        text += character;
      }
    }
    text = text.trimEnd();
    const kept = matches.filter((match) => match.end <= text.length);
    if (text.length > 0) highlights.push({ text, matches: kept });
  }
  return highlights;
}

/**
 * The Report Archives search (SPEC §2, §7 reports/elastic-search/; DESIGN §4): Postgres full-text search over
 * every report's name, summary and content with web-search syntax ("a phrase", OR, -word), by relevance unless
 * sorted by name, ten a page, each result with highlighted fragments of its content and whether the caller may
 * open it. Visitors search too; only a signed-in client's entitled types open.
 */
export function createArchiveSearchService({ db, entitlements }: { db: Db; entitlements: Entitlements }) {
  return {
    async search(identity: ClientIdentity | null, query: ArchiveQuery): Promise<ArchiveResponse> {
      const tsQuery = sql`websearch_to_tsquery('english', ${query.pdf_search})`;
      const [parsed] = await db
        .select({ nodes: sql<number>`numnode(${tsQuery})::int` })
        .from(sql`(select 1) as one`);
      if (!parsed || parsed.nodes === 0) {
        return {
          status: true,
          message: ArchiveQueryMessages.onlyCommonWords,
          data: { results: [], count: 0 },
        };
      }

      const where = and(
        sql`${reports.searchVector} @@ ${tsQuery}`,
        query.report_type_name ? eq(reportTypes.name, query.report_type_name) : undefined,
      );
      const order: SQL[] =
        query.sort === 'name_asc'
          ? [sql`${reports.name} asc`, sql`${reports.id} asc`]
          : query.sort === 'name_desc'
            ? [sql`${reports.name} desc`, sql`${reports.id} desc`]
            : [sql`ts_rank_cd(${reports.searchVector}, ${tsQuery}) desc`, sql`${reports.id} asc`];

      // The page and the count run side by side (on Postgres on two connections): a window count over the ranked
      // rows would read every match's search vector a second time.
      const [rows, [counted], accessible] = await Promise.all([
        db
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
          .where(where)
          .orderBy(...order)
          .limit(PAGE_SIZE)
          .offset((query.page - 1) * PAGE_SIZE),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(reports)
          .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
          .where(where),
        identity ? entitlements.accessibleTypeIds(identity) : Promise.resolve([]),
      ]);
      const count = counted?.count ?? 0;

      const pageIds = rows.map((row) => row.id);
      const [headlines, bookmarked] = await Promise.all([
        headlinesOf(pageIds, tsQuery, query.pdf_search),
        identity ? bookmarksOf(identity.userId, pageIds) : new Map<number, string>(),
      ]);

      return {
        status: true,
        message: count > 0 ? ArchiveQueryMessages.found : ArchiveQueryMessages.noResults,
        data: {
          count,
          results: rows.map((row) => ({
            id: row.id,
            report_name: row.name,
            report_summary: row.summary,
            published_at: isoOrNull(row.publishedAt),
            report_type: row.reportTypeId,
            report_type_name: row.reportTypeName,
            highlights: (headlines.get(row.id) ?? []).flatMap(highlightsOf),
            can_open: accessible.includes(row.reportTypeId),
            bookmark_id: bookmarked.get(row.id) ?? null,
          })),
        },
      };
    },
  };

  /**
   * Highlights of the page's reports, made from the passages of each that match best (up to three, in the
   * report's order) rather than from its whole content: a passage is about 60 words, a report thousands.
   */
  async function headlinesOf(ids: number[], tsQuery: SQL, text: string): Promise<Map<number, string[]>> {
    const words = positiveWords(text);
    if (ids.length === 0 || words.length === 0) return new Map();
    const anyWord = sql`websearch_to_tsquery('english', ${words.join(' OR ')})`;
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
      .where(and(inArray(reportPassages.reportId, ids), sql`${reportPassages.searchVector} @@ ${anyWord}`))
      .as('ranked');
    const cleaned = sql`replace(translate(${ranked.text}, ${MARKERS}, ''), '<', ${LESS_THAN})`;
    const rows = await db
      .select({
        reportId: ranked.reportId,
        // Marks every searched word in the passage: a passage seldom holds every word of the whole search.
        headline: sql<string>`ts_headline('english', ${cleaned}, ${anyWord}, ${HEADLINE_OPTIONS})`,
      })
      .from(ranked)
      .where(sql`${ranked.rank} <= ${PASSAGES_PER_RESULT}`)
      .orderBy(ranked.reportId, ranked.position);
    const headlines = new Map<number, string[]>();
    for (const row of rows)
      headlines.set(row.reportId, [...(headlines.get(row.reportId) ?? []), row.headline]);
    return headlines;
  }

  /** The caller's own bookmarks among the page's reports: report id → bookmark id. */
  async function bookmarksOf(userId: string, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: bookmarks.id, reportId: bookmarks.reportId })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), inArray(bookmarks.reportId, ids)));
    return new Map(rows.map((row) => [row.reportId, row.id]));
  }
}

export type ArchiveSearchService = ReturnType<typeof createArchiveSearchService>;
