import {
  archiveCutoff,
  type ArchivedReportsQuery,
  type ArchivedReportsResponse,
  BookmarkMessages,
  centsToDollars,
  type BookmarksResponse,
  type LibraryGroup,
  type LibraryQuery,
  type LibraryResponse,
  type SubscriptionsResponse,
} from '@firm/domain';
import { createVersionedCache, type Version } from '../../platform/cache/versioned-cache.js';
import type { Metrics } from '../../platform/metrics/metrics.js';
import { CacheScope, readCacheVersions } from '../../platform/database/cache-versions.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { NotFoundError } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { subscriptionStatusAt, type Entitlements, type TenantAccess } from './entitlements.js';
import { createFileLinks } from './file-links.js';
import { archivedReports } from './licence-repository.js';
import { createReportFiles } from './report-files.js';
import { resolveReportType } from './report-import.js';
import { reportsRepository as repository, type LibraryRow, type ReportListing } from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page of the library as every client sees it: the same for all until a report or report type changes. */
interface CataloguePage {
  count: number;
  rows: LibraryRow[];
}

/** The reports among `rows` the caller opens through the organisation's single-report licences (issue 44). */
function licensedAmong(access: TenantAccess, identity: ClientIdentity, rows: { id: number }[]): number[] {
  const licensed = new Set(access.licensedBy(identity.userId));
  return rows.filter((row) => licensed.has(row.id)).map((row) => row.id);
}

/** Library pages kept in memory (a few KiB each): every filter, sort and search asked lately. */
const CACHED_PAGES = 2_000;
/** Library answers kept in memory, ready to send (about 10 KiB each): the pages users opened lately. */
const CACHED_ANSWERS = 2_000;

/**
 * The reports a client reads (SPEC §2, §4, §7): the Report Library, bookmarks, the organisation's subscriptions and
 * the protected files, each with what the caller's organisation may open. Reports come in through the back
 * office's upload (admin-reports.ts), which the command line uses too.
 */
export function createReportsService(deps: {
  db: Db;
  clock: Clock;
  files: FileStore;
  entitlements: Entitlements;
  /** Signs the links to report files. */
  secret: string;
  metrics?: Pick<Metrics, 'cacheLookups'>;
}) {
  const { db, clock, files, entitlements, metrics } = deps;
  // Kept while the database's versions say they are current (docs/decisions/018).
  const cataloguePages = createVersionedCache<CataloguePage>({
    max: CACHED_PAGES,
    lookups: metrics?.cacheLookups('catalogue_pages'),
  });
  const libraryAnswers = createVersionedCache<string>({
    max: CACHED_ANSWERS,
    lookups: metrics?.cacheLookups('library_answers'),
  });

  /** The query with its status filter resolved against the organisation's access. */
  function listingFor(query: LibraryQuery, access: TenantAccess): ReportListing {
    return { ...query, statusTypeIds: query.status ? [...access.typeIdsIn(query.status)] : undefined };
  }

  /** The library page for the caller: the catalogue's page with what the caller's organisation and user hold. */
  async function libraryPage(
    identity: ClientIdentity,
    query: LibraryQuery,
    versions: { catalogue: Version; tenant: Version },
    now: number,
  ): Promise<{ answer: LibraryResponse; validUntil: Date | null }> {
    const access = await entitlements.tenantAccess(identity.tenantId, versions.tenant);
    const listing = listingFor(query, access);
    const { count, rows } = await cataloguePages.get(
      JSON.stringify(listing),
      versions.catalogue,
      now,
      async () => {
        const [pageCount, pageRows] = await Promise.all([
          repository.countLibrary(db, listing),
          repository.libraryPage(db, listing),
        ]);
        return { value: { count: pageCount, rows: pageRows } };
      },
    );
    const bookmarked = await repository.bookmarksAmong(
      db,
      identity.userId,
      rows.map((row) => row.id),
    );
    const statuses = access.statuses;

    // Groups keep the page's order: a type appears where its first report does.
    const groups = new Map<number, LibraryGroup>();
    for (const row of rows) {
      const group = groups.get(row.reportTypeId) ?? {
        report_type: row.reportTypeId,
        report_type_name: row.reportTypeName,
        reports: [],
      };
      group.reports.push({
        id: row.id,
        report_name: row.name,
        report_summary: row.summary,
        published_at: row.publishedAt?.toISOString() ?? null,
        total_word_count: row.totalWordCount,
        report_type: row.reportTypeId,
        report_type_name: row.reportTypeName,
        bookmark_id: bookmarked.get(row.id) ?? null,
        subscription_status: statuses.get(row.reportTypeId) ?? null,
        added_at: row.createdAt.toISOString(),
      });
      groups.set(row.reportTypeId, group);
    }
    const organisationAccess = [...statuses]
      .filter(([, status]) => status === 'active')
      .map(([typeId]) => typeId)
      .sort((a, b) => a - b);
    return {
      answer: {
        status: true,
        data: [...groups.values()],
        count,
        report_access: [...access.openableBy(identity.userId)],
        organisation_access: organisationAccess,
        licensed_reports: licensedAmong(access, identity, rows),
      },
      validUntil: access.validUntil,
    };
  }

  return {
    /**
     * Every report of the firm, a page at a time, grouped by report type, with what the caller's organisation may
     * open (`report_access`) and the caller's own bookmarks: a LibraryResponse as JSON text, ready to send. The
     * answer is kept in memory until the catalogue, the organisation or the user's bookmarks change, or the clock
     * reaches a subscription's start or end (docs/decisions/018).
     */
    async library(identity: ClientIdentity, query: LibraryQuery): Promise<string> {
      // One query tells whether what is kept of the catalogue, the organisation and the user is still current.
      const versions = await readCacheVersions(db, [
        CacheScope.catalogue,
        CacheScope.tenant(identity.tenantId),
        CacheScope.user(identity.userId),
      ]);
      const now = clock.now().getTime();
      return libraryAnswers.get(
        `${identity.userId}\u0000${JSON.stringify(query)}`,
        versions.join('.'),
        now,
        async () => {
          const { answer, validUntil } = await libraryPage(
            identity,
            query,
            { catalogue: versions[0]!, tenant: versions[1]! },
            now,
          );
          return { value: JSON.stringify(answer), validUntil };
        },
      );
    },

    /**
     * The caller's bookmarks (their own only), each with what the library tells of its report (report_access,
     * the subscription's state), so a bookmarked card acts as the library's does.
     */
    async bookmarks(identity: ClientIdentity, query: LibraryQuery): Promise<BookmarksResponse> {
      const access = await entitlements.tenantAccess(identity.tenantId);
      const listing = listingFor(query, access);
      const [count, rows] = await Promise.all([
        repository.countBookmarks(db, identity.userId, listing),
        repository.bookmarkPage(db, identity.userId, listing),
      ]);
      const { statuses } = access;
      return {
        status: true,
        count,
        report_access: [...access.openableBy(identity.userId)],
        licensed_reports: licensedAmong(
          access,
          identity,
          rows.map((row) => ({ id: row.reportId })),
        ),
        data: rows.map((row) => ({
          id: row.id,
          report_id: row.reportId,
          report_name: row.name,
          report_type: row.reportTypeId,
          report_type_name: row.reportTypeName,
          published_at: row.publishedAt?.toISOString() ?? null,
          report_summary: row.summary,
          subscription_status: statuses.get(row.reportTypeId) ?? null,
        })),
      };
    },

    /** Bookmarks a report; bookmarking it again answers the same bookmark. */
    async addBookmark(identity: ClientIdentity, reportId: number): Promise<string> {
      if (!(await repository.reportExists(db, reportId)))
        throw new NotFoundError(BookmarkMessages.unknownReport);
      return repository.upsertBookmark(db, identity.userId, reportId);
    },

    /** Removes one of the caller's bookmarks; anyone else's, none, or no bookmark id is answered as not found. */
    async removeBookmark(identity: ClientIdentity, bookmarkId: string): Promise<void> {
      const removed =
        UUID.test(bookmarkId) && (await repository.deleteBookmark(db, identity.userId, bookmarkId));
      if (!removed) throw new NotFoundError(BookmarkMessages.unknownBookmark);
    },

    /**
     * A page of the archive (issue 44): published reports dated before this week, newest first, searched by words
     * of their name or summary, each with its price alone. What anyone may read: no content, no file.
     */
    async archive(query: ArchivedReportsQuery): Promise<ArchivedReportsResponse> {
      const cutoff = archiveCutoff(clock.now());
      const [count, rows] = await Promise.all([
        archivedReports.count(db, query, cutoff),
        archivedReports.page(db, query, cutoff),
      ]);
      return {
        status: true,
        count,
        data: rows.map((row) => ({
          id: row.id,
          report_name: row.name,
          report_summary: row.summary,
          published_at: row.publishedAt.toISOString(),
          report_type: row.reportTypeId,
          report_type_name: row.reportTypeName,
          price: row.priceCents === null ? null : centsToDollars(row.priceCents),
        })),
      };
    },

    /**
     * The subscriptions of the client's organisation: each report type with its tier, period and whether it is
     * active or expired (ended). Active ones come first, each group by the day it ends, soonest first. One whose
     * period has not begun is not listed until it starts, as the library does not count it.
     */
    async subscriptions(tenantId: string): Promise<SubscriptionsResponse> {
      const now = clock.now();
      const rows = await repository.subscriptionsBegunBy(db, tenantId, now);
      return {
        status: true,
        data: rows.map((row) => ({
          id: row.id,
          report_type: row.reportTypeId,
          report_type_name: row.reportTypeName,
          tier: row.tier,
          starts_at: row.startsAt.toISOString(),
          ends_at: row.endsAt.toISOString(),
          status: subscriptionStatusAt(row.endsAt, now),
        })),
      };
    },

    ...createReportFiles({
      db,
      clock,
      files,
      entitlements,
      links: createFileLinks({ secret: deps.secret, clock }),
    }),

    /** A sellable report type by id or by name (case ignored), as people name it on the command line. */
    resolveReportType: (idOrName: string) => resolveReportType(db, idOrName),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
