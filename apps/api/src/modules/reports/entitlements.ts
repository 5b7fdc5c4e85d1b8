import { TIER_SEATS, type SubscriptionStatus, type TierKey } from '@firm/domain';
import { createVersionedCache, type Version } from '../../platform/cache/versioned-cache.js';
import type { Metrics } from '../../platform/metrics/metrics.js';
import { CacheScope, readCacheVersions } from '../../platform/database/cache-versions.js';
import type { Clock } from '../../platform/clock.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import type { Db } from '../../platform/database/database.js';
import { teamReads } from '../team';
import { archivedReports } from './licence-repository.js';
import { reportsRepository as repository } from './repository.js';

/** What an organisation's subscriptions and seats give at one moment; shared by every caller, so read-only. */
export interface TenantAccess {
  /** Report type ids the user may open and download: none for anyone not active in an active tenant. */
  openableBy(userId: string): readonly number[];
  /**
   * Report ids the user may open through the organisation's single-report licences (issue 44): every licensed report
   * for its members who read reports (active, not billing, in an active organisation), none for anyone else.
   */
  licensedBy(userId: string): readonly number[];
  /** The reports the organisation holds a single-report licence to, whoever may open them. */
  licensedReports: ReadonlySet<number>;
  /** Type ids of the subscriptions running (SPEC §5 status 'active') or ended ('expire'). */
  typeIdsIn(status: 'active' | 'expire'): readonly number[];
  /** The tier of each running subscription, by report type id. */
  runningTiers: ReadonlyMap<number, TierKey>;
  /**
   * The state of the subscription to each type ever subscribed to: active, or expired once ended. A type missing
   * from the map was never subscribed, or starts later.
   */
  statuses: ReadonlyMap<number, SubscriptionStatus>;
  /** When the clock alone changes this: the next start or end of a subscription or of a seat's invitation. */
  validUntil: Date | null;
}

/** Organisations whose access is kept in memory; the least recently asked go first. */
const CACHED_TENANTS = 10_000;

/**
 * Who may read what (DESIGN §4, issue 15): a tenant's subscription is active from its start until its end, by the
 * clock; it covers the organisation's active users its owners and admins seated on it, up to its tier's seats
 * (single 1, up to 3 users 3, enterprise all).
 *
 * Every request asks this, so each organisation's access is kept in memory (docs/decisions/018) and answered only
 * while the database's version of the organisation is the one it was read under and the clock has not passed the
 * next start or end of a subscription or seat.
 */
export function createEntitlements({
  db,
  clock,
  metrics,
}: {
  db: Db;
  clock: Clock;
  metrics?: Pick<Metrics, 'cacheLookups'>;
}) {
  const cache = createVersionedCache<TenantAccess>({
    max: CACHED_TENANTS,
    lookups: metrics?.cacheLookups('tenant_access'),
  });

  async function readTenantAccess(tenantId: string, now: Date) {
    const [periods, seats, nextInvitationExpiry, licensed] = await Promise.all([
      repository.subscriptionPeriodsOf(db, tenantId),
      teamReads.seatsRunningAt(db, tenantId, now),
      teamReads.nextSeatInvitationExpiryAfter(db, tenantId, now),
      archivedReports.licensedTo(db, tenantId),
    ]);
    // Licences need no seat: every member who reads reports opens them.
    const licensedReaders = new Set(licensed.length > 0 ? await teamReads.readersIn(db, tenantId) : []);
    const begun = periods.filter((period) => period.startsAt <= now);
    const running = begun.filter((period) => period.endsAt > now);
    const openable = new Map<string, number[]>();
    for (const seat of seats) {
      if (seat.place > TIER_SEATS[seat.tier]) continue;
      openable.set(seat.userId, [...(openable.get(seat.userId) ?? []), seat.reportTypeId]);
    }
    for (const typeIds of openable.values()) typeIds.sort((a, b) => a - b);

    const statuses = new Map<number, SubscriptionStatus>();
    // A type renewed after an earlier period ended is active: one running subscription is enough.
    for (const period of begun) {
      if (statuses.get(period.reportTypeId) !== 'active')
        statuses.set(period.reportTypeId, subscriptionStatusAt(period.endsAt, now));
    }
    const typeIds = {
      active: running.map((period) => period.reportTypeId),
      expire: periods.filter((period) => period.endsAt <= now).map((period) => period.reportTypeId),
    };
    const boundaries = [
      ...periods.flatMap((period) => [period.startsAt, period.endsAt]),
      ...(nextInvitationExpiry ? [nextInvitationExpiry] : []),
    ].filter((moment) => moment > now);
    const validUntil = boundaries.length
      ? new Date(Math.min(...boundaries.map((moment) => moment.getTime())))
      : null;
    const access: TenantAccess = {
      openableBy: (userId) => openable.get(userId) ?? [],
      licensedBy: (userId) => (licensedReaders.has(userId) ? licensed : []),
      licensedReports: new Set(licensed),
      typeIdsIn: (status) => typeIds[status],
      runningTiers: new Map(running.map((period) => [period.reportTypeId, period.tier])),
      statuses,
      validUntil,
    };
    return { value: access, validUntil };
  }

  /**
   * The organisation's access now. `version` is its scope's version when the caller has just read it with others
   * (readCacheVersions); without it, it is read here.
   */
  async function tenantAccess(tenantId: string, version?: Version): Promise<TenantAccess> {
    const now = clock.now();
    const current = version ?? (await readCacheVersions(db, [CacheScope.tenant(tenantId)]))[0]!;
    return cache.get(tenantId, current, now.getTime(), () => readTenantAccess(tenantId, now));
  }

  return {
    tenantAccess,

    /** Report type ids the user may open and download now. Empty for anyone not active in an active tenant. */
    async accessibleTypeIds(identity: ClientIdentity): Promise<number[]> {
      return [...(await tenantAccess(identity.tenantId)).openableBy(identity.userId)];
    },

    /** Whether the user may open the report now: a seat on its type, or the organisation's licence to it. */
    async mayOpen(identity: ClientIdentity, report: { id: number; reportTypeId: number }): Promise<boolean> {
      const access = await tenantAccess(identity.tenantId);
      return (
        access.openableBy(identity.userId).includes(report.reportTypeId) ||
        access.licensedBy(identity.userId).includes(report.id)
      );
    },

    /** The tier of each subscription the tenant runs now, by report type id (the cart sells none of these types). */
    async runningTiers(tenantId: string): Promise<ReadonlyMap<number, TierKey>> {
      return (await tenantAccess(tenantId)).runningTiers;
    },
  };
}

/** A subscription begun by `now` is active until its end, expired from then on. */
export function subscriptionStatusAt(endsAt: Date, now: Date): SubscriptionStatus {
  return endsAt <= now ? 'expired' : 'active';
}

export type Entitlements = ReturnType<typeof createEntitlements>;
