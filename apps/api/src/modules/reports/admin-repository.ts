import type { AdminReportsQuery } from '@firm/domain';
import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { fileDeliveries, reports, reportTypes } from '../../platform/database/schema.js';
import { escapeLike } from '../../platform/database/escape-like.js';

const count = sql<number>`count(*)::int`;

/** A report as the back office reads it: no text, no word frequency. */
const adminColumns = {
  id: reports.id,
  name: reports.name,
  summary: reports.summary,
  reportTypeId: reports.reportTypeId,
  reportTypeName: reportTypes.name,
  publishedAt: reports.publishedAt,
  createdAt: reports.createdAt,
  unpublishedAt: reports.unpublishedAt,
  totalWordCount: reports.totalWordCount,
  fileSize: reports.fileSize,
  fileKey: reports.fileKey,
  fileSha256: reports.fileSha256,
  fileReplacedAt: reports.fileReplacedAt,
};

export interface AdminReportRow {
  id: number;
  name: string;
  summary: string;
  reportTypeId: number;
  reportTypeName: string;
  publishedAt: Date | null;
  createdAt: Date;
  unpublishedAt: Date | null;
  totalWordCount: number;
  fileSize: number;
  fileKey: string;
  fileSha256: string;
  fileReplacedAt: Date | null;
}

const SORT_COLUMNS = {
  published_at: reports.publishedAt,
  created_at: reports.createdAt,
  name: reports.name,
} as const;

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

function adminFilters(query: AdminReportsQuery): SQL | undefined {
  const search = query.q?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return and(
    pattern ? or(ilike(reports.name, pattern), ilike(reports.summary, pattern)) : undefined,
    query.type ? eq(reports.reportTypeId, query.type) : undefined,
    query.published_from ? gte(reports.publishedAt, dayStart(query.published_from)) : undefined,
    query.published_to ? lt(reports.publishedAt, nextDayStart(query.published_to)) : undefined,
    query.state === 'published' ? isNull(reports.unpublishedAt) : undefined,
    query.state === 'unpublished' ? isNotNull(reports.unpublishedAt) : undefined,
  );
}

/** The back office's queries of reports (issue 16). */
export const adminReportsRepository = {
  /** A page of reports, sorted with the id as tie-break (undated ones last), and the count the filters match. */
  async list(db: Db, query: AdminReportsQuery): Promise<{ rows: AdminReportRow[]; count: number }> {
    const where = adminFilters(query);
    const column = SORT_COLUMNS[query.sort];
    const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
    const order = query.direction === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      db
        .select(adminColumns)
        .from(reports)
        .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
        .where(where)
        .orderBy(sql`${column} ${direction} nulls last`, order(reports.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      db.select({ count }).from(reports).where(where),
    ]);
    return { rows, count: total?.count ?? 0 };
  },

  async row(db: Db, id: number): Promise<AdminReportRow | null> {
    const [row] = await db
      .select(adminColumns)
      .from(reports)
      .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      .where(eq(reports.id, id));
    return row ?? null;
  },

  /** The report, locked for a change; null when there is none. */
  async lock(db: Db, id: number): Promise<AdminReportRow | null> {
    const [row] = await db
      .select(adminColumns)
      .from(reports)
      .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
      .where(eq(reports.id, id))
      .for('update', { of: reports });
    return row ?? null;
  },

  async update(
    db: Db,
    id: number,
    change: Partial<Pick<typeof reports.$inferInsert, 'name' | 'summary' | 'publishedAt' | 'reportTypeId'>>,
  ): Promise<void> {
    await db.update(reports).set(change).where(eq(reports.id, id));
  },

  /** The report whose file has these bytes, if one has. */
  async reportOfFile(db: Db, sha256: string): Promise<{ id: number; name: string } | undefined> {
    const [row] = await db
      .select({ id: reports.id, name: reports.name })
      .from(reports)
      .where(eq(reports.fileSha256, sha256));
    return row;
  },

  /**
   * The report's new file and text; false when another report holds these bytes (a file is one report's). The
   * passages and terms follow the text through the table's triggers.
   */
  async replaceFile(
    db: Db,
    id: number,
    file: Pick<
      typeof reports.$inferInsert,
      | 'content'
      | 'totalWordCount'
      | 'wordFrequency'
      | 'fileKey'
      | 'fileSha256'
      | 'fileSize'
      | 'fileReplacedAt'
    >,
  ): Promise<boolean> {
    const [taken] = await db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.fileSha256, file.fileSha256), ne(reports.id, id)));
    if (taken) return false;
    await db.update(reports).set(file).where(eq(reports.id, id));
    return true;
  },

  async setUnpublished(db: Db, id: number, at: Date | null): Promise<void> {
    await db.update(reports).set({ unpublishedAt: at }).where(eq(reports.id, id));
  },

  /** Deletes the report (its bookmarks and passages go with it; callers refuse one with deliveries); whether one was deleted. */
  async delete(db: Db, id: number): Promise<boolean> {
    const removed = await db.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id });
    return removed.length > 0;
  },

  /** Whether any client has read or downloaded the report (the licensing download log names it). */
  async hasDeliveries(db: Db, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: fileDeliveries.id })
      .from(fileDeliveries)
      .where(eq(fileDeliveries.reportId, id))
      .limit(1);
    return row !== undefined;
  },

  /** Whether any report still names the file, by its key or its content (the same PDF uploaded again). */
  async fileInUse(db: Db, file: { fileKey: string; sha256: string }): Promise<boolean> {
    const [row] = await db
      .select({ id: reports.id })
      .from(reports)
      .where(or(eq(reports.fileKey, file.fileKey), eq(reports.fileSha256, file.sha256)))
      .limit(1);
    return row !== undefined;
  },
};
