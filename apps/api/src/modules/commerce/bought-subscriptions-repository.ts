import { and, asc, eq, gt, inArray, isNotNull, max } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { orderItems, reportTypes, subscriptions, type OrderRow } from '../../platform/database/schema.js';

/**
 * What purchases read of the organisation's subscriptions (billing owns and writes them): the types running, the
 * Stripe customer earlier purchases saved to, an order's subscriptions and their ends.
 */
export const boughtSubscriptionQueries = {
  /** The types among `reportTypeIds` the tenant runs at `now` (in grace too), with their names. */
  runningTypes(db: Db, tenantId: string, reportTypeIds: number[], now: Date) {
    return db
      .select({ reportTypeId: subscriptions.reportTypeId, reportTypeName: reportTypes.name })
      .from(subscriptions)
      .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
      .where(
        and(
          eq(subscriptions.tenantId, tenantId),
          inArray(subscriptions.reportTypeId, reportTypeIds),
          gt(subscriptions.endsAt, now),
        ),
      )
      .orderBy(asc(reportTypes.name));
  },

  /** The Stripe customer an organisation's purchases saved their payment methods to (issue 17), if any. */
  async stripeCustomerOf(db: Db, tenantId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: subscriptions.providerCustomerId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.tenantId, tenantId),
          eq(subscriptions.paymentProvider, 'stripe'),
          isNotNull(subscriptions.providerCustomerId),
        ),
      )
      .limit(1);
    return row?.id ?? undefined;
  },

  /** The tenant's subscriptions to the order's types, by type name, with their ends. */
  subscriptionsOfOrder(db: Db, order: Pick<OrderRow, 'id' | 'tenantId'>) {
    return db
      .select({ reportTypeName: reportTypes.name, endsAt: subscriptions.endsAt })
      .from(orderItems)
      .innerJoin(reportTypes, eq(reportTypes.id, orderItems.reportTypeId))
      .innerJoin(
        subscriptions,
        and(
          eq(subscriptions.reportTypeId, orderItems.reportTypeId),
          eq(subscriptions.tenantId, order.tenantId),
        ),
      )
      .where(eq(orderItems.orderId, order.id))
      .orderBy(reportTypes.name);
  },

  /** When the last of the tenant's subscriptions to the types ends. */
  async latestEnd(db: Db, tenantId: string, reportTypeIds: number[]): Promise<Date | undefined> {
    const [row] = await db
      .select({ endsAt: max(subscriptions.endsAt) })
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, tenantId), inArray(subscriptions.reportTypeId, reportTypeIds)));
    return row?.endsAt ?? undefined;
  },
};
