import type { AuditQuery } from '@firm/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { staffActions } from '../../platform/database/schema.js';

export type NewStaffAction = typeof staffActions.$inferInsert;
export type StaffActionRow = typeof staffActions.$inferSelect;

const count = sql<number>`count(*)::int`;

/** The audit log's queries: the activity area owns staff_actions, and no other area writes it. */
export const activityRepository = {
  async insertStaffAction(db: Db, row: NewStaffAction): Promise<void> {
    await db.insert(staffActions).values(row);
  },

  /** A page of the audit log and the count of every record its filters match. */
  async listStaffActions(db: Db, query: AuditQuery): Promise<{ rows: StaffActionRow[]; count: number }> {
    const filters: SQL[] = [];
    if (query.staff) filters.push(eq(staffActions.staffUserId, query.staff));
    if (query.tenant) filters.push(eq(staffActions.tenantId, query.tenant));
    if (query.action) filters.push(eq(staffActions.action, query.action));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const order = query.direction === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(staffActions)
        .where(where)
        .orderBy(order(staffActions.occurredAt), order(staffActions.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      db.select({ count }).from(staffActions).where(where),
    ]);
    return { rows, count: total?.count ?? 0 };
  },
};
