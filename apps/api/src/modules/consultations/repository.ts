import type { ConsultationLength } from '@firm/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { advisoryLock } from '../../platform/database/advisory-lock.js';
import type { Db } from '../../platform/database/database.js';
import {
  analysts,
  consultationCredits,
  consultationPrices,
  consultations,
  subscriptions,
  tenants,
  users,
} from '../../platform/database/schema.js';

const analystUsers = alias(users, 'analyst_users');

const analystColumns = {
  id: analysts.id,
  userId: analysts.userId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userStatus: users.status,
  photoUrl: analysts.photoUrl,
  expertise: analysts.expertise,
  timeZone: analysts.timeZone,
  meetingLink: analysts.meetingLink,
  noticeMinutes: analysts.noticeMinutes,
  bufferMinutes: analysts.bufferMinutes,
  dailyMax: analysts.dailyMax,
  weeklyHours: analysts.weeklyHours,
  dateOverrides: analysts.dateOverrides,
  removedAt: analysts.removedAt,
};

export type AnalystRow = Awaited<ReturnType<typeof consultationsRepository.analyst>> & {};
/** What paid for a booked session. */
export type Cover = NonNullable<typeof consultations.$inferSelect.coveredBy>;

export type AnalystValues = Omit<typeof analysts.$inferInsert, 'id' | 'createdAt'>;

/**
 * A session in the analyst's way: booked, or held and not yet run out at `now`. A hold whose payment has started
 * stays in the way until its lapse job has cancelled the payment (a payment may still arrive until then).
 */
const takenAt = (now: Date) =>
  or(
    eq(consultations.status, 'booked'),
    and(
      eq(consultations.status, 'held'),
      or(gt(consultations.holdExpiresAt, now), isNotNull(consultations.orderId)),
    ),
  );

/** How many of the organisation's booked sessions `cover` paid for, among those `where` picks. */
async function bookedWith(db: Db, tenantId: string, cover: Cover, ...where: SQL[]): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(consultations)
    .where(
      and(
        eq(consultations.tenantId, tenantId),
        eq(consultations.status, 'booked'),
        eq(consultations.coveredBy, cover),
        ...where,
      ),
    );
  return row?.count ?? 0;
}

/** Sessions with their booker and organisation, earliest first. */
const calendarRows = (db: Db, where: SQL) =>
  db
    .select({
      session: consultations,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      organisation: tenants.name,
    })
    .from(consultations)
    .innerJoin(users, eq(users.id, consultations.userId))
    .innerJoin(tenants, eq(tenants.id, consultations.tenantId))
    .where(where)
    .orderBy(asc(consultations.startsAt), asc(consultations.id));

/** The one analyst `where` picks, with their name and address, or null. */
async function analystWhere(db: Db, where: SQL) {
  const [row] = await db
    .select(analystColumns)
    .from(analysts)
    .innerJoin(users, eq(users.id, analysts.userId))
    .where(where);
  return row ?? null;
}

/** Every query of the consultations area: analysts, their availability and their sessions. */
export const consultationsRepository = {
  /** Every analyst, the removed ones too, by name. */
  async analysts(db: Db, options: { takingSessions: boolean }) {
    const rows = await db
      .select(analystColumns)
      .from(analysts)
      .innerJoin(users, eq(users.id, analysts.userId))
      .where(options.takingSessions ? and(isNull(analysts.removedAt), eq(users.status, 'active')) : undefined)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(analysts.id));
    return rows;
  },

  /** An analyst by id. */
  analyst: (db: Db, id: number) => analystWhere(db, eq(analysts.id, id)),

  /** The analyst profile of a staff member, if they have one. */
  analystOfUser: (db: Db, userId: string) => analystWhere(db, eq(analysts.userId, userId)),

  /** Adds an analyst; null when the staff member already is one (another request was first). */
  async addAnalyst(db: Db, values: AnalystValues): Promise<number | null> {
    const [row] = await db
      .insert(analysts)
      .values(values)
      .onConflictDoNothing({ target: analysts.userId })
      .returning({ id: analysts.id });
    return row?.id ?? null;
  },

  async updateAnalyst(db: Db, id: number, changes: Partial<AnalystValues>): Promise<void> {
    await db.update(analysts).set(changes).where(eq(analysts.id, id));
  },

  /** Takes the analyst's booking lock until the transaction ends: holds of one analyst are judged one at a time. */
  async lockAnalyst(db: Db, id: number): Promise<void> {
    await advisoryLock(db, `analyst:${id}`);
  },

  /** What each of these analysts has taken between `from` and `to`, at `now`. */
  async occupied(
    db: Db,
    analystIds: readonly number[],
    from: Date,
    to: Date,
    now: Date,
    /** A session moving: its own time is not in its way. */
    except?: number,
  ) {
    if (analystIds.length === 0) return [];
    return db
      .select({
        analystId: consultations.analystId,
        start: consultations.startsAt,
        end: consultations.occupiedUntil,
      })
      .from(consultations)
      .where(
        and(
          inArray(consultations.analystId, [...analystIds]),
          lt(consultations.startsAt, to),
          gt(consultations.occupiedUntil, from),
          takenAt(now),
          except === undefined ? undefined : ne(consultations.id, except),
        ),
      );
  },

  /**
   * Lets go the holds of this analyst that ran out by `now`, and the booker's other holds (one choice held at a
   * time), so the exclusion constraint no longer counts them. A hold whose payment has started is left to its lapse
   * job, which cancels the payment first.
   */
  async releaseHolds(db: Db, analystId: number, userId: string, now: Date): Promise<void> {
    await db
      .update(consultations)
      .set({ status: 'lapsed', updatedAt: now })
      .where(
        and(
          eq(consultations.status, 'held'),
          isNull(consultations.orderId),
          or(
            and(eq(consultations.analystId, analystId), lte(consultations.holdExpiresAt, now)),
            eq(consultations.userId, userId),
          ),
        ),
      );
  },

  async addHold(
    db: Db,
    hold: {
      analystId: number;
      tenantId: string;
      userId: string;
      length: ConsultationLength;
      startsAt: Date;
      endsAt: Date;
      occupiedUntil: Date;
      holdExpiresAt: Date;
      priceCents: number;
      timeZone: string;
      topic: string;
      notes: string;
      now: Date;
    },
  ): Promise<number> {
    const [row] = await db
      .insert(consultations)
      .values({
        analystId: hold.analystId,
        tenantId: hold.tenantId,
        userId: hold.userId,
        lengthMinutes: hold.length,
        startsAt: hold.startsAt,
        endsAt: hold.endsAt,
        occupiedUntil: hold.occupiedUntil,
        status: 'held',
        holdExpiresAt: hold.holdExpiresAt,
        priceCents: hold.priceCents,
        timeZone: hold.timeZone,
        topic: hold.topic,
        notes: hold.notes,
        createdAt: hold.now,
        updatedAt: hold.now,
      })
      .returning({ id: consultations.id });
    return row!.id;
  },

  /** The booker's own hold, locked until the transaction ends, while it is held and has not run out at `now`. */
  async lockOwnHold(db: Db, id: number, userId: string, now: Date) {
    const [row] = await db
      .select()
      .from(consultations)
      .where(
        and(
          eq(consultations.id, id),
          eq(consultations.userId, userId),
          eq(consultations.status, 'held'),
          gt(consultations.holdExpiresAt, now),
        ),
      )
      .for('update');
    return row ?? null;
  },

  async consultation(db: Db, id: number) {
    const [row] = await db.select().from(consultations).where(eq(consultations.id, id));
    return row ?? null;
  },

  /**
   * An active client of an active organisation by email (stored lower-cased), as a booker: who staff book a session
   * for by hand (accounts' users and tenants, read).
   */
  async clientByEmail(db: Db, email: string) {
    const [row] = await db
      .select({
        userId: users.id,
        tenantId: tenants.id,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(
        and(
          eq(users.email, email),
          eq(users.userType, 'client'),
          eq(users.status, 'active'),
          isNotNull(users.role),
          eq(tenants.status, 'active'),
        ),
      );
    return row ?? null;
  },

  /** Raises the session's calendar SEQUENCE: its next invitation replaces the one calendars hold. */
  async raiseSequence(db: Db, id: number, now: Date): Promise<void> {
    await db
      .update(consultations)
      .set({ sequence: sql`${consultations.sequence} + 1`, updatedAt: now })
      .where(eq(consultations.id, id));
  },

  async lockConsultation(db: Db, id: number) {
    const [row] = await db.select().from(consultations).where(eq(consultations.id, id)).for('update');
    return row ?? null;
  },

  async lockByOrder(db: Db, orderId: string) {
    const [row] = await db
      .select()
      .from(consultations)
      .where(eq(consultations.orderId, orderId))
      .for('update');
    return row ?? null;
  },

  async setOrder(db: Db, id: number, orderId: string, now: Date): Promise<void> {
    await db.update(consultations).set({ orderId, updatedAt: now }).where(eq(consultations.id, id));
  },

  /** The session is paid or covered: booked, its hold over. */
  async book(db: Db, id: number, coveredBy: Cover, now: Date): Promise<void> {
    await db
      .update(consultations)
      .set({ status: 'booked', coveredBy, holdExpiresAt: null, updatedAt: now })
      .where(eq(consultations.id, id));
  },

  async cancel(db: Db, id: number, by: string, now: Date): Promise<void> {
    await db
      .update(consultations)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: by, updatedAt: now })
      .where(eq(consultations.id, id));
  },

  /** Moves a session to another time; its calendar SEQUENCE is raised. */
  async move(
    db: Db,
    id: number,
    times: { startsAt: Date; endsAt: Date; occupiedUntil: Date; timeZone: string },
    now: Date,
  ): Promise<void> {
    await db
      .update(consultations)
      .set({ ...times, sequence: sql`${consultations.sequence} + 1`, updatedAt: now })
      .where(eq(consultations.id, id));
  },

  /**
   * Takes the organisation's covers lock until the transaction ends: its monthly calls and credits are counted one
   * at a time, so two members cannot take the last one.
   */
  async lockCovers(db: Db, tenantId: string): Promise<void> {
    await advisoryLock(db, `monthly-calls:${tenantId}`);
  },

  /**
   * An analyst's booked and cancelled sessions starting in [from, to), earliest first, each with its booker and
   * organisation: the back office's calendar.
   */
  calendarSessions(db: Db, analystId: number, from: Date, to: Date) {
    return calendarRows(
      db,
      and(
        eq(consultations.analystId, analystId),
        inArray(consultations.status, ['booked', 'cancelled']),
        gte(consultations.startsAt, from),
        lt(consultations.startsAt, to),
      )!,
    );
  },

  /** One session as the calendar shows it. */
  async calendarSession(db: Db, id: number) {
    const [row] = await calendarRows(db, eq(consultations.id, id));
    return row ?? null;
  },

  /** Records what came of a session, with staff's note. */
  async markOutcome(
    db: Db,
    id: number,
    outcome: { outcome: 'completed' | 'no_show'; note: string; at: Date },
  ): Promise<void> {
    await db
      .update(consultations)
      .set({
        outcome: outcome.outcome,
        outcomeNote: outcome.note,
        outcomeAt: outcome.at,
        updatedAt: outcome.at,
      })
      .where(eq(consultations.id, id));
  },

  /** The prices admins set, in cents by length (lengths without one cost the firm's terms). */
  async prices(db: Db): Promise<Map<number, number>> {
    const rows = await db.select().from(consultationPrices);
    return new Map(rows.map((row) => [row.lengthMinutes, row.cents]));
  },

  /** Sets every length's price, in cents. */
  async setPrices(db: Db, cents: Map<number, number>, at: Date): Promise<void> {
    await db
      .insert(consultationPrices)
      .values([...cents].map(([lengthMinutes, value]) => ({ lengthMinutes, cents: value, updatedAt: at })))
      .onConflictDoUpdate({
        target: consultationPrices.lengthMinutes,
        set: { cents: sql`excluded.cents`, updatedAt: sql`excluded.updated_at` },
      });
  },

  /** Keeps the credits a paid order bought for its organisation; once per order. */
  async grantCredits(
    db: Db,
    grant: { tenantId: string; orderId: string; quantity: number; at: Date },
  ): Promise<void> {
    await db
      .insert(consultationCredits)
      .values({
        tenantId: grant.tenantId,
        orderId: grant.orderId,
        quantity: grant.quantity,
        grantedAt: grant.at,
      })
      .onConflictDoNothing({ target: consultationCredits.orderId });
  },

  /** Takes back the credits a refunded order bought; whether it had any not taken back yet. */
  async revokeCredits(db: Db, orderId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(consultationCredits)
      .set({ revokedAt: at })
      .where(and(eq(consultationCredits.orderId, orderId), isNull(consultationCredits.revokedAt)))
      .returning({ id: consultationCredits.id });
    return rows.length > 0;
  },

  /**
   * The organisation's credits not used: those bought and not taken back, less its booked sessions covered by a
   * credit (a cancelled one gives its credit back). Never below zero (a refund may take back credits used).
   */
  async creditsLeft(db: Db, tenantId: string): Promise<number> {
    const [bought] = await db
      .select({ total: sql<number>`coalesce(sum(${consultationCredits.quantity}), 0)::int` })
      .from(consultationCredits)
      .where(and(eq(consultationCredits.tenantId, tenantId), isNull(consultationCredits.revokedAt)));
    const used = await bookedWith(db, tenantId, 'credit');
    return Math.max(0, (bought?.total ?? 0) - used);
  },

  /** Whether a subscription of the organisation paid by invoice runs at `at` (billing's subscriptions, read). */
  async paysByInvoice(db: Db, tenantId: string, at: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.tenantId, tenantId),
          eq(subscriptions.paymentMethod, 'invoice'),
          lte(subscriptions.startsAt, at),
          gt(subscriptions.endsAt, at),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** How many enterprise subscriptions of the organisation run at `at` (billing's subscriptions, read). */
  async enterpriseSubscriptionsAt(db: Db, tenantId: string, at: Date): Promise<number> {
    const [row] = await db
      .select({ count: count() })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.tenantId, tenantId),
          eq(subscriptions.tier, 'subscription_price_for_enterprise'),
          lte(subscriptions.startsAt, at),
          gt(subscriptions.endsAt, at),
        ),
      );
    return row?.count ?? 0;
  },

  /** The organisation's booked sessions covered by a monthly call that start in [from, to). */
  async monthlyCallsUsed(db: Db, tenantId: string, from: Date, to: Date): Promise<number> {
    return bookedWith(
      db,
      tenantId,
      'monthly_call',
      gte(consultations.startsAt, from),
      lt(consultations.startsAt, to),
    );
  },

  async lapse(db: Db, id: number, now: Date): Promise<void> {
    await db
      .update(consultations)
      .set({ status: 'lapsed', updatedAt: now })
      .where(and(eq(consultations.id, id), eq(consultations.status, 'held')));
  },

  /** A session with the people it is between: its booker and their organisation, its analyst. */
  async sessionWithParties(db: Db, id: number) {
    const [row] = await db
      .select({
        session: consultations,
        client: { firstName: users.firstName, lastName: users.lastName, email: users.email },
        organisation: tenants.name,
        analyst: {
          firstName: analystUsers.firstName,
          lastName: analystUsers.lastName,
          email: analystUsers.email,
          timeZone: analysts.timeZone,
          meetingLink: analysts.meetingLink,
        },
      })
      .from(consultations)
      .innerJoin(users, eq(users.id, consultations.userId))
      .innerJoin(tenants, eq(tenants.id, consultations.tenantId))
      .innerJoin(analysts, eq(analysts.id, consultations.analystId))
      .innerJoin(analystUsers, eq(analystUsers.id, analysts.userId))
      .where(eq(consultations.id, id));
    return row ?? null;
  },

  /**
   * Booked and cancelled sessions of an organisation, or of one of its people, with their analysts and bookers:
   * those ending after `now` first (soonest first), then at most `pastLimit` others (latest first).
   */
  async sessions(db: Db, tenantId: string, userId: string | null, now: Date, pastLimit: number) {
    const select = () =>
      db
        .select({
          session: consultations,
          analyst: {
            ...analystColumns,
            firstName: analystUsers.firstName,
            lastName: analystUsers.lastName,
            email: analystUsers.email,
            userStatus: analystUsers.status,
          },
          booker: { firstName: users.firstName, lastName: users.lastName, email: users.email },
        })
        .from(consultations)
        .innerJoin(analysts, eq(analysts.id, consultations.analystId))
        .innerJoin(analystUsers, eq(analystUsers.id, analysts.userId))
        .innerJoin(users, eq(users.id, consultations.userId));
    const whose = and(
      eq(consultations.tenantId, tenantId),
      userId === null ? undefined : eq(consultations.userId, userId),
      inArray(consultations.status, ['booked', 'cancelled']),
    );
    const upcoming = await select()
      .where(and(whose, gt(consultations.endsAt, now)))
      .orderBy(asc(consultations.startsAt));
    const past = await select()
      .where(and(whose, lte(consultations.endsAt, now)))
      .orderBy(desc(consultations.startsAt))
      .limit(pastLimit);
    return { upcoming, past };
  },
};
