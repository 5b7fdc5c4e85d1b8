import { PAGE_SIZE, type LibraryGroup, type LibraryQuery, type LibraryResponse } from '@firm/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { bookmarks, reports, reportTypes } from '../../platform/database/schema.js';
import type { ClientIdentity, Entitlements } from './entitlements.js';
import { clientReportFilters, isoOrNull, reportOrder } from './report-listing.js';

/**
 * The Report Library (SPEC §2, §7): every report of the firm, a page at a time, grouped by report type, with what
 * the caller's organisation may open (`report_access`) and the caller's own bookmarks.
 */
export function createLibraryService({ db, entitlements }: { db: Db; entitlements: Entitlements }) {
  return {
    async list(identity: ClientIdentity, query: LibraryQuery): Promise<LibraryResponse> {
      const where = await clientReportFilters(entitlements, identity, query);

      const [counted, rows, reportAccess, statuses] = await Promise.all([
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(reports)
          .where(where),
        db
          .select({
            id: reports.id,
            name: reports.name,
            summary: reports.summary,
            publishedAt: reports.publishedAt,
            totalWordCount: reports.totalWordCount,
            reportTypeId: reports.reportTypeId,
            reportTypeName: reportTypes.name,
            bookmarkId: bookmarks.id,
          })
          .from(reports)
          .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
          .leftJoin(bookmarks, and(eq(bookmarks.reportId, reports.id), eq(bookmarks.userId, identity.userId)))
          .where(where)
          .orderBy(...reportOrder(query))
          .limit(PAGE_SIZE)
          .offset((query.page - 1) * PAGE_SIZE),
        entitlements.accessibleTypeIds(identity),
        entitlements.subscriptionStatuses(identity.tenantId),
      ]);

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
          published_at: isoOrNull(row.publishedAt),
          total_word_count: row.totalWordCount,
          report_type: row.reportTypeId,
          report_type_name: row.reportTypeName,
          bookmark_id: row.bookmarkId,
          subscription_status: statuses.get(row.reportTypeId) ?? null,
        });
        groups.set(row.reportTypeId, group);
      }
      return {
        status: true,
        data: [...groups.values()],
        count: counted[0]?.count ?? 0,
        report_access: reportAccess,
      };
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
