import { creditLineName } from '@firm/domain';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  orderItems,
  orders,
  reportTypes,
  subscriptions,
  type OrderRow,
  type SubscriptionRow,
} from '../../platform/database/schema.js';

/** A subscription with the name of its report type. */
export type NamedSubscription = SubscriptionRow & { reportTypeName: string };

const withName = { subscription: subscriptions, reportTypeName: reportTypes.name };
const named = (row: { subscription: SubscriptionRow; reportTypeName: string }): NamedSubscription => ({
  ...row.subscription,
  reportTypeName: row.reportTypeName,
});

/** The billing view's queries (issue 17): an organisation's subscriptions and orders, and their changes. */
export const billingRepository = {
  async subscriptions(db: Db, tenantId: string): Promise<NamedSubscription[]> {
    const rows = await db
      .select(withName)
      .from(subscriptions)
      .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
      .where(eq(subscriptions.tenantId, tenantId))
      .orderBy(asc(reportTypes.name));
    return rows.map(named);
  },

  /** The organisation's subscription, locked until the caller's transaction ends; none for another's id. */
  async lockSubscription(db: Db, tenantId: string, id: string): Promise<NamedSubscription | undefined> {
    const [row] = await db
      .select(withName)
      .from(subscriptions)
      .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
      .where(and(eq(subscriptions.id, id), eq(subscriptions.tenantId, tenantId)))
      .for('update', { of: subscriptions });
    return row && named(row);
  },

  /** The organisation's subscription; none for another's id. */
  async findSubscription(db: Db, tenantId: string, id: string): Promise<NamedSubscription | undefined> {
    const [row] = await db
      .select(withName)
      .from(subscriptions)
      .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
      .where(and(eq(subscriptions.id, id), eq(subscriptions.tenantId, tenantId)));
    return row && named(row);
  },

  async updateSubscription(
    db: Db,
    id: string,
    set: Partial<Omit<SubscriptionRow, 'id' | 'tenantId' | 'reportTypeId'>>,
  ): Promise<SubscriptionRow> {
    const [row] = await db.update(subscriptions).set(set).where(eq(subscriptions.id, id)).returning();
    return row!;
  },

  async reportType(db: Db, id: number) {
    const [row] = await db.select().from(reportTypes).where(eq(reportTypes.id, id));
    return row;
  },

  /** The organisation's orders, newest first, each with its lines' names (report types, and credits by number). */
  async orders(db: Db, tenantId: string): Promise<(OrderRow & { typeNames: string[] })[]> {
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.tenantId, tenantId))
      .orderBy(desc(orders.createdAt), desc(orders.number));
    if (rows.length === 0) return [];
    const lines = await db
      .select({ orderId: orderItems.orderId, name: reportTypes.name, quantity: orderItems.quantity })
      .from(orderItems)
      .leftJoin(reportTypes, eq(reportTypes.id, orderItems.reportTypeId))
      .where(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderItems.id));
    return rows.map((row) => ({
      ...row,
      typeNames: lines
        .filter((line) => line.orderId === row.id)
        .map((line) => line.name ?? creditLineName(line.quantity)),
    }));
  },

  /** Whether an upgrade of the subscription awaits its payment (placed, being charged, or a debit settling). */
  async upgradeUnderway(db: Db, subscriptionId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.subscriptionId, subscriptionId),
          eq(orders.kind, 'upgrade'),
          ne(orders.method, 'invoice'),
          inArray(orders.status, ['pending', 'processing']),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
