import { TIER_SEATS, type SubscriptionStatus } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { teamRepository } from '../team/repository.js';
import { reportsRepository as repository } from './repository.js';

export interface ClientIdentity {
  userId: string;
  tenantId: string;
}

/**
 * Who may read what (DESIGN §4, issue 15): a tenant's subscription is active from its start until its end, by the
 * clock; it covers the organisation's active users its owners and admins seated on it, up to its tier's seats
 * (single 1, up to 3 users 3, enterprise all).
 */
export function createEntitlements({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Report type ids the user may open and download now. Empty for anyone not active in an active tenant. */
    async accessibleTypeIds(identity: ClientIdentity): Promise<number[]> {
      const seated = await teamRepository.seatedSubscriptionsRunningAt(
        db,
        identity.userId,
        identity.tenantId,
        clock.now(),
      );
      return seated
        .filter((seat) => seat.place <= TIER_SEATS[seat.tier])
        .map((seat) => seat.reportTypeId)
        .sort((a, b) => a - b);
    },

    /** Type ids of the tenant's subscriptions in a state now (SPEC §5 status filter: active, expire). */
    async subscribedTypeIds(tenantId: string, status: 'active' | 'expire'): Promise<number[]> {
      return repository.subscribedTypeIdsAt(
        db,
        tenantId,
        status === 'active' ? 'running' : 'ended',
        clock.now(),
      );
    },

    /** The tier of each subscription the tenant runs now, by report type id (the cart sells none of these types). */
    runningTiers: (tenantId: string) => repository.runningTiersAt(db, tenantId, clock.now()),

    /**
     * The state of the tenant's subscription to each type it ever subscribed to: active, or expired once ended
     * (the status filter's 'expire'). A type missing from the map was never subscribed, or starts later.
     */
    async subscriptionStatuses(tenantId: string): Promise<Map<number, SubscriptionStatus>> {
      const now = clock.now();
      const statuses = new Map<number, SubscriptionStatus>();
      // A type renewed after an earlier period ended is active: one running subscription is enough.
      for (const row of await repository.subscriptionsBegunBy(db, tenantId, now)) {
        if (statuses.get(row.reportTypeId) !== 'active')
          statuses.set(row.reportTypeId, subscriptionStatusAt(row.endsAt, now));
      }
      return statuses;
    },
  };
}

/** A subscription begun by `now` is active until its end, expired from then on. */
export function subscriptionStatusAt(endsAt: Date, now: Date): SubscriptionStatus {
  return endsAt <= now ? 'expired' : 'active';
}

export type Entitlements = ReturnType<typeof createEntitlements>;
