import type { AuditQuery, StaffRole } from '@firm/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { staffActions, tenants, users } from '../../platform/database/schema.js';

const count = sql<number>`count(*)::int`;

export type NewStaffAction = typeof staffActions.$inferInsert;
export type StaffActionRow = typeof staffActions.$inferSelect;

/** Every query of the back office's own calls: head counts, staff and the audit log. */
export const adminRepository = {
  async countTenants(db: Db): Promise<number> {
    const [row] = await db.select({ count }).from(tenants);
    return row?.count ?? 0;
  },

  async countClients(db: Db): Promise<number> {
    const [row] = await db.select({ count }).from(users).where(eq(users.userType, 'client'));
    return row?.count ?? 0;
  },

  /** The staff member's role as stored now; null for a client, a suspended account or an unknown id. */
  async staffRoleOf(db: Db, userId: string): Promise<StaffRole | null> {
    const [row] = await db
      .select({ role: users.staffRole })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.userType, 'admin'), eq(users.status, 'active')));
    return row?.role ?? null;
  },

  async staffMember(db: Db, userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.staffRole,
      })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.userType, 'admin')));
    return row ?? null;
  },

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
