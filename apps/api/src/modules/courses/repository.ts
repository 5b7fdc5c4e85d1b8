import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { advisoryLock } from '../../platform/database/advisory-lock.js';
import type { Db } from '../../platform/database/database.js';
import {
  analysts,
  courseParticipants,
  courseSessions,
  courses,
  tenants,
  users,
  type CourseParticipantRow,
} from '../../platform/database/schema.js';

export type CourseRow = typeof courses.$inferSelect;
export type CourseValues = Pick<typeof courses.$inferInsert, 'title' | 'description' | 'level' | 'commodity'>;
export type SessionValues = Omit<typeof courseSessions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A session with the name of the analyst who teaches it. */
const sessionWithAnalyst = {
  session: courseSessions,
  analystFirstName: users.firstName,
  analystLastName: users.lastName,
};

export type SessionRow = typeof courseSessions.$inferSelect & { analystName: string };

const named = (row: {
  session: typeof courseSessions.$inferSelect;
  analystFirstName: string;
  analystLastName: string;
}): SessionRow => ({
  ...row.session,
  analystName: `${row.analystFirstName} ${row.analystLastName}`.trim(),
});

const sessionsWithCourses = (db: Db) =>
  db
    .select({ ...sessionWithAnalyst, course: courses })
    .from(courseSessions)
    .innerJoin(analysts, eq(analysts.id, courseSessions.analystId))
    .innerJoin(users, eq(users.id, analysts.userId))
    .innerJoin(courses, eq(courses.id, courseSessions.courseId));

const sessionsWithAnalyst = (db: Db) =>
  db
    .select(sessionWithAnalyst)
    .from(courseSessions)
    .innerJoin(analysts, eq(analysts.id, courseSessions.analystId))
    .innerJoin(users, eq(users.id, analysts.userId));

/** The courses area's reads and writes of its tables (issue 44). */
export const coursesRepository = {
  async courses(db: Db): Promise<CourseRow[]> {
    return db.select().from(courses).orderBy(asc(courses.title), asc(courses.id));
  },

  async course(db: Db, id: number): Promise<CourseRow | undefined> {
    const [row] = await db.select().from(courses).where(eq(courses.id, id));
    return row;
  },

  /** The course, locked for a change in this transaction. */
  async lockCourse(db: Db, id: number): Promise<CourseRow | undefined> {
    const [row] = await db.select().from(courses).where(eq(courses.id, id)).for('update');
    return row;
  },

  async addCourse(db: Db, values: CourseValues, now: Date): Promise<CourseRow> {
    const [row] = await db
      .insert(courses)
      .values({ ...values, updatedAt: now })
      .returning();
    return row!;
  },

  async updateCourse(db: Db, id: number, values: Partial<CourseValues>, now: Date): Promise<void> {
    await db
      .update(courses)
      .set({ ...values, updatedAt: now })
      .where(eq(courses.id, id));
  },

  /** The sessions of the given courses, latest first. */
  async sessionsOf(db: Db, courseIds: number[]): Promise<SessionRow[]> {
    if (courseIds.length === 0) return [];
    const rows = await sessionsWithAnalyst(db)
      .where(inArray(courseSessions.courseId, courseIds))
      .orderBy(desc(courseSessions.startsAt), desc(courseSessions.id));
    return rows.map(named);
  },

  /** Every session starting after `now`, soonest first, with its course. */
  async upcoming(db: Db, now: Date): Promise<(SessionRow & { course: CourseRow })[]> {
    const rows = await sessionsWithCourses(db)
      .where(gt(courseSessions.startsAt, now))
      .orderBy(asc(courseSessions.startsAt), asc(courseSessions.id));
    return rows.map((row) => ({ ...named(row), course: row.course }));
  },

  /** The sessions with their courses, by id, soonest first. */
  async sessionsByIds(db: Db, ids: readonly number[]): Promise<(SessionRow & { course: CourseRow })[]> {
    if (ids.length === 0) return [];
    const rows = await sessionsWithCourses(db)
      .where(inArray(courseSessions.id, [...ids]))
      .orderBy(asc(courseSessions.startsAt), asc(courseSessions.id));
    return rows.map((row) => ({ ...named(row), course: row.course }));
  },

  /** The organisation's participants named in these sessions now, oldest first. */
  async participantsOf(
    db: Db,
    tenantId: string,
    sessionIds: readonly number[],
  ): Promise<CourseParticipantRow[]> {
    if (sessionIds.length === 0) return [];
    return db
      .select()
      .from(courseParticipants)
      .where(
        and(
          eq(courseParticipants.tenantId, tenantId),
          inArray(courseParticipants.sessionId, [...sessionIds]),
          isNull(courseParticipants.removedAt),
        ),
      )
      .orderBy(asc(courseParticipants.id));
  },

  /** How many participants the organisation names in the session now. */
  async namedCount(db: Db, tenantId: string, sessionId: number): Promise<number> {
    const [row] = await db
      .select({ named: count() })
      .from(courseParticipants)
      .where(
        and(
          eq(courseParticipants.tenantId, tenantId),
          eq(courseParticipants.sessionId, sessionId),
          isNull(courseParticipants.removedAt),
        ),
      );
    return row?.named ?? 0;
  },

  /** The organisation's name, as mails to its participants give it. */
  async organisationName(db: Db, tenantId: string): Promise<string> {
    const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    return row?.name ?? '';
  },

  /** Names a participant; undefined when the address is named in the session already. */
  async addParticipant(
    db: Db,
    values: { sessionId: number; tenantId: string; email: string; userId: string | null },
  ): Promise<CourseParticipantRow | undefined> {
    const [row] = await db
      .insert(courseParticipants)
      .values(values)
      .onConflictDoNothing({
        target: [courseParticipants.sessionId, courseParticipants.email],
        where: isNull(courseParticipants.removedAt),
      })
      .returning();
    return row;
  },

  /** The organisation's participant still named, locked for its removal. */
  async lockParticipant(db: Db, tenantId: string, id: number): Promise<CourseParticipantRow | undefined> {
    const [row] = await db
      .select()
      .from(courseParticipants)
      .where(
        and(
          eq(courseParticipants.id, id),
          eq(courseParticipants.tenantId, tenantId),
          isNull(courseParticipants.removedAt),
        ),
      )
      .for('update');
    return row;
  },

  /** Swaps the participant out at `now`; their invitation's sequence is raised for its cancellation. */
  async removeParticipant(db: Db, id: number, now: Date): Promise<CourseParticipantRow> {
    const [row] = await db
      .update(courseParticipants)
      .set({ removedAt: now, sequence: sql`${courseParticipants.sequence} + 1` })
      .where(eq(courseParticipants.id, id))
      .returning();
    return row!;
  },

  /**
   * Takes the sessions' seat locks until the transaction ends, in order of id (so two orders for the same sessions
   * never wait on each other): whoever counts or changes their seats holds them.
   */
  async lockSeats(db: Db, sessionIds: number[]): Promise<void> {
    for (const id of [...new Set(sessionIds)].sort((a, b) => a - b))
      await advisoryLock(db, `course-seats:${id}`);
  },

  /** The sessions with their courses' titles, by id. */
  async sessionsWithTitles(
    db: Db,
    ids: number[],
  ): Promise<(typeof courseSessions.$inferSelect & { courseTitle: string })[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ session: courseSessions, courseTitle: courses.title })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.id, courseSessions.courseId))
      .where(inArray(courseSessions.id, ids));
    return rows.map((row) => ({ ...row.session, courseTitle: row.courseTitle }));
  },

  /** The session, locked for a change in this transaction. */
  async lockSession(db: Db, id: number): Promise<typeof courseSessions.$inferSelect | undefined> {
    const [row] = await db.select().from(courseSessions).where(eq(courseSessions.id, id)).for('update');
    return row;
  },

  async addSession(db: Db, values: SessionValues, now: Date): Promise<number> {
    const [row] = await db
      .insert(courseSessions)
      .values({ ...values, updatedAt: now })
      .returning({ id: courseSessions.id });
    return row!.id;
  },

  async updateSession(db: Db, id: number, values: SessionValues, now: Date): Promise<void> {
    await db
      .update(courseSessions)
      .set({ ...values, updatedAt: now })
      .where(eq(courseSessions.id, id));
  },

  /** Whether the analyst still takes sessions: an active staff member with a profile not removed. */
  async analystTeaches(db: Db, analystId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: analysts.id })
      .from(analysts)
      .innerJoin(users, eq(users.id, analysts.userId))
      .where(and(eq(analysts.id, analystId), isNull(analysts.removedAt), eq(users.status, 'active')));
    return row !== undefined;
  },
};
