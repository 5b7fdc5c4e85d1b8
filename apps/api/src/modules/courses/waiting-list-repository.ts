import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  courseSeatOffers,
  courseSessions,
  courses,
  courseWaitlistEntries,
  users,
  type CourseSeatOfferRow,
  type CourseWaitlistEntryRow,
} from '../../platform/database/schema.js';

const LIVE = ['waiting', 'offered'] as const;

/** An open offer still holding its seats at `now`. */
const liveOffer = (now: Date) => and(eq(courseSeatOffers.state, 'open'), gt(courseSeatOffers.expiresAt, now));

/** The organisation's entry `id` while it is live (waiting or offered). */
const liveEntryQuery = (db: Db, tenantId: string, id: number) =>
  db
    .select()
    .from(courseWaitlistEntries)
    .where(
      and(
        eq(courseWaitlistEntries.id, id),
        eq(courseWaitlistEntries.tenantId, tenantId),
        inArray(courseWaitlistEntries.state, [...LIVE]),
      ),
    );

/** A live entry with its session, its offer (if it has one) and who joined, as the organisation's list shows it. */
export interface ListedEntry {
  entry: CourseWaitlistEntryRow;
  offer: CourseSeatOfferRow | null;
  session: { id: number; courseTitle: string; firstDay: string; lastDay: string; startsAt: Date };
  requestedBy: { firstName: string; lastName: string; email: string } | null;
}

/** The courses area's reads and writes of the waiting lists and their offers (issue 44, decision 036). */
export const waitingListRepository = {
  /**
   * The seats open offers hold at `now` in each of the sessions, by id; an organisation's own when `exceptTenant`
   * names it are not counted (they are its to buy).
   */
  async offeredSeats(
    db: Db,
    sessionIds: readonly number[],
    now: Date,
    exceptTenant?: string,
  ): Promise<Map<number, number>> {
    if (sessionIds.length === 0) return new Map();
    const rows = await db
      .select({
        sessionId: courseSeatOffers.sessionId,
        seats: sql<number>`sum(${courseSeatOffers.seats})::int`,
      })
      .from(courseSeatOffers)
      .where(
        and(
          inArray(courseSeatOffers.sessionId, [...sessionIds]),
          liveOffer(now),
          exceptTenant === undefined ? undefined : ne(courseSeatOffers.tenantId, exceptTenant),
        ),
      )
      .groupBy(courseSeatOffers.sessionId);
    return new Map(rows.map((row) => [row.sessionId, row.seats]));
  },

  /** Joins the line; undefined when the organisation has a live entry for the session already. */
  async addEntry(
    db: Db,
    values: { sessionId: number; tenantId: string; userId: string; seats: number },
    now: Date,
  ): Promise<CourseWaitlistEntryRow | undefined> {
    const [row] = await db
      .insert(courseWaitlistEntries)
      .values({ ...values, createdAt: now })
      .onConflictDoNothing({
        target: [courseWaitlistEntries.sessionId, courseWaitlistEntries.tenantId],
        where: sql`${courseWaitlistEntries.state} in ('waiting', 'offered')`,
      })
      .returning();
    return row;
  },

  /** The organisation's live entry, unlocked: what session its change must lock first. */
  async liveEntryById(db: Db, tenantId: string, id: number): Promise<CourseWaitlistEntryRow | undefined> {
    const [row] = await liveEntryQuery(db, tenantId, id);
    return row;
  },

  /** The organisation's live entry, locked for a change. */
  async lockLiveEntry(db: Db, tenantId: string, id: number): Promise<CourseWaitlistEntryRow | undefined> {
    const [row] = await liveEntryQuery(db, tenantId, id).for('update');
    return row;
  },

  /** The organisation's live entries with their sessions, offers and who joined, soonest session first. */
  async listed(db: Db, tenantId: string): Promise<ListedEntry[]> {
    const rows = await db
      .select({
        entry: courseWaitlistEntries,
        offer: courseSeatOffers,
        sessionId: courseSessions.id,
        courseTitle: courses.title,
        firstDay: courseSessions.firstDay,
        lastDay: courseSessions.lastDay,
        startsAt: courseSessions.startsAt,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(courseWaitlistEntries)
      .innerJoin(courseSessions, eq(courseSessions.id, courseWaitlistEntries.sessionId))
      .innerJoin(courses, eq(courses.id, courseSessions.courseId))
      .leftJoin(
        courseSeatOffers,
        and(eq(courseSeatOffers.entryId, courseWaitlistEntries.id), eq(courseSeatOffers.state, 'open')),
      )
      .leftJoin(users, eq(users.id, courseWaitlistEntries.userId))
      .where(
        and(eq(courseWaitlistEntries.tenantId, tenantId), inArray(courseWaitlistEntries.state, [...LIVE])),
      )
      .orderBy(asc(courseSessions.startsAt), asc(courseWaitlistEntries.id));
    return rows.map((row) => ({
      entry: row.entry,
      offer: row.offer,
      session: {
        id: row.sessionId,
        courseTitle: row.courseTitle,
        firstDay: row.firstDay,
        lastDay: row.lastDay,
        startsAt: row.startsAt,
      },
      requestedBy: row.email
        ? { firstName: row.firstName ?? '', lastName: row.lastName ?? '', email: row.email }
        : null,
    }));
  },

  /** How many entries of the session still wait ahead of each of `entryIds` (1 for the first), by entry id. */
  async positions(db: Db, sessionIds: readonly number[]): Promise<Map<number, number>> {
    if (sessionIds.length === 0) return new Map();
    const rows = await db
      .select({ id: courseWaitlistEntries.id, sessionId: courseWaitlistEntries.sessionId })
      .from(courseWaitlistEntries)
      .where(
        and(
          inArray(courseWaitlistEntries.sessionId, [...sessionIds]),
          eq(courseWaitlistEntries.state, 'waiting'),
        ),
      )
      .orderBy(asc(courseWaitlistEntries.id));
    const counted = new Map<number, number>();
    const positions = new Map<number, number>();
    for (const row of rows) {
      const position = (counted.get(row.sessionId) ?? 0) + 1;
      counted.set(row.sessionId, position);
      positions.set(row.id, position);
    }
    return positions;
  },

  /** The session's entries still waiting, first in line first. */
  async waiting(db: Db, sessionId: number): Promise<CourseWaitlistEntryRow[]> {
    return db
      .select()
      .from(courseWaitlistEntries)
      .where(and(eq(courseWaitlistEntries.sessionId, sessionId), eq(courseWaitlistEntries.state, 'waiting')))
      .orderBy(asc(courseWaitlistEntries.id));
  },

  /** The sessions starting after `now` with entries waiting: those a freed seat may be offered in. */
  async sessionsWaiting(db: Db, now: Date): Promise<number[]> {
    const rows = await db
      .selectDistinct({ id: courseWaitlistEntries.sessionId })
      .from(courseWaitlistEntries)
      .innerJoin(courseSessions, eq(courseSessions.id, courseWaitlistEntries.sessionId))
      .where(and(eq(courseWaitlistEntries.state, 'waiting'), gt(courseSessions.startsAt, now)));
    return rows.map((row) => row.id);
  },

  /** Ends the entry: fulfilled, declined or lapsed. */
  async endEntry(db: Db, id: number, state: 'fulfilled' | 'declined' | 'lapsed', now: Date): Promise<void> {
    await db
      .update(courseWaitlistEntries)
      .set({ state, endedAt: now })
      .where(eq(courseWaitlistEntries.id, id));
  },

  /** Offers seats to a waiting entry, held until `expiresAt`. */
  async offer(
    db: Db,
    entry: CourseWaitlistEntryRow,
    expiresAt: Date,
    now: Date,
  ): Promise<CourseSeatOfferRow> {
    await db
      .update(courseWaitlistEntries)
      .set({ state: 'offered' })
      .where(eq(courseWaitlistEntries.id, entry.id));
    const [row] = await db
      .insert(courseSeatOffers)
      .values({
        entryId: entry.id,
        sessionId: entry.sessionId,
        tenantId: entry.tenantId,
        seats: entry.seats,
        expiresAt,
        createdAt: now,
      })
      .returning();
    return row!;
  },

  /** The entry's offer while open, locked for a change. */
  async lockOpenOffer(db: Db, entryId: number): Promise<CourseSeatOfferRow | undefined> {
    const [row] = await db
      .select()
      .from(courseSeatOffers)
      .where(and(eq(courseSeatOffers.entryId, entryId), eq(courseSeatOffers.state, 'open')))
      .for('update');
    return row;
  },

  /** The offer, unlocked: what session its end must lock first. */
  async offerById(db: Db, id: number): Promise<CourseSeatOfferRow | undefined> {
    const [row] = await db.select().from(courseSeatOffers).where(eq(courseSeatOffers.id, id));
    return row;
  },

  /** The offer, if still open and expired by `now`, locked for its end. */
  async lockExpiredOffer(db: Db, id: number, now: Date): Promise<CourseSeatOfferRow | undefined> {
    const [row] = await db
      .select()
      .from(courseSeatOffers)
      .where(
        and(
          eq(courseSeatOffers.id, id),
          eq(courseSeatOffers.state, 'open'),
          lte(courseSeatOffers.expiresAt, now),
        ),
      )
      .for('update');
    return row;
  },

  /** Ends an open offer unaccepted: declined or expired. */
  async endOffer(db: Db, id: number, state: 'declined' | 'expired', now: Date): Promise<void> {
    await db.update(courseSeatOffers).set({ state, endedAt: now }).where(eq(courseSeatOffers.id, id));
  },

  /**
   * The organisation's open offers in the sessions, still live at `now`, accepted by the order (once per order and
   * session: a unique index); their entries are fulfilled. Answers the offers accepted.
   */
  async accept(
    db: Db,
    tenantId: string,
    sessionIds: readonly number[],
    orderId: string,
    now: Date,
  ): Promise<CourseSeatOfferRow[]> {
    if (sessionIds.length === 0) return [];
    const accepted = await db
      .update(courseSeatOffers)
      .set({ state: 'accepted', orderId, endedAt: now })
      .where(
        and(
          eq(courseSeatOffers.tenantId, tenantId),
          inArray(courseSeatOffers.sessionId, [...sessionIds]),
          liveOffer(now),
        ),
      )
      .returning();
    if (accepted.length > 0)
      await db
        .update(courseWaitlistEntries)
        .set({ state: 'fulfilled', endedAt: now })
        .where(
          inArray(
            courseWaitlistEntries.id,
            accepted.map((offer) => offer.entryId),
          ),
        );
    return accepted;
  },
};
