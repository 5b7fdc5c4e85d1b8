import { PAGE_SIZE, type LibraryQuery, type ReportFileOperation } from '@firm/domain';
import { and, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  bookmarks,
  fileDeliveries,
  reports,
  reportTypes,
  subscriptions,
  tenants,
  users,
} from '../../platform/database/schema.js';
import { escapeLike } from '../../platform/database/escape-like.js';
import { millisecondCeiling } from '../../platform/database/millisecond-ceiling.js';

/** A page of the library or of bookmarks: the SPEC §7 query, its status filter resolved to report type ids. */
export interface ReportListing extends LibraryQuery {
  /** The types of the tenant's subscriptions in the state asked for; undefined when no state was asked for. */
  statusTypeIds?: number[] | undefined;
}

/** A report as the library lists it. */
export interface LibraryRow {
  id: number;
  name: string;
  summary: string;
  publishedAt: Date | null;
  totalWordCount: number;
  reportTypeId: number;
  reportTypeName: string;
  /** When it came into the library (imported). */
  createdAt: Date;
}

/** What clients see of the reports: those staff have not unpublished (issue 16). */
export const publishedReport = isNull(reports.unpublishedAt);

/**
 * Published reports only; words in the name or summary, one report type, the types of the subscriptions in the
 * state asked for.
 */
function listingFilters(listing: ReportListing): SQL | undefined {
  const search = listing.search_query?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const { statusTypeIds } = listing;
  return and(
    publishedReport,
    pattern ? or(ilike(reports.name, pattern), ilike(reports.summary, pattern)) : undefined,
    listing.report_type ? eq(reports.reportTypeId, listing.report_type) : undefined,
    listing.report ? eq(reports.id, listing.report) : undefined,
    // No subscription in that state: nothing matches (inArray of an empty list is refused by Drizzle).
    statusTypeIds
      ? statusTypeIds.length > 0
        ? inArray(reports.reportTypeId, statusTypeIds)
        : sql`false`
      : undefined,
  );
}

/** SPEC §5 sort: a_z or z_a by name; without one, the newest first. */
function listingOrder(sort: LibraryQuery['sort']): SQL[] {
  if (sort === 'a_z') return [sql`${reports.name} asc`, sql`${reports.id} asc`];
  if (sort === 'z_a') return [sql`${reports.name} desc`, sql`${reports.id} desc`];
  // As reports_library_order_idx is ordered (ids are never null).
  return [sql`${reports.publishedAt} desc nulls last`, sql`${reports.id} desc nulls last`];
}

const pageOffset = (page: number) => (page - 1) * PAGE_SIZE;

/** Every query of the reports area: the library and bookmarks, entitlements, file deliveries and imports. */
export const reportsRepository = {
  /** One report as an alert names it, with its type's name and whether staff unpublished it. */
  async announcedReport(db: Db, id: number) {
    const [row] = await db
      .select({
        id: reports.id,
        name: reports.name,
        summary: reports.summary,
        publishedAt: reports.publishedAt,
        unpublishedAt: reports.unpublishedAt,
        reportTypeId: reports.reportTypeId,
        reportTypeName: reportTypes.name,
        fileSha256: reports.fileSha256,
        fileReplacedAt: reports.fileReplacedAt,
      })
      .from(reports)
      .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      .where(eq(reports.id, id));
    return row;
  },

  /**
   * The users who downloaded the report before `replacedAt` and not since: they hold an earlier file (the download
   * log names each download).
   */
  async downloadersOfEarlierFiles(db: Db, reportId: number, replacedAt: Date): Promise<string[]> {
    const rows = await db
      .select({ userId: fileDeliveries.userId })
      .from(fileDeliveries)
      .where(and(eq(fileDeliveries.reportId, reportId), eq(fileDeliveries.operation, 'download')))
      .groupBy(fileDeliveries.userId)
      .having(sql`max(${fileDeliveries.createdAt}) < ${replacedAt.toISOString()}::timestamptz`)
      .orderBy(fileDeliveries.userId);
    return rows.map((row) => row.userId);
  },

  // ---- Listing the library and bookmarks ----

  async countLibrary(db: Db, listing: ReportListing): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(reports)
      .where(listingFilters(listing));
    return row?.count ?? 0;
  },

  /** A page of reports, each with its type's name. */
  async libraryPage(db: Db, listing: ReportListing): Promise<LibraryRow[]> {
    return db
      .select({
        id: reports.id,
        name: reports.name,
        summary: reports.summary,
        publishedAt: reports.publishedAt,
        totalWordCount: reports.totalWordCount,
        reportTypeId: reports.reportTypeId,
        reportTypeName: reportTypes.name,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      .where(listingFilters(listing))
      .orderBy(...listingOrder(listing.sort))
      .limit(PAGE_SIZE)
      .offset(pageOffset(listing.page));
  },

  async countBookmarks(db: Db, userId: string, listing: ReportListing): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookmarks)
      .innerJoin(reports, eq(reports.id, bookmarks.reportId))
      .where(and(eq(bookmarks.userId, userId), listingFilters(listing)));
    return row?.count ?? 0;
  },

  /** A page of the user's bookmarks with their reports; the latest bookmarked first unless sorted. */
  async bookmarkPage(db: Db, userId: string, listing: ReportListing) {
    return db
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
      .where(and(eq(bookmarks.userId, userId), listingFilters(listing)))
      .orderBy(
        ...(listing.sort
          ? listingOrder(listing.sort)
          : [sql`${bookmarks.createdAt} desc`, sql`${bookmarks.id}`]),
      )
      .limit(PAGE_SIZE)
      .offset(pageOffset(listing.page));
  },

  // ---- Bookmarks ----

  /** The user's own bookmarks among the reports: report id → bookmark id. */
  async bookmarksAmong(db: Db, userId: string, reportIds: number[]): Promise<Map<number, string>> {
    if (reportIds.length === 0) return new Map();
    const rows = await db
      .select({ id: bookmarks.id, reportId: bookmarks.reportId })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), inArray(bookmarks.reportId, reportIds)));
    return new Map(rows.map((row) => [row.reportId, row.id]));
  },

  /** Whether a published report has the id. */
  async reportExists(db: Db, reportId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.id, reportId), publishedReport));
    return row !== undefined;
  },

  /** The user's bookmark of the report, made unless it exists; its id either way. */
  async upsertBookmark(db: Db, userId: string, reportId: number): Promise<string> {
    await db.insert(bookmarks).values({ userId, reportId }).onConflictDoNothing();
    const [row] = await db
      .select({ id: bookmarks.id })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.reportId, reportId)));
    return row!.id;
  },

  /** Deletes the bookmark if it is the user's; whether one was deleted. */
  async deleteBookmark(db: Db, userId: string, bookmarkId: string): Promise<boolean> {
    const removed = await db
      .delete(bookmarks)
      .where(and(eq(bookmarks.id, bookmarkId), eq(bookmarks.userId, userId)))
      .returning({ id: bookmarks.id });
    return removed.length > 0;
  },

  // ---- Entitlements and subscriptions ----

  /**
   * Every subscription of the tenant: its report type, tier and period, its moments rounded up to the millisecond
   * so that comparing them with the clock in memory agrees with the queries that compare them in SQL.
   */
  async subscriptionPeriodsOf(db: Db, tenantId: string) {
    return db
      .select({
        reportTypeId: subscriptions.reportTypeId,
        tier: subscriptions.tier,
        startsAt: millisecondCeiling(subscriptions.startsAt),
        endsAt: millisecondCeiling(subscriptions.endsAt),
      })
      .from(subscriptions)
      .where(eq(subscriptions.tenantId, tenantId));
  },

  /**
   * The tenant's subscriptions begun by `now`, with their types' names: those still running first, each group by
   * the day it ends, soonest first.
   */
  async subscriptionsBegunBy(db: Db, tenantId: string, now: Date) {
    return db
      .select({
        id: subscriptions.id,
        reportTypeId: subscriptions.reportTypeId,
        reportTypeName: reportTypes.name,
        tier: subscriptions.tier,
        startsAt: subscriptions.startsAt,
        endsAt: subscriptions.endsAt,
      })
      .from(subscriptions)
      .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
      .where(and(eq(subscriptions.tenantId, tenantId), lte(subscriptions.startsAt, now)))
      .orderBy(lte(subscriptions.endsAt, now), subscriptions.endsAt, reportTypes.name);
  },

  // ---- Report files ----

  /** A published report's file; an unpublished one has none for clients. */
  async findReportFile(db: Db, reportId: number) {
    const [row] = await db
      .select({
        id: reports.id,
        name: reports.name,
        reportTypeId: reports.reportTypeId,
        fileKey: reports.fileKey,
      })
      .from(reports)
      .where(and(eq(reports.id, reportId), publishedReport));
    return row;
  },

  /** A client user with their organisation's name; undefined for anyone else. */
  /** The holder of a signed file link: an active client of an active organisation, or none. */
  async findClientWithOrganisation(db: Db, userId: string) {
    const [row] = await db
      .select({ email: users.email, tenantId: users.tenantId, organisation: tenants.name })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(
        and(
          eq(users.id, userId),
          eq(users.userType, 'client'),
          eq(users.status, 'active'),
          eq(tenants.status, 'active'),
        ),
      );
    return row;
  },

  async recordFileDelivery(
    db: Db,
    delivery: {
      reportId: number;
      userId: string;
      tenantId: string;
      operation: ReportFileOperation;
      ip: string;
      deliveredAt: Date;
    },
  ): Promise<void> {
    const { deliveredAt, ...rest } = delivery;
    await db.insert(fileDeliveries).values({ ...rest, createdAt: deliveredAt });
  },

  // ---- Report import ----

  async findReportType(db: Db, id: number) {
    const [row] = await db.select().from(reportTypes).where(eq(reportTypes.id, id));
    return row;
  },

  /** A report type's id by its name, case ignored. */
  async findReportTypeIdByName(db: Db, name: string): Promise<number | undefined> {
    const [row] = await db
      .select({ id: reportTypes.id })
      .from(reportTypes)
      .where(sql`lower(${reportTypes.name}) = lower(${name})`);
    return row?.id;
  },

  async findReportBySha256(db: Db, sha256: string) {
    const [row] = await db
      .select({ id: reports.id, name: reports.name })
      .from(reports)
      .where(eq(reports.fileSha256, sha256));
    return row;
  },

  /** Inserts the report unless one with the same file exists; the new row, or undefined. */
  async insertReportUnlessFileExists(db: Db, report: typeof reports.$inferInsert) {
    const [row] = await db
      .insert(reports)
      .values(report)
      .onConflictDoNothing({ target: reports.fileSha256 })
      .returning({ id: reports.id, name: reports.name });
    return row;
  },
};
