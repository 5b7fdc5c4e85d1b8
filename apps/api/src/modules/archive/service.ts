import { ArchiveQueryMessages, type ArchiveQuery, type ArchiveResponse } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { ClientIdentity, Entitlements } from '../reports/entitlements.js';
import { highlightsOf, positiveWords } from './highlights.js';
import { archiveRepository as repository } from './repository.js';

/**
 * The Report Archives search (SPEC §2, §7 reports/elastic-search/; DESIGN §4): Postgres full-text search over
 * every report's name, summary and content with web-search syntax ("a phrase", OR, -word), by relevance unless
 * sorted by name, ten a page, each result with highlighted fragments of its content and whether the caller may
 * open it (now, by the clock the entitlements read). Visitors search too; only a signed-in client's entitled
 * types open.
 */
export function createArchiveSearchService({ db, entitlements }: { db: Db; entitlements: Entitlements }) {
  return {
    async search(identity: ClientIdentity | null, query: ArchiveQuery): Promise<ArchiveResponse> {
      if ((await repository.searchTermCount(db, query.pdf_search)) === 0) {
        return {
          status: true,
          message: ArchiveQueryMessages.onlyCommonWords,
          data: { results: [], count: 0 },
        };
      }

      // The page and the count run side by side (on Postgres on two connections): a window count over the ranked
      // rows would read every match's search vector a second time.
      const [rows, count, accessible] = await Promise.all([
        repository.matchingPage(db, query),
        repository.countMatching(db, query),
        identity ? entitlements.accessibleTypeIds(identity) : Promise.resolve([]),
      ]);

      const pageIds = rows.map((row) => row.id);
      const [headlines, bookmarked] = await Promise.all([
        repository.passageHeadlines(db, pageIds, query.pdf_search, positiveWords(query.pdf_search)),
        identity ? repository.bookmarksAmong(db, identity.userId, pageIds) : new Map<number, string>(),
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
            published_at: row.publishedAt?.toISOString() ?? null,
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
}

export type ArchiveSearchService = ReturnType<typeof createArchiveSearchService>;
