import { BookmarkMessages, PAGE_SIZE, type BookmarksResponse, type LibraryQuery } from '@firm/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { bookmarks, reports, reportTypes } from '../../platform/database/schema.js';
import { HttpError } from '../../platform/http/errors.js';
import type { ClientIdentity, Entitlements } from './entitlements.js';
import { clientReportFilters, isoOrNull, reportOrder } from './report-listing.js';

/**
 * A user's bookmarks (SPEC §4): their own only, whatever id is sent, each with what the library tells of its report
 * (report_access, the subscription's state), so a bookmarked card acts as the library's does.
 */
export function createBookmarkService({ db, entitlements }: { db: Db; entitlements: Entitlements }) {
  return {
    async list(identity: ClientIdentity, query: LibraryQuery): Promise<BookmarksResponse> {
      const where = and(
        eq(bookmarks.userId, identity.userId),
        await clientReportFilters(entitlements, identity, query),
      );
      const [counted, rows, reportAccess, statuses] = await Promise.all([
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(bookmarks)
          .innerJoin(reports, eq(reports.id, bookmarks.reportId))
          .where(where),
        db
          .select({
            id: bookmarks.id,
            reportId: reports.id,
            name: reports.name,
            summary: reports.summary,
            publishedAt: reports.publishedAt,
            reportTypeId: reports.reportTypeId,
            reportTypeName: reportTypes.name,
          })
          .from(bookmarks)
          .innerJoin(reports, eq(reports.id, bookmarks.reportId))
          .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
          .where(where)
          .orderBy(
            ...(query.sort ? reportOrder(query) : [sql`${bookmarks.createdAt} desc`, sql`${bookmarks.id}`]),
          )
          .limit(PAGE_SIZE)
          .offset((query.page - 1) * PAGE_SIZE),
        entitlements.accessibleTypeIds(identity),
        entitlements.subscriptionStatuses(identity.tenantId),
      ]);
      return {
        status: true,
        count: counted[0]?.count ?? 0,
        // The same report_access as the library's, so a bookmarked card offers the same actions.
        report_access: reportAccess,
        data: rows.map((row) => ({
          id: row.id,
          report_id: row.reportId,
          report_name: row.name,
          report_type: row.reportTypeId,
          report_type_name: row.reportTypeName,
          published_at: isoOrNull(row.publishedAt),
          report_summary: row.summary,
          subscription_status: statuses.get(row.reportTypeId) ?? null,
        })),
      };
    },

    /** Bookmarks a report; bookmarking it again answers the same bookmark. */
    async create(identity: ClientIdentity, reportId: number): Promise<string> {
      const [report] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId));
      if (!report) throw new HttpError(404, BookmarkMessages.unknownReport);
      await db.insert(bookmarks).values({ userId: identity.userId, reportId }).onConflictDoNothing();
      const [row] = await db
        .select({ id: bookmarks.id })
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, identity.userId), eq(bookmarks.reportId, reportId)));
      return row!.id;
    },

    /** Removes one of the caller's bookmarks; anyone else's, or none, is answered as not found. */
    async remove(identity: ClientIdentity, bookmarkId: string): Promise<void> {
      const removed = await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.id, bookmarkId), eq(bookmarks.userId, identity.userId)))
        .returning({ id: bookmarks.id });
      if (removed.length === 0) throw new HttpError(404, BookmarkMessages.unknownBookmark);
    },
  };
}

export type BookmarkService = ReturnType<typeof createBookmarkService>;
