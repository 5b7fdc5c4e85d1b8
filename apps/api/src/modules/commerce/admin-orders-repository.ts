import { BillingTerms } from '@firm/domain';
import type { AdminOrdersQuery, OrderKind } from '@firm/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  coupons,
  orderItems,
  orders,
  subscriptions,
  tenants,
  users,
} from '../../platform/database/schema.js';
import { escapeLike } from '../../platform/database/escape-like.js';
import { commerceRepository } from './repository.js';

const count = sql<number>`count(*)::int`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an invoice falls due: its due date, or 30 days from the order for one issued before due dates were kept. */
const invoiceDueAt = sql<Date | null>`case when ${orders.method} = 'invoice' then coalesce(${orders.invoiceDueAt}, ${orders.createdAt} + ${sql.raw(`interval '${BillingTerms.invoiceDueDays} days'`)}) end`;

/** An order as the back office's list shows it. */
const rowColumns = {
  id: orders.id,
  number: orders.number,
  tenantId: orders.tenantId,
  organisation: tenants.name,
  buyerEmail: users.email,
  buyerFirstName: users.firstName,
  buyerLastName: users.lastName,
  method: orders.method,
  kind: orders.kind,
  status: orders.status,
  totalCents: orders.totalCents,
  currency: orders.currency,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  invoiceNumber: orders.invoiceNumber,
  invoiceDueAt: invoiceDueAt.mapWith((value: string | Date | null) => (value ? new Date(value) : null)),
};

export interface AdminOrderListRow {
  id: string;
  number: string;
  tenantId: string;
  organisation: string;
  buyerEmail: string;
  buyerFirstName: string;
  buyerLastName: string;
  method: 'card' | 'us_bank_account' | 'invoice';
  kind: OrderKind;
  status: 'pending' | 'processing' | 'paid' | 'failed' | 'cancelled' | 'refunded';
  totalCents: number;
  currency: string;
  createdAt: Date;
  paidAt: Date | null;
  invoiceNumber: string | null;
  invoiceDueAt: Date | null;
}

const SORT_COLUMNS = {
  created_at: orders.createdAt,
  total: orders.totalCents,
  number: orders.number,
} as const;

type OrderFilters = Pick<AdminOrdersQuery, 'status' | 'method' | 'from' | 'to' | 'q' | 'tenant'>;

/** The filters on the order's own columns, which the indexes serve; the search needs the organisation and buyer. */
function ownFilters(query: OrderFilters): SQL[] {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.method) filters.push(eq(orders.method, query.method));
  if (query.tenant) filters.push(eq(orders.tenantId, query.tenant));
  if (query.from) filters.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00.000Z`)));
  // The whole of the last day counts.
  if (query.to)
    filters.push(lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS)));
  return filters;
}

function searchFilter(query: OrderFilters): SQL | undefined {
  const search = query.q?.trim();
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(orders.number, pattern),
    ilike(orders.invoiceNumber, pattern),
    ilike(tenants.name, pattern),
    ilike(users.email, pattern),
  );
}

/** The back office's queries of orders (issue 16). */
export const adminOrdersRepository = {
  /**
   * A page of orders and the count of every order the filters match. Without a search the count reads the orders
   * table alone (the indexes on status, organisation and date serve it); a search joins the organisation and buyer.
   */
  async list(db: Db, query: AdminOrdersQuery): Promise<{ rows: AdminOrderListRow[]; count: number }> {
    const search = searchFilter(query);
    const where = and(...ownFilters(query), search);
    const order = query.direction === 'asc' ? asc : desc;
    const countQuery = search
      ? db
          .select({ count })
          .from(orders)
          .innerJoin(tenants, eq(tenants.id, orders.tenantId))
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
      : db.select({ count }).from(orders).where(where);
    const [rows, [total]] = await Promise.all([
      db
        .select(rowColumns)
        .from(orders)
        .innerJoin(tenants, eq(tenants.id, orders.tenantId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(order(SORT_COLUMNS[query.sort]), order(orders.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      countQuery,
    ]);
    return { rows, count: total?.count ?? 0 };
  },

  /** Every order the filters match, in the list's order (the accountant's export). */
  exportRows(
    db: Db,
    query: OrderFilters & Pick<AdminOrdersQuery, 'sort' | 'direction'>,
  ): Promise<(AdminOrderListRow & { subtotalCents: number; discountCents: number; taxCents: number })[]> {
    const order = query.direction === 'asc' ? asc : desc;
    return db
      .select({
        ...rowColumns,
        subtotalCents: orders.subtotalCents,
        discountCents: orders.discountCents,
        taxCents: orders.taxCents,
      })
      .from(orders)
      .innerJoin(tenants, eq(tenants.id, orders.tenantId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(...ownFilters(query), searchFilter(query)))
      .orderBy(order(SORT_COLUMNS[query.sort]), order(orders.id));
  },

  /** One order by its number, with its list row's columns and everything else it holds. */
  async detail(db: Db, number: string) {
    const [row] = await db
      .select({
        ...rowColumns,
        userId: orders.userId,
        subtotalCents: orders.subtotalCents,
        discountCents: orders.discountCents,
        taxCents: orders.taxCents,
        tax: orders.tax,
        coupon: coupons.code,
        billing: orders.billing,
        frozenBuyer: orders.buyer,
        poNumber: orders.poNumber,
        provider: orders.provider,
        paymentIntentId: orders.paymentIntentId,
        refundedAt: orders.refundedAt,
        refundId: orders.refundId,
        failureMessage: orders.failureMessage,
        updatedAt: orders.updatedAt,
      })
      .from(orders)
      .innerJoin(tenants, eq(tenants.id, orders.tenantId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(coupons, eq(coupons.id, orders.couponId))
      .where(eq(orders.number, number));
    return row;
  },

  /** The order's lines as printed: report types at a tier, credits, reports bought alone, course seats. */
  items: (db: Db, orderId: string) => commerceRepository.printedLines(db, orderId),

  /** The lines of these orders as printed, by order id. */
  itemsOf: (db: Db, orderIds: readonly string[]) => commerceRepository.printedLinesOf(db, orderIds),

  /** Records the refund of a paid order; undefined when it was not paid any more (refunded meanwhile). */
  async markRefunded(db: Db, orderId: string, refund: { id: string; at: Date }) {
    const [row] = await db
      .update(orders)
      .set({ status: 'refunded', refundedAt: refund.at, refundId: refund.id, updatedAt: refund.at })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
      .returning();
    return row;
  },

  /**
   * The order's report types whose access something else also pays for or grants (issue 16: a subscription row is
   * one per organisation and type, extended by later orders and grants): another paid order of the organisation
   * with the type, paid after this one or paid within the last year (its year still runs), or a running
   * complimentary grant. Ending access on a refund is refused for these.
   */
  async accessCoveredElsewhere(
    db: Db,
    order: { id: string; tenantId: string; paidAt: Date | null },
    reportTypeIds: number[],
    now: Date,
  ): Promise<number[]> {
    if (reportTypeIds.length === 0) return [];
    const yearAgo = new Date(now);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    const since = order.paidAt && order.paidAt < yearAgo ? order.paidAt : yearAgo;
    const byOrders = await db
      .selectDistinct({ reportTypeId: sql<number>`${orderItems.reportTypeId}` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.tenantId, order.tenantId),
          eq(orders.status, 'paid'),
          sql`${orders.id} <> ${order.id}`,
          sql`${orders.paidAt} > ${since.toISOString()}::timestamptz`,
          inArray(orderItems.reportTypeId, reportTypeIds),
        ),
      );
    const byGrants = await db
      .selectDistinct({ reportTypeId: subscriptions.reportTypeId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.tenantId, order.tenantId),
          inArray(subscriptions.reportTypeId, reportTypeIds),
          sql`${subscriptions.grantReason} is not null`,
          sql`${subscriptions.endsAt} > ${now.toISOString()}::timestamptz`,
        ),
      );
    return [...new Set([...byOrders, ...byGrants].map((row) => row.reportTypeId))];
  },

  /**
   * The organisation's running subscriptions to the order's report types, locked until the transaction ends: what a
   * refund that takes the access back ends (billing ends them), with the end, state and open renewal order each has.
   */
  async runningSubscriptions(db: Db, tenantId: string, reportTypeIds: number[], now: Date) {
    if (reportTypeIds.length === 0) return [];
    const running = await db
      .select({
        id: subscriptions.id,
        tenantId: subscriptions.tenantId,
        reportTypeId: subscriptions.reportTypeId,
        endsAt: subscriptions.endsAt,
        state: subscriptions.state,
        renewalOrderId: subscriptions.renewalOrderId,
      })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.tenantId, tenantId),
          inArray(subscriptions.reportTypeId, reportTypeIds),
          sql`${subscriptions.endsAt} > ${now.toISOString()}::timestamptz`,
          sql`${subscriptions.startsAt} < ${now.toISOString()}::timestamptz`,
        ),
      )
      .for('update');
    return running;
  },
};

/** The organisation an audit record about an order names. */
export async function orderTenant(db: Db, tenantId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}
