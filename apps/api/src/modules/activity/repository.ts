import type { AuditQuery } from '@firm/domain';
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { activity, tenants, type ActivityRow } from '../../platform/database/schema.js';

export type NewActivity = typeof activity.$inferInsert;
export type { ActivityRow };

const count = sql<number>`count(*)::int`;

/** A page of rows with the count of every row its filters match, newest first unless asked otherwise. */
async function page(
  db: Db,
  where: SQL | undefined,
  { page, pageSize, direction = 'desc' }: { page: number; pageSize: number; direction?: 'asc' | 'desc' },
) {
  const order = direction === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: activity, organisation: tenants.name })
      .from(activity)
      .leftJoin(tenants, eq(tenants.id, activity.tenantId))
      .where(where)
      .orderBy(order(activity.occurredAt), order(activity.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count }).from(activity).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** The activity area's queries: it owns the activity table, and no other area writes it. */
export const activityRepository = {
  async insert(db: Db, row: NewActivity): Promise<void> {
    await db.insert(activity).values(row);
  },

  /** The audit log: a page of the rows of the given actions, filtered by actor, organisation and action. */
  async auditPage(db: Db, actions: readonly string[], query: AuditQuery) {
    const filters: SQL[] = [inArray(activity.action, [...actions])];
    if (query.staff) filters.push(eq(activity.actorUserId, query.staff));
    if (query.tenant) filters.push(eq(activity.tenantId, query.tenant));
    if (query.action) filters.push(eq(activity.action, query.action));
    return page(db, and(...filters), {
      page: query.page,
      pageSize: query.page_size,
      direction: query.direction,
    });
  },

  /** A page of the rows of the given actions: one organisation's, or every organisation's. */
  async organisationPage(
    db: Db,
    actions: readonly string[],
    tenantId: string | undefined,
    at: { page: number; pageSize: number },
  ) {
    const tenant = tenantId ? eq(activity.tenantId, tenantId) : isNotNull(activity.tenantId);
    return page(db, and(inArray(activity.action, [...actions]), tenant), at);
  },

  /** Every row about one organisation, newest first. */
  async ofTenant(db: Db, tenantId: string): Promise<ActivityRow[]> {
    return db
      .select()
      .from(activity)
      .where(eq(activity.tenantId, tenantId))
      .orderBy(desc(activity.occurredAt), desc(activity.seq));
  },

  /** The rows of the given actions about one subject, oldest first. */
  async ofSubject(
    db: Db,
    subject: { type: string; id: string },
    actions: readonly string[],
  ): Promise<ActivityRow[]> {
    return db
      .select()
      .from(activity)
      .where(
        and(
          eq(activity.subjectType, subject.type),
          eq(activity.subjectId, subject.id),
          inArray(activity.action, [...actions]),
        ),
      )
      .orderBy(asc(activity.occurredAt), asc(activity.seq));
  },

  /** Whether the subject has a row of the action whose `after` holds the given fields. */
  async exists(
    db: Db,
    subject: { type: string; id: string },
    action: string,
    after: Record<string, unknown>,
  ): Promise<boolean> {
    const rows = await db
      .select({ id: activity.id })
      .from(activity)
      .where(
        and(
          eq(activity.subjectType, subject.type),
          eq(activity.subjectId, subject.id),
          eq(activity.action, action),
          sql`${activity.after} @> ${JSON.stringify(after)}::jsonb`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },
};
