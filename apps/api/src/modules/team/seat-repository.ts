import { TIER_SEATS, type TeamRole, type TierKey } from '@firm/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { millisecondCeiling } from '../../platform/database/millisecond-ceiling.js';
import {
  reportTypes,
  seatAssignments,
  subscriptions,
  teamInvitations,
  tenants,
  users,
} from '../../platform/database/schema.js';

/** Seats per tier: null for a tier without a limit. */
export function seatLimit(tier: TierKey): number | null {
  const seats = TIER_SEATS[tier];
  return Number.isFinite(seats) ? seats : null;
}

/** The role that reads no reports (`readsReports`, issue 17): it takes no seat. */
const NO_REPORTS_ROLE = 'billing' satisfies TeamRole;

/**
 * The seat rows that take a seat at `now`: a member's, or an open invitation's (neither accepted, withdrawn nor
 * expired). An expired invitation keeps its rows, so resending it reserves them again where they are still free,
 * but meanwhile they count for nobody. Nor does a billing member's or invitation's row (one left from before
 * billing was refused seats, say): it opens nothing, so it takes no place from those who read.
 */
export function heldSeat(db: Db, now: Date): SQL {
  return or(
    and(
      isNotNull(seatAssignments.userId),
      notExists(
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, seatAssignments.userId), eq(users.role, NO_REPORTS_ROLE))),
      ),
    ),
    exists(
      db
        .select({ id: teamInvitations.id })
        .from(teamInvitations)
        .where(
          and(
            eq(teamInvitations.id, seatAssignments.invitationId),
            isNull(teamInvitations.acceptedAt),
            isNull(teamInvitations.revokedAt),
            gt(teamInvitations.expiresAt, now),
            ne(teamInvitations.role, NO_REPORTS_ROLE),
          ),
        ),
    ),
  )!;
}

/** The seats held at `now` on each subscription, as a subquery to join (`subscriptionId`, `used`). */
export function heldSeatsPerSubscription(db: Db, now: Date) {
  return db
    .select({ subscriptionId: seatAssignments.subscriptionId, used: count().as('used') })
    .from(seatAssignments)
    .where(heldSeat(db, now))
    .groupBy(seatAssignments.subscriptionId)
    .as('held');
}

const runningAt = (now: Date) => and(lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now));

/**
 * The seats held at `now` on the subscriptions `which` picks, each with its place among its subscription's held seats
 * (1 = assigned first): members' seats and open invitations' take places, an expired invitation's none.
 */
function rankedSeats(db: Db, now: Date, which: SQL | undefined) {
  return db
    .select({
      subscriptionId: seatAssignments.subscriptionId,
      userId: seatAssignments.userId,
      place:
        sql<number>`(row_number() over (partition by ${seatAssignments.subscriptionId} order by ${seatAssignments.createdAt}, ${seatAssignments.id}))::int`.as(
          'place',
        ),
    })
    .from(seatAssignments)
    .innerJoin(subscriptions, eq(subscriptions.id, seatAssignments.subscriptionId))
    .where(and(which, heldSeat(db, now)))
    .as('ranked');
}

/**
 * A member whose seat opens reports: active, not billing (billing reads no reports whatever seat row it has, issue
 * 17), in an active organisation (with users and tenants joined).
 */
const readsReports = and(
  eq(users.status, 'active'),
  ne(users.role, NO_REPORTS_ROLE),
  eq(tenants.status, 'active'),
);

/** Who holds a seat: a member or an invitation. */
export type SeatHolder = { userId: string } | { invitationId: string };

const holderIs = (holder: SeatHolder) =>
  'userId' in holder
    ? eq(seatAssignments.userId, holder.userId)
    : eq(seatAssignments.invitationId, holder.invitationId);

/** Any row but the holder's: the other holder column is null, which `not (a = b)` would leave out too. */
const holderIsNot = (holder: SeatHolder) =>
  'userId' in holder
    ? sql`${seatAssignments.userId} is distinct from ${holder.userId}`
    : sql`${seatAssignments.invitationId} is distinct from ${holder.invitationId}`;

/** The organisation's running subscriptions and the seats held on them by members and invitations. */
export const seatQueries = {
  /**
   * The organisation's subscriptions to these types running at `now`, with their type's name; locked until the
   * caller's transaction ends when `lock`, so two seatings cannot both take the last seat.
   */
  async runningSubscriptions(db: Db, tenantId: string, reportTypeIds: number[], now: Date, lock: boolean) {
    if (reportTypeIds.length === 0) return [];
    const query = db
      .select({
        id: subscriptions.id,
        reportTypeId: subscriptions.reportTypeId,
        reportTypeName: reportTypes.name,
        tier: subscriptions.tier,
      })
      .from(subscriptions)
      .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
      .where(
        and(
          eq(subscriptions.tenantId, tenantId),
          inArray(subscriptions.reportTypeId, reportTypeIds),
          runningAt(now),
        ),
      )
      .orderBy(asc(subscriptions.reportTypeId));
    return lock ? query.for('update', { of: subscriptions }) : query;
  },

  /** The organisation's subscriptions begun by `now` (running or ended), each with the seats held on it. */
  async subscriptionsWithSeats(db: Db, tenantId: string, now: Date) {
    const held = heldSeatsPerSubscription(db, now);
    return db
      .select({
        reportTypeId: subscriptions.reportTypeId,
        reportTypeName: reportTypes.name,
        tier: subscriptions.tier,
        endsAt: subscriptions.endsAt,
        used: sql<number>`coalesce(${held.used}, 0)::int`,
      })
      .from(subscriptions)
      .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
      .leftJoin(held, eq(held.subscriptionId, subscriptions.id))
      .where(and(eq(subscriptions.tenantId, tenantId), lte(subscriptions.startsAt, now)))
      .orderBy(asc(reportTypes.name));
  },

  /** Seats held on the subscription at `now`, leaving out those of `except` (an invitation being renewed). */
  async heldSeatCount(db: Db, subscriptionId: string, now: Date, except?: SeatHolder): Promise<number> {
    const [row] = await db
      .select({ used: sql<number>`count(*)::int` })
      .from(seatAssignments)
      .where(
        and(
          eq(seatAssignments.subscriptionId, subscriptionId),
          heldSeat(db, now),
          except ? holderIsNot(except) : undefined,
        ),
      );
    return row?.used ?? 0;
  },

  /**
   * The seats held on the subscription at `now`, newest first, each with its holder and the address it is recorded
   * under (the member's, or the invitation's).
   */
  async heldSeatsNewestFirst(db: Db, subscriptionId: string, now: Date) {
    return db
      .select({
        userId: seatAssignments.userId,
        invitationId: seatAssignments.invitationId,
        email: sql<string>`coalesce(${users.email}, ${teamInvitations.email})`,
      })
      .from(seatAssignments)
      .leftJoin(users, eq(users.id, seatAssignments.userId))
      .leftJoin(teamInvitations, eq(teamInvitations.id, seatAssignments.invitationId))
      .where(and(eq(seatAssignments.subscriptionId, subscriptionId), heldSeat(db, now)))
      .orderBy(desc(seatAssignments.createdAt), desc(seatAssignments.id));
  },

  /**
   * The seats held on the tenant's running subscriptions by its active members, if the tenant is active (what the
   * library, files, archive and bookmarks follow), with their tiers and each seat's place among the subscription's
   * seats held at `now` (1 = assigned first). A tier lowered after seats were given keeps the first ones: the caller
   * compares the place with the tier's seats.
   */
  async seatsRunningAt(db: Db, tenantId: string, now: Date) {
    const ranked = rankedSeats(db, now, eq(subscriptions.tenantId, tenantId));
    const rows = await db
      .select({
        userId: ranked.userId,
        reportTypeId: subscriptions.reportTypeId,
        tier: subscriptions.tier,
        place: ranked.place,
      })
      .from(ranked)
      .innerJoin(subscriptions, eq(subscriptions.id, ranked.subscriptionId))
      .innerJoin(users, eq(users.id, ranked.userId))
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(users.tenantId, tenantId), readsReports, runningAt(now)));
    return rows.map((row) => ({ ...row, userId: row.userId! }));
  },

  /**
   * The tenant's members who read reports (active, not billing), if the tenant is active: who opens the reports of
   * its single-report licences (issue 44), which need no seat.
   */
  async readersIn(db: Db, tenantId: string): Promise<string[]> {
    const rows = await db
      .select({ userId: users.id })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(users.tenantId, tenantId), eq(users.userType, 'client'), readsReports));
    return rows.map((row) => row.userId);
  },

  /**
   * Who reads a report type at `now`, across every organisation (the members a publication alert goes to, issue
   * 42): active members, not billing, of active organisations, holding a seat within their tier's seats on a running
   * subscription to the type. `userIds` narrows it to those members (a check made again as a mail leaves).
   */
  async readersOfType(db: Db, reportTypeId: number, now: Date, userIds?: readonly string[]) {
    const ranked = rankedSeats(
      db,
      now,
      and(
        eq(subscriptions.reportTypeId, reportTypeId),
        runningAt(now),
        // Asked about some members: only their organisations' seats are ranked.
        userIds
          ? inArray(
              subscriptions.tenantId,
              db
                .select({ tenantId: sql`${users.tenantId}` })
                .from(users)
                .where(inArray(users.id, [...userIds])),
            )
          : undefined,
      ),
    );
    const rows = await db
      .selectDistinct({
        userId: users.id,
        tenantId: tenants.id,
        email: users.email,
        firstName: users.firstName,
      })
      .from(ranked)
      .innerJoin(subscriptions, eq(subscriptions.id, ranked.subscriptionId))
      .innerJoin(users, eq(users.id, ranked.userId))
      .innerJoin(tenants, and(eq(tenants.id, users.tenantId), eq(tenants.id, subscriptions.tenantId)))
      .where(
        and(
          readsReports,
          sql`${ranked.place} <= case ${subscriptions.tier} when 'subscription_price_for_single_user' then ${TIER_SEATS.subscription_price_for_single_user}::int when 'subscription_price_for_upto_3_user' then ${TIER_SEATS.subscription_price_for_upto_3_user}::int else ${ranked.place} end`,
          ...(userIds ? [inArray(users.id, [...userIds])] : []),
        ),
      )
      .orderBy(asc(users.id));
    return rows;
  },

  /**
   * When the first of the tenant's open invitations holding a seat expires after `now`: its seat's place is freed
   * then, which moves the places after it.
   */
  async nextSeatInvitationExpiryAfter(db: Db, tenantId: string, now: Date): Promise<Date | null> {
    const [row] = await db
      .select({
        // Rounded up to the millisecond, as the entitlements compare it with the clock (millisecondCeiling).
        expiresAt: sql<Date | null>`min(${millisecondCeiling(teamInvitations.expiresAt)})`.mapWith(
          teamInvitations.expiresAt,
        ),
      })
      .from(teamInvitations)
      .innerJoin(seatAssignments, eq(seatAssignments.invitationId, teamInvitations.id))
      .where(
        and(
          eq(teamInvitations.tenantId, tenantId),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
          gt(teamInvitations.expiresAt, now),
        ),
      );
    return row?.expiresAt ?? null;
  },

  /** The seat rows of the organisation's members and invitations, by report type. */
  async seatsOfTenant(db: Db, tenantId: string) {
    return db
      .select({
        reportTypeId: subscriptions.reportTypeId,
        userId: seatAssignments.userId,
        invitationId: seatAssignments.invitationId,
      })
      .from(seatAssignments)
      .innerJoin(subscriptions, eq(subscriptions.id, seatAssignments.subscriptionId))
      .where(eq(subscriptions.tenantId, tenantId))
      .orderBy(asc(subscriptions.reportTypeId));
  },

  /** The report types on which the member or invitation has a seat row. */
  async seatTypesOf(db: Db, holder: SeatHolder): Promise<number[]> {
    const rows = await db
      .select({ reportTypeId: subscriptions.reportTypeId })
      .from(seatAssignments)
      .innerJoin(subscriptions, eq(subscriptions.id, seatAssignments.subscriptionId))
      .where(holderIs(holder))
      .orderBy(asc(subscriptions.reportTypeId));
    return rows.map((row) => row.reportTypeId);
  },

  /** The subscriptions (running or ended) on which the member or invitation has a seat row, with their type. */
  async subscriptionsSeating(db: Db, holder: SeatHolder) {
    return db
      .select({
        id: subscriptions.id,
        reportTypeId: subscriptions.reportTypeId,
        reportTypeName: reportTypes.name,
        tier: subscriptions.tier,
      })
      .from(seatAssignments)
      .innerJoin(subscriptions, eq(subscriptions.id, seatAssignments.subscriptionId))
      .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
      .where(holderIs(holder))
      .orderBy(asc(subscriptions.reportTypeId));
  },

  /** The seat on the subscription, once per holder: false when it was held already. */
  async insertSeat(db: Db, subscriptionId: string, holder: SeatHolder): Promise<boolean> {
    const inserted = await db
      .insert(seatAssignments)
      .values({ subscriptionId, ...holder })
      .onConflictDoNothing()
      .returning({ id: seatAssignments.id });
    return inserted.length > 0;
  },

  /** Releases the seat; false when it was not held. */
  async deleteSeat(db: Db, subscriptionId: string, holder: SeatHolder): Promise<boolean> {
    const deleted = await db
      .delete(seatAssignments)
      .where(and(eq(seatAssignments.subscriptionId, subscriptionId), holderIs(holder)))
      .returning({ id: seatAssignments.id });
    return deleted.length > 0;
  },

  async deleteSeatsOf(db: Db, holder: SeatHolder): Promise<void> {
    await db.delete(seatAssignments).where(holderIs(holder));
  },

  /** The seats an invitation reserved pass to the member who accepted it, keeping their place. */
  async moveSeatsToUser(db: Db, invitationId: string, userId: string): Promise<void> {
    await db
      .update(seatAssignments)
      .set({ invitationId: null, userId })
      .where(eq(seatAssignments.invitationId, invitationId));
  },

  /**
   * Seats the user on the tenant's subscriptions to these types where a seat is free at `now` (a purchase seats the
   * buyer); answers the types seated. A seat the user holds already stays as it is. Run in the caller's
   * transaction, after the subscriptions exist; the subscription rows are locked so two seatings cannot both take
   * the last seat.
   */
  async seatWhereFree(
    db: Db,
    tenantId: string,
    userId: string,
    reportTypeIds: number[],
    now: Date,
  ): Promise<number[]> {
    if (reportTypeIds.length === 0) return [];
    const rows = await db
      .select({ id: subscriptions.id, reportTypeId: subscriptions.reportTypeId, tier: subscriptions.tier })
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, tenantId), inArray(subscriptions.reportTypeId, reportTypeIds)))
      .for('update');
    const seated: number[] = [];
    for (const row of rows) {
      const limit = seatLimit(row.tier);
      if (limit !== null && (await seatQueries.heldSeatCount(db, row.id, now)) >= limit) continue;
      if (await seatQueries.insertSeat(db, row.id, { userId })) seated.push(row.reportTypeId);
    }
    return seated;
  },
};
