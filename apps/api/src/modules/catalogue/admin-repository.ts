import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { reportTypes, type ReportTypeRow } from '../../platform/database/schema.js';

export type ReportTypeUpdate = Partial<
  Pick<
    ReportTypeRow,
    | 'name'
    | 'title'
    | 'description'
    | 'parentId'
    | 'priceSingleCents'
    | 'priceUpTo3Cents'
    | 'priceEnterpriseCents'
    | 'priceArchivedReportCents'
  >
>;

/** A report type with its counts, as the back office lists it. */
export interface AdminReportTypeRow {
  type: ReportTypeRow;
  reports: number;
  activeSubscriptions: number;
}

/** The back office's queries of report types (issue 16). */
export const adminCatalogueRepository = {
  /** Every type with its reports and its subscriptions running at `now` (few rows: no pages). */
  async allWithCounts(db: Db, now: Date): Promise<AdminReportTypeRow[]> {
    // Spelled out with their tables: Drizzle leaves columns unqualified in a one-table select.
    const running = sql<number>`(
      select count(*)::int from subscriptions s
      where s.report_type_id = report_types.id
        and s.starts_at <= ${now.toISOString()}::timestamptz and s.ends_at > ${now.toISOString()}::timestamptz)`;
    return db
      .select({
        type: reportTypes,
        reports: sql<number>`(select count(*)::int from reports r where r.report_type_id = report_types.id)`,
        activeSubscriptions: running,
      })
      .from(reportTypes)
      .orderBy(asc(reportTypes.position), asc(reportTypes.id));
  },

  /** The type, locked until the caller's transaction ends. */
  async lock(db: Db, id: number): Promise<ReportTypeRow | undefined> {
    const [row] = await db.select().from(reportTypes).where(eq(reportTypes.id, id)).for('update');
    return row;
  },

  async byId(db: Db, id: number): Promise<ReportTypeRow | undefined> {
    const [row] = await db.select().from(reportTypes).where(eq(reportTypes.id, id));
    return row;
  },

  /** Every type's place in the tree, to refuse a group that would make a cycle. */
  parents(db: Db) {
    return db.select({ id: reportTypes.id, parentId: reportTypes.parentId }).from(reportTypes);
  },

  /** Another type of this name (names are unique, compared as typed and case-insensitively). */
  async otherNamed(db: Db, name: string, exceptId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: reportTypes.id })
      .from(reportTypes)
      .where(and(sql`lower(${reportTypes.name}) = lower(${name})`, sql`${reportTypes.id} <> ${exceptId}`));
    return row !== undefined;
  },

  async update(db: Db, id: number, set: ReportTypeUpdate): Promise<void> {
    if (Object.keys(set).length === 0) return;
    await db.update(reportTypes).set(set).where(eq(reportTypes.id, id));
  },

  async setImageKey(db: Db, id: number, imageKey: string | null): Promise<void> {
    await db.update(reportTypes).set({ imageKey }).where(eq(reportTypes.id, id));
  },
};
