import { TIER_SEATS, type SubscriptionStatus } from '@firm/domain';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { subscriptions, tenants, users } from '../../platform/database/schema.js';

export interface ClientIdentity {
  userId: string;
  tenantId: string;
}

/**
 * Who may read what (DESIGN §4): a tenant's subscription is active from its start until its end; it covers as
 * many of the organisation's active users as its tier has seats (single 1, up to 3 users 3, enterprise all),
 * the owner first, then by who joined first.
 */
export function createEntitlements(db: Db) {
  /** 1 for the owner, then 2, 3… in the order the organisation's active users joined; null when not active. */
  async function seatRank({ userId, tenantId }: ClientIdentity): Promise<number | null> {
    const ranked = db
      .select({
        id: users.id,
        rank: sql<number>`(row_number() over (order by ${users.isOwner} desc, ${users.createdAt}, ${users.id}))::int`.as(
          'rank',
        ),
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(users.tenantId, tenantId), eq(users.status, 'active'), eq(tenants.status, 'active')))
      .as('ranked');
    const [row] = await db.select({ rank: ranked.rank }).from(ranked).where(eq(ranked.id, userId));
    return row?.rank ?? null;
  }

  return {
    /** Report type ids the user may open and download now. Empty for anyone not active in an active tenant. */
    async accessibleTypeIds(identity: ClientIdentity): Promise<number[]> {
      const rank = await seatRank(identity);
      if (rank === null) return [];
      const rows = await db
        .select({ reportTypeId: subscriptions.reportTypeId, tier: subscriptions.tier })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.tenantId, identity.tenantId),
            lte(subscriptions.startsAt, sql`now()`),
            gt(subscriptions.endsAt, sql`now()`),
          ),
        );
      return rows
        .filter((row) => rank <= TIER_SEATS[row.tier])
        .map((row) => row.reportTypeId)
        .sort((a, b) => a - b);
    },

    /** Type ids of the tenant's subscriptions in a state (SPEC §5 status filter: active, expire). */
    async subscribedTypeIds(tenantId: string, status: 'active' | 'expire'): Promise<number[]> {
      const rows = await db
        .select({ reportTypeId: subscriptions.reportTypeId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.tenantId, tenantId),
            status === 'active'
              ? and(lte(subscriptions.startsAt, sql`now()`), gt(subscriptions.endsAt, sql`now()`))
              : lte(subscriptions.endsAt, sql`now()`),
          ),
        );
      return rows.map((row) => row.reportTypeId);
    },

    /**
     * The state of the tenant's subscription to each type it ever subscribed to: active, or expired once ended
     * (the status filter's 'expire'). A type missing from the map was never subscribed, or starts later.
     */
    async subscriptionStatuses(tenantId: string): Promise<Map<number, SubscriptionStatus>> {
      const rows = await db
        .select({
          reportTypeId: subscriptions.reportTypeId,
          ended: sql<boolean>`${subscriptions.endsAt} <= now()`,
        })
        .from(subscriptions)
        .where(and(eq(subscriptions.tenantId, tenantId), lte(subscriptions.startsAt, sql`now()`)));
      return new Map(rows.map((row) => [row.reportTypeId, row.ended ? 'expired' : 'active']));
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
