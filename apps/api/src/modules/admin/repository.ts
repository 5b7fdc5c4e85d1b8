import { BillingTerms } from '@firm/domain';
import { and, asc, desc, eq, gt, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  coupons,
  creditNotes,
  inquiries,
  orderItems,
  orders,
  reportTypes,
  subscriptions,
  tenants,
  users,
} from '../../platform/database/schema.js';

const count = sql<number>`count(*)::int`;
/** A sum of cents, read as a number whichever driver answers (a bigint comes back as a string). */
const sumCents = (column: SQL) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * What a subscription is worth a year at the price paid: the price of its type and tier on the organisation's
 * latest paid order line for them, less that line's share of the order's discount (the order lines keep the price
 * each type was bought for; a subscription row keeps only its tier and period, and the report type's list price may
 * have changed since). A subscription with no paid order line (granted, or seeded for the demo) was paid nothing,
 * and counts 0. Payments after `now` do not count.
 */
const pricePaidCents = (now: Date) => sql`coalesce((
  select round(${orderItems.priceCents}::numeric * (${orders.subtotalCents} - ${orders.discountCents})
    / nullif(${orders.subtotalCents}, 0))
  from ${orderItems}
  inner join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orders.tenantId} = ${subscriptions.tenantId}
    and ${orderItems.reportTypeId} = ${subscriptions.reportTypeId}
    and ${orderItems.tier} = ${subscriptions.tier}
    and ${orders.status} = 'paid'
    and ${orders.paidAt} <= ${now.toISOString()}::timestamptz
  order by ${orders.paidAt} desc nulls last, ${orders.createdAt} desc
  limit 1
), 0)`;

/** When an invoice falls due: its due date, or 30 days from the order for one issued before due dates were kept. */
const invoiceDueAt = sql`coalesce(${orders.invoiceDueAt}, ${orders.createdAt} + ${sql.raw(`interval '${BillingTerms.invoiceDueDays} days'`)})`;

/** Every query of the back office's own calls: head counts and staff. */
export const adminRepository = {
  async countTenants(db: Db): Promise<number> {
    const [row] = await db.select({ count }).from(tenants);
    return row?.count ?? 0;
  },

  async countClients(db: Db): Promise<number> {
    const [row] = await db.select({ count }).from(users).where(eq(users.userType, 'client'));
    return row?.count ?? 0;
  },

  /** Every staff member, admins first, then by name. */
  async staffMembers(db: Db) {
    return db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.staffRole,
        status: users.status,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.userType, 'admin'))
      .orderBy(asc(users.staffRole), asc(users.lastName), asc(users.firstName), asc(users.id));
  },

  async emailInUse(db: Db, email: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row !== undefined;
  },

  /** Running subscriptions (at `now`) per report type, with their yearly value in cents at the prices paid. */
  async runningSubscriptionsByType(db: Db, now: Date) {
    return db
      .select({
        reportTypeId: subscriptions.reportTypeId,
        name: reportTypes.name,
        active: count,
        yearlyValueCents: sumCents(pricePaidCents(now)),
      })
      .from(subscriptions)
      .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
      .where(and(lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)))
      .groupBy(subscriptions.reportTypeId, reportTypes.name)
      .orderBy(reportTypes.name, subscriptions.reportTypeId);
  },

  /**
   * Cents of paid orders per calendar month (UTC, 'YYYY-MM') of their payment, paid in [from, to), and the parts of
   * them paid for consultations (consultation orders, and credit lines), course seats and single archived reports,
   * each line after its share of the discount of the lines its order's promo code applied to; without tax (issue
   * 46: it is the state's, not revenue). Net of the credit notes
   * for part of an order (issue 46: a partial refund, a price correction), which take from each part in proportion;
   * an order refunded in full is no longer paid, so none of it counts.
   */
  async paidRevenueByMonth(
    db: Db,
    from: Date,
    to: Date,
  ): Promise<
    { month: string; cents: number; consultationCents: number; courseCents: number; reportCents: number }[]
  > {
    const month = sql<string>`to_char(date_trunc('month', ${orders.paidAt} at time zone 'UTC'), 'YYYY-MM')`;
    /** Whether line `alias` takes part in the order's discount: the order's code names its kind, or every kind. */
    const discounted = (alias: string) => sql`not exists (select 1 from ${coupons}
      where ${coupons.id} = ${orders.couponId} and cardinality(${coupons.appliesTo}) > 0
        and not (${sql.raw(alias)}.kind = any(${coupons.appliesTo})))`;
    /** What the order's lines of `kind` were paid: their prices less their share of the discount they took part in. */
    const linesOf = (
      kind: string,
    ) => sql`(select coalesce(sum(line.price_cents - case when ${discounted('line')}
        then round(${orders.discountCents}::numeric * line.price_cents / nullif((select sum(other.price_cents)
          from ${orderItems} other where other.order_id = ${orders.id} and ${discounted('other')}), 0))
        else 0 end), 0)
      from ${orderItems} line where line.order_id = ${orders.id} and line.kind::text = ${kind})`;
    const credited = sql`(select coalesce(sum(${creditNotes.amountCents}), 0) from ${creditNotes}
      where ${creditNotes.orderId} = ${orders.id})`;
    /** A part of the order's cents after the order's credit notes took their share of it. */
    const net = (cents: SQL) =>
      sql`round((${cents}) * (${orders.totalCents} - ${credited})::numeric / nullif(${orders.totalCents}, 0))`;
    /** What the order sold, without its tax (issue 46): the subtotal less the discount. */
    const sold = sql`(${orders.subtotalCents} - ${orders.discountCents})`;
    return db
      .select({
        month,
        cents: sumCents(net(sold)),
        consultationCents: sumCents(
          net(
            sql`case when ${orders.kind} = 'consultation' then ${sold} else ${linesOf('consultation_credit')} end`,
          ),
        ),
        courseCents: sumCents(net(linesOf('course_seats'))),
        reportCents: sumCents(net(linesOf('archived_report'))),
      })
      .from(orders)
      .where(and(eq(orders.status, 'paid'), gte(orders.paidAt, from), lt(orders.paidAt, to)))
      .groupBy(month);
  },

  /** Unpaid invoices (invoice orders still pending), and those of them past their due date at `now`. */
  async unpaidInvoices(db: Db, now: Date) {
    const overdue = sql`${invoiceDueAt} < ${now.toISOString()}::timestamptz`;
    const [row] = await db
      .select({
        open: count,
        openCents: sumCents(sql`${orders.totalCents}`),
        overdue: sql<number>`(count(*) filter (where ${overdue}))::int`,
        overdueCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${overdue}), 0)`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(and(eq(orders.method, 'invoice'), eq(orders.status, 'pending')));
    return row ?? { open: 0, openCents: 0, overdue: 0, overdueCents: 0 };
  },

  async countNewInquiries(db: Db): Promise<number> {
    const [row] = await db.select({ count }).from(inquiries).where(isNull(inquiries.handledAt));
    return row?.count ?? 0;
  },

  /** The latest orders, newest first, with their organisation's name. */
  async latestOrders(db: Db, limit: number) {
    return db
      .select({
        id: orders.id,
        organisation: tenants.name,
        totalCents: orders.totalCents,
        status: orders.status,
        method: orders.method,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(tenants, eq(tenants.id, orders.tenantId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
  },
};
