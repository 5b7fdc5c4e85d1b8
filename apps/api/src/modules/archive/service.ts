import {
  ARCHIVE_LOCKED_PASSAGE_WORDS,
  ARCHIVE_OPEN_PAGES,
  ArchiveQueryMessages,
  PAGE_SIZE,
  type ArchiveQuery,
  type ArchiveResponse,
} from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { InvalidInputError } from '../../platform/errors.js';
import type { ClientIdentity, Entitlements } from '../reports/entitlements.js';
import { clipHighlight, highlightsOf, positiveWords } from './highlights.js';
import { archiveRepository as repository } from './repository.js';

/**
 * Who searches: a visitor, or a signed-in user, who is a client (whose entitlements open results) or staff (who
 * open none here).
 */
export interface ArchiveCaller {
  signedIn: boolean;
  client: ClientIdentity | null;
}

export const VISITOR: ArchiveCaller = { signedIn: false, client: null };

/**
 * The first this many matches of a search are listed to everyone; past them, only the ones the caller may open
 * (docs/decisions/007).
 */
const LISTED_TO_ALL = ARCHIVE_OPEN_PAGES * PAGE_SIZE;

/** Highlights of a result the caller may open: its three best passages. */
const OPEN_PASSAGES = { passages: 3, maxWords: 24 };
/** Of a result the caller may not open: its best passage, short, beside the public summary. */
const LOCKED_PASSAGES = { passages: 1, maxWords: ARCHIVE_LOCKED_PASSAGE_WORDS };

/**
 * The Report Archives search (SPEC §2, §7 reports/elastic-search/; DESIGN §4): Postgres full-text search over
 * every report's name, summary and content with web-search syntax ("a phrase", OR, -word), by relevance unless
 * sorted by name, ten a page, each result with highlighted fragments of its content and whether the caller may
 * open it (now, by the clock the entitlements read). Visitors search too; only a signed-in client's entitled
 * types open. What a caller cannot open is shown in its public summary and one short passage, and only in the
 * first pages; the count counts no more than the caller can page through (docs/decisions/007).
 */
export function createArchiveSearchService({ db, entitlements }: { db: Db; entitlements: Entitlements }) {
  /**
   * How many results the caller can page through: the first LISTED_TO_ALL matches and every match it may open
   * past them. `capped` when more match than that.
   */
  async function visibleCount(query: ArchiveQuery, openable: number[]) {
    const matches = await repository.countMatching(db, query, openable);
    if (matches.all <= LISTED_TO_ALL || matches.ofTypes === matches.all)
      return { count: matches.all, capped: false };
    const count = LISTED_TO_ALL + (await repository.countMatchingBeyond(db, query, LISTED_TO_ALL, openable));
    return { count, capped: count < matches.all };
  }

  function page(query: ArchiveQuery, openable: number[]) {
    const offset = (query.page - 1) * PAGE_SIZE;
    return offset < LISTED_TO_ALL
      ? repository.matchingPage(db, query, offset)
      : repository.matchingPageBeyond(db, query, LISTED_TO_ALL, openable, offset - LISTED_TO_ALL);
  }

  return {
    async search(caller: ArchiveCaller, query: ArchiveQuery): Promise<ArchiveResponse> {
      // A visitor opens nothing, so every page past these would be empty: said plainly instead.
      if (!caller.signedIn && query.page > ARCHIVE_OPEN_PAGES) {
        throw new InvalidInputError(ArchiveQueryMessages.visitorPages, {
          page: [ArchiveQueryMessages.visitorPages],
        });
      }
      if ((await repository.searchTermCount(db, query.pdf_search)) === 0) {
        return {
          status: true,
          message: ArchiveQueryMessages.onlyCommonWords,
          data: { results: [], count: 0, count_capped: false },
        };
      }

      const { client } = caller;
      const openable = client ? await entitlements.accessibleTypeIds(client) : [];
      // The page and the count run side by side (on Postgres on two connections): a window count over the ranked
      // rows would read every match's search vector a second time.
      const [rows, { count, capped }] = await Promise.all([
        page(query, openable),
        visibleCount(query, openable),
      ]);

      const canOpen = (row: (typeof rows)[number]) => openable.includes(row.reportTypeId);
      const idsOf = (list: typeof rows) => list.map((row) => row.id);
      const words = positiveWords(query.pdf_search);
      const [openHeadlines, lockedHeadlines, bookmarked] = await Promise.all([
        repository.passageHeadlines(db, idsOf(rows.filter(canOpen)), query.pdf_search, words, OPEN_PASSAGES),
        repository.passageHeadlines(
          db,
          idsOf(rows.filter((row) => !canOpen(row))),
          query.pdf_search,
          words,
          LOCKED_PASSAGES,
        ),
        client ? repository.bookmarksAmong(db, client.userId, idsOf(rows)) : new Map<number, string>(),
      ]);

      return {
        status: true,
        message: count > 0 ? ArchiveQueryMessages.found : ArchiveQueryMessages.noResults,
        data: {
          count,
          count_capped: capped,
          results: rows.map((row) => ({
            id: row.id,
            report_name: row.name,
            report_summary: row.summary,
            published_at: row.publishedAt?.toISOString() ?? null,
            report_type: row.reportTypeId,
            report_type_name: row.reportTypeName,
            highlights: canOpen(row)
              ? (openHeadlines.get(row.id) ?? []).flatMap(highlightsOf)
              : (lockedHeadlines.get(row.id) ?? [])
                  .flatMap(highlightsOf)
                  .slice(0, 1)
                  .map((highlight) => clipHighlight(highlight, ARCHIVE_LOCKED_PASSAGE_WORDS)),
            can_open: canOpen(row),
            bookmark_id: bookmarked.get(row.id) ?? null,
          })),
        },
      };
    },
  };
}

export type ArchiveSearchService = ReturnType<typeof createArchiveSearchService>;
