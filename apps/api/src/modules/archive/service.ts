import {
  ARCHIVE_LOCKED_PASSAGE_WORDS,
  ARCHIVE_OPEN_PAGES,
  ArchiveQueryMessages,
  PAGE_SIZE,
  type ArchiveQuery,
  type ArchiveResponse,
} from '@firm/domain';
import { createVersionedCache, type Loaded, type Version } from '../../platform/cache/versioned-cache.js';
import type { Metrics } from '../../platform/metrics/metrics.js';
import { CacheScope, readCacheVersions } from '../../platform/database/cache-versions.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { InvalidInputError } from '../../platform/errors.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { bookmarksAmong, type Entitlements } from '../reports';
import { clipHighlight, highlightsOf, positiveWords } from './highlights.js';
import { archiveRepository as repository, type Match, type ParsedSearch } from './repository.js';
import { createWordRanks } from './word-ranks.js';

/** A search's answer: what to tell the caller, and the page of results (the route wraps it as SPEC §7's reply). */
export type ArchiveAnswer = Omit<ArchiveResponse, 'status'>;

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

/** Search answers kept in memory (a few KiB each): the searches asked lately, per client or for everyone else. */
const CACHED_ANSWERS = 2_000;

/**
 * Searches whose matches are kept in order (ids and types, about 40 bytes a match: 80 KiB for a word in every
 * report of 2,000), at most this many lists and this many matches in all (about 40 MiB), whatever the archive's
 * size: at 20,000 reports, fifty lists of words in every report.
 */
const CACHED_MATCH_LISTS = 500;
const CACHED_MATCHES = 1_000_000;

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
export function createArchiveSearchService({
  db,
  clock,
  entitlements,
  metrics,
}: {
  db: Db;
  clock: Clock;
  entitlements: Entitlements;
  metrics?: Pick<Metrics, 'cacheLookups'>;
}) {
  const answers = createVersionedCache<ArchiveAnswer>({
    max: CACHED_ANSWERS,
    lookups: metrics?.cacheLookups('archive_answers'),
  });
  const matchLists = createVersionedCache<Match[]>({
    max: CACHED_MATCH_LISTS,
    timeless: true,
    bySize: { sizeOf: (matches) => matches.length, maxSize: CACHED_MATCHES },
    lookups: metrics?.cacheLookups('archive_matches'),
  });
  const wordRanks = createWordRanks({ db, ...(metrics ? { metrics } : {}) });

  /** The key of a search's matches: every spelling of one search shares it, per report type and order. */
  const searchKey = (search: ParsedSearch) =>
    JSON.stringify([search.printed, search.query.report_type_name ?? null, search.query.sort ?? null]);

  /**
   * The first `limit` matches of the search in its order (every match without one): worked out in memory from its
   * words' ranks when it is of words, AND, OR and negations by relevance (word-ranks.ts), else read from Postgres.
   */
  async function readMatches(search: ParsedSearch, catalogueVersion: Version, now: number, limit?: number) {
    const { plan, query } = search;
    const inMemory =
      plan && !query.report_type_name && !query.sort
        ? await wordRanks.matches(plan, catalogueVersion, now, limit)
        : null;
    return inMemory ?? (await repository.orderedMatches(db, search)).slice(0, limit);
  }

  /**
   * Every match of the search in its order, kept per search as Postgres reads it (every spelling of one search shares
   * it), report type and order while the catalogue stays as read: a client's pages and count are cut from it.
   */
  function matchesOf(search: ParsedSearch, catalogueVersion: Version, now: number): Promise<Match[]> {
    return matchLists.get(searchKey(search), catalogueVersion, now, async () => ({
      value: await readMatches(search, catalogueVersion, now),
    }));
  }

  /**
   * The first matches of the search, one more than everyone may page through (so as to tell whether there are
   * more): all that a caller who opens nothing sees, so not every match need be put in order.
   */
  function firstMatchesOf(search: ParsedSearch, catalogueVersion: Version, now: number): Promise<Match[]> {
    return matchLists.get(`first\u0000${searchKey(search)}`, catalogueVersion, now, async () => ({
      value: await readMatches(search, catalogueVersion, now, LISTED_TO_ALL + 1),
    }));
  }

  async function answer(
    caller: ArchiveCaller,
    query: ArchiveQuery,
    versions: { catalogue: Version; tenant: Version | undefined },
    now: number,
  ): Promise<Loaded<ArchiveAnswer>> {
    const search = await repository.parse(db, query);
    if (search.nodes === 0) {
      return {
        value: {
          message: ArchiveQueryMessages.onlyCommonWords,
          data: { results: [], count: 0, count_capped: false },
        },
      };
    }

    const { client } = caller;
    const access = client ? await entitlements.tenantAccess(client.tenantId, versions.tenant) : null;
    const openable = client && access ? [...access.openableBy(client.userId)] : [];
    // A caller who opens nothing sees the first matches only; a client pages on through every match it opens.
    const matches = await (openable.length > 0 ? matchesOf : firstMatchesOf)(search, versions.catalogue, now);
    // What the caller can page through: the first LISTED_TO_ALL matches and every match past them it may open.
    const opens = new Set(openable);
    const listed = [
      ...matches.slice(0, LISTED_TO_ALL),
      ...matches.slice(LISTED_TO_ALL).filter((match) => opens.has(match.reportTypeId)),
    ];
    const count = listed.length;
    const page = listed.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE);
    const canOpen = (report: { reportTypeId: number }) => opens.has(report.reportTypeId);
    const idsOf = (list: { id: number }[]) => list.map((report) => report.id);
    const words = positiveWords(query.pdf_search);
    // The page's rows, highlights and bookmarks at once: the matches already say which results the caller opens.
    const [found, openHeadlines, lockedHeadlines, bookmarked] = await Promise.all([
      repository.results(db, idsOf(page)),
      repository.passageHeadlines(db, idsOf(page.filter(canOpen)), query.pdf_search, words, OPEN_PASSAGES),
      repository.passageHeadlines(
        db,
        idsOf(page.filter((match) => !canOpen(match))),
        query.pdf_search,
        words,
        LOCKED_PASSAGES,
      ),
      client ? bookmarksAmong(db, client.userId, idsOf(page)) : new Map<number, string>(),
    ]);
    const byId = new Map(found.map((row) => [row.id, row]));
    const rows = page.flatMap((match) => byId.get(match.id) ?? []);

    const response: ArchiveAnswer = {
      message: count > 0 ? ArchiveQueryMessages.found : ArchiveQueryMessages.noResults,
      data: {
        count,
        count_capped: count < matches.length,
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
    return { value: response, validUntil: access?.validUntil ?? null };
  }

  return {
    async search(caller: ArchiveCaller, query: ArchiveQuery): Promise<ArchiveAnswer> {
      // A visitor opens nothing, so every page past these would be empty: said plainly instead.
      if (!caller.signedIn && query.page > ARCHIVE_OPEN_PAGES) {
        throw new InvalidInputError(ArchiveQueryMessages.visitorPages, {
          page: [ArchiveQueryMessages.visitorPages],
        });
      }
      // Answers are kept while the catalogue (and a client's organisation and bookmarks) stay as they were read
      // (docs/decisions/018): one query says whether they did.
      const { client } = caller;
      const versions = await readCacheVersions(
        db,
        client
          ? [CacheScope.catalogue, CacheScope.tenant(client.tenantId), CacheScope.user(client.userId)]
          : [CacheScope.catalogue],
      );
      const now = clock.now().getTime();
      return answers.get(
        `${client?.userId ?? 'anyone'}\u0000${JSON.stringify(query)}`,
        versions.join('.'),
        now,
        () => answer(caller, query, { catalogue: versions[0]!, tenant: versions[1] }, now),
      );
    },
  };
}

export type ArchiveSearchService = ReturnType<typeof createArchiveSearchService>;
