import type { AdminClientsQuery } from '@firm/domain';
import { and, asc, desc, eq, getTableColumns, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { orders, reportTypes, subscriptions, tenants, users } from '../../platform/database/schema.js';
import { heldSeatsPerSubscription } from '../team';
import { escapeLike } from '../../platform/database/escape-like.js';

const SORT_COLUMNS = { name: tenants.name, created_at: tenants.createdAt } as const;

const STORED_STATUS = { active: 'active', suspended: 'disabled', pending: 'pending' } as const;

function listFilters(query: AdminClientsQuery): SQL | undefined {
  const search = query.q?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return and(
    query.status === 'all' ? undefined : eq(tenants.status, STORED_STATUS[query.status]),
    pattern
      ? or(
          ilike(tenants.name, pattern),
          sql`exists (select 1 from users u where u.tenant_id = "tenants"."id" and u.email ilike ${pattern})`,
        )
      : undefined,
  );
}

export type TenantRow = typeof tenants.$inferSelect;

/** Every query of the back office's clients. */
export const clientRepository = {
  /** The organisation's active owner, who takes the seat of a granted subscription. */
  async activeOwnerOf(db: Db, tenantId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.role, 'owner'), eq(users.status, 'active')))
      .limit(1);
    return row?.id ?? null;
  },

  /** A page of organisations, with their member and running-subscription counts at `now`. */
  async list(db: Db, query: AdminClientsQuery, now: Date) {
    const where = listFilters(query);
    const order = query.direction === 'asc' ? asc : desc;
    const at = sql`${now.toISOString()}::timestamptz`;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: tenants.id,
          name: tenants.name,
          country: tenants.country,
          status: tenants.status,
          createdAt: tenants.createdAt,
          // Written out in full: in a one-table select Drizzle leaves column names unqualified.
          members: sql<number>`(select count(*)::int from users u where u.tenant_id = "tenants"."id")`,
          activeSubscriptions: sql<number>`(select count(*)::int from subscriptions s where s.tenant_id = "tenants"."id" and s.starts_at <= ${at} and s.ends_at > ${at})`,
        })
        .from(tenants)
        .where(where)
        .orderBy(order(SORT_COLUMNS[query.sort]), order(tenants.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(tenants)
        .where(where),
    ]);
    return { rows, count: total?.count ?? 0 };
  },

  async findTenant(db: Db, tenantId: string, lock = false): Promise<TenantRow | undefined> {
    const query = db.select().from(tenants).where(eq(tenants.id, tenantId));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  /** The organisation's members, oldest first, with the report types they hold a seat on. */
  async members(db: Db, tenantId: string) {
    return db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
        status: users.status,
        suspendedBy: users.suspendedBy,
        // Written out in full: in a one-table select Drizzle leaves column names unqualified.
        seats: sql<string[]>`coalesce((
          select array_agg(rt.name order by rt.name)
          from seat_assignments sa
          join subscriptions s on s.id = sa.subscription_id
          join report_types rt on rt.id = s.report_type_id
          where sa.user_id = "users"."id"
        ), '{}')`,
      })
      .from(users)
      .where(eq(users.tenantId, tenantId))
      .orderBy(asc(users.createdAt), asc(users.id));
  },

  async findMember(db: Db, tenantId: string, userId: string, lock = false) {
    const query = db
      .select({ id: users.id, email: users.email, status: users.status, suspendedBy: users.suspendedBy })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  /** The organisation's subscriptions with their type and the seats held at `now`, by type name. */
  async subscriptions(db: Db, tenantId: string, now: Date) {
    const held = heldSeatsPerSubscription(db, now);
    return db
      .select({
        id: subscriptions.id,
        reportTypeId: subscriptions.reportTypeId,
        reportType: reportTypes.name,
        tier: subscriptions.tier,
        startsAt: subscriptions.startsAt,
        endsAt: subscriptions.endsAt,
        paidUntil: subscriptions.paidUntil,
        state: subscriptions.state,
        autoRenew: subscriptions.autoRenew,
        paymentMethod: subscriptions.paymentMethod,
        renewalFailures: subscriptions.renewalFailures,
        grantReason: subscriptions.grantReason,
        createdAt: subscriptions.createdAt,
        used: sql<number>`coalesce(${held.used}, 0)::int`,
      })
      .from(subscriptions)
      .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
      .leftJoin(held, eq(held.subscriptionId, subscriptions.id))
      .where(eq(subscriptions.tenantId, tenantId))
      .orderBy(asc(reportTypes.name));
  },

  async findSubscription(db: Db, tenantId: string, subscriptionId: string, lock = false) {
    const query = db
      .select({ ...getTableColumns(subscriptions), reportTypeName: reportTypes.name })
      .from(subscriptions)
      .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.tenantId, tenantId)));
    const [row] = await (lock ? query.for('update', { of: subscriptions }) : query);
    return row;
  },

  async subscriptionOfType(db: Db, tenantId: string, reportTypeId: number) {
    const [row] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.reportTypeId, reportTypeId)))
      .for('update');
    return row;
  },

  /** A report type that is sold: a price for every tier. */
  async soldReportType(db: Db, reportTypeId: number) {
    const [row] = await db
      .select({ id: reportTypes.id, name: reportTypes.name })
      .from(reportTypes)
      .where(
        and(
          eq(reportTypes.id, reportTypeId),
          isNotNull(reportTypes.priceSingleCents),
          isNotNull(reportTypes.priceUpTo3Cents),
          isNotNull(reportTypes.priceEnterpriseCents),
        ),
      );
    return row;
  },

  /** The organisation's orders, newest first. */
  async orders(db: Db, tenantId: string) {
    return db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        method: orders.method,
        kind: orders.kind,
        totalCents: orders.totalCents,
        invoiceNumber: orders.invoiceNumber,
        invoiceDueAt: orders.invoiceDueAt,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(eq(orders.tenantId, tenantId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  },
};
