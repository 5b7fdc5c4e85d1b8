import type { SubscriptionsResponse } from '@firm/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { reportTypes, subscriptions } from '../../platform/database/schema.js';

/**
 * The subscriptions of a client's organisation (its tenant only): each report type with its tier, period and
 * whether it is active or expired (ended). Active ones come first, each group by the day it ends, soonest first.
 * A subscription whose period has not begun yet is not listed until it starts, as the library does not count it.
 */
export function createSubscriptionService(db: Db) {
  return {
    async list(tenantId: string): Promise<SubscriptionsResponse> {
      const ended = sql<boolean>`${subscriptions.endsAt} <= now()`;
      const rows = await db
        .select({
          id: subscriptions.id,
          reportTypeId: subscriptions.reportTypeId,
          reportTypeName: reportTypes.name,
          tier: subscriptions.tier,
          startsAt: subscriptions.startsAt,
          endsAt: subscriptions.endsAt,
          ended,
        })
        .from(subscriptions)
        .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
        .where(and(eq(subscriptions.tenantId, tenantId), lte(subscriptions.startsAt, sql`now()`)))
        .orderBy(ended, subscriptions.endsAt, reportTypes.name);
      return {
        status: true,
        data: rows.map((row) => ({
          id: row.id,
          report_type: row.reportTypeId,
          report_type_name: row.reportTypeName,
          tier: row.tier,
          starts_at: row.startsAt.toISOString(),
          ends_at: row.endsAt.toISOString(),
          status: row.ended ? 'expired' : 'active',
        })),
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
