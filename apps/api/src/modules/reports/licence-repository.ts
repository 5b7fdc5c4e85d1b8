import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { PAGE_SIZE, type ArchivedReportsQuery } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { reportLicences, reports, reportTypes } from '../../platform/database/schema.js';
import { escapeLike } from '../../platform/database/escape-like.js';
import { publishedReport } from './repository.js';

/** A report of the archive as it is sold alone: its type, its type's price for one report, and its picture. */
export interface ArchivedReportRow {
  id: number;
  name: string;
  summary: string;
  publishedAt: Date;
  reportTypeId: number;
  reportTypeName: string;
  /** Null when the type is not sold report by report. */
  priceCents: number | null;
}

/** A report a cart line names, as the cart shows it, and whether it is still in the archive before `cutoff`. */
export interface CartReportRow {
  id: number;
  name: string;
  publishedAt: Date | null;
  reportTypeId: number;
  reportTypeName: string;
  /** The type's picture uploaded in the back office, if any. */
  imageKey: string | null;
  priceCents: number | null;
  inArchive: boolean;
}

const archiveRow = {
  id: reports.id,
  name: reports.name,
  summary: reports.summary,
  publishedAt: sql<Date>`${reports.publishedAt}`.mapWith(reports.publishedAt),
  reportTypeId: reports.reportTypeId,
  reportTypeName: reportTypes.name,
  priceCents: reportTypes.priceArchivedReportCents,
};

/** Published, and dated before the archive's cut-off (archiveCutoff): the reports sold alone. */
const inArchive = (cutoff: Date) => and(publishedReport, lt(reports.publishedAt, cutoff));

function archiveFilters(query: ArchivedReportsQuery, cutoff: Date) {
  const search = query.search_query?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return and(
    inArchive(cutoff),
    pattern ? sql`(${reports.name} ilike ${pattern} or ${reports.summary} ilike ${pattern})` : undefined,
  );
}

/**
 * The queries of the archive sold report by report and of organisations' single-report licences (issue 44, decision
 * 036): what commerce reads to sell one report, and the licences its paid orders give and its refunds take back,
 * each in the caller's transaction.
 */
export const archivedReports = {
  /** A page of the archive, newest first, with the price of each report alone. */
  page(db: Db, query: ArchivedReportsQuery, cutoff: Date): Promise<ArchivedReportRow[]> {
    return db
      .select(archiveRow)
      .from(reports)
      .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      .where(archiveFilters(query, cutoff))
      .orderBy(sql`${reports.publishedAt} desc`, sql`${reports.id} desc`)
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE);
  },

  async count(db: Db, query: ArchivedReportsQuery, cutoff: Date): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(reports)
      .where(archiveFilters(query, cutoff));
    return row?.count ?? 0;
  },

  /** One report of the archive; undefined when there is none such (unknown, unpublished, or of this week). */
  async one(db: Db, reportId: number, cutoff: Date): Promise<ArchivedReportRow | undefined> {
    const [row] = await db
      .select(archiveRow)
      .from(reports)
      .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      .where(and(eq(reports.id, reportId), inArchive(cutoff)));
    return row;
  },

  /** The reports cart lines name, by id, each saying whether it is (still) in the archive. */
  async among(db: Db, reportIds: number[], cutoff: Date): Promise<Map<number, CartReportRow>> {
    if (reportIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: reports.id,
        name: reports.name,
        publishedAt: reports.publishedAt,
        reportTypeId: reports.reportTypeId,
        reportTypeName: reportTypes.name,
        imageKey: reportTypes.imageKey,
        priceCents: reportTypes.priceArchivedReportCents,
        inArchive: sql<boolean>`coalesce(${inArchive(cutoff)!}, false)`,
      })
      .from(reports)
      .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      .where(inArray(reports.id, reportIds));
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** The reports the tenant holds a live licence to. */
  async licensedTo(db: Db, tenantId: string): Promise<number[]> {
    const rows = await db
      .select({ reportId: reportLicences.reportId })
      .from(reportLicences)
      .where(and(eq(reportLicences.tenantId, tenantId), isNull(reportLicences.revokedAt)));
    return rows.map((row) => row.reportId).sort((a, b) => a - b);
  },

  /** The names of the reports among `reportIds` the tenant holds a live licence to already. */
  async heldAmong(db: Db, tenantId: string, reportIds: number[]): Promise<string[]> {
    if (reportIds.length === 0) return [];
    const rows = await db
      .select({ name: reports.name })
      .from(reportLicences)
      .innerJoin(reports, eq(reports.id, reportLicences.reportId))
      .where(
        and(
          eq(reportLicences.tenantId, tenantId),
          isNull(reportLicences.revokedAt),
          inArray(reportLicences.reportId, reportIds),
        ),
      )
      .orderBy(reports.name);
    return rows.map((row) => row.name);
  },

  /**
   * A paid order gives its organisation a licence to each report it bought alone; one held already (another order
   * paid for it) is kept as it is. Answers the reports newly licensed.
   */
  async grant(db: Db, grant: { tenantId: string; orderId: string; reportIds: number[] }): Promise<number[]> {
    if (grant.reportIds.length === 0) return [];
    const rows = await db
      .insert(reportLicences)
      .values(
        grant.reportIds.map((reportId) => ({ tenantId: grant.tenantId, orderId: grant.orderId, reportId })),
      )
      .onConflictDoNothing()
      .returning({ reportId: reportLicences.reportId });
    return rows.map((row) => row.reportId);
  },

  /** The names of the reports, by id. */
  async namesOf(db: Db, reportIds: number[]): Promise<{ id: number; name: string }[]> {
    if (reportIds.length === 0) return [];
    return db
      .select({ id: reports.id, name: reports.name })
      .from(reports)
      .where(inArray(reports.id, reportIds));
  },

  /** The order was refunded: the licences it gave are taken back at `at`. Answers the reports concerned. */
  async revokeFor(db: Db, orderId: string, at: Date): Promise<number[]> {
    const rows = await db
      .update(reportLicences)
      .set({ revokedAt: at })
      .where(and(eq(reportLicences.orderId, orderId), isNull(reportLicences.revokedAt)))
      .returning({ reportId: reportLicences.reportId });
    return rows.map((row) => row.reportId);
  },
};
