import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  courseMaterials,
  courseParticipants,
  courses,
  courseSessions,
  tenants,
  users,
  type CourseMaterialRow,
} from '../../platform/database/schema.js';

/** A material with what its deliveries and mails name: its session's course and when the session ends. */
export type MaterialWithSession = CourseMaterialRow & {
  courseTitle: string;
  sessionEndsAt: Date;
};

/** The courses area's reads and writes of session materials (decision 036). */
export const materialsRepository = {
  /** The materials of these sessions, oldest first. */
  async ofSessions(db: Db, sessionIds: readonly number[]): Promise<CourseMaterialRow[]> {
    if (sessionIds.length === 0) return [];
    return db
      .select()
      .from(courseMaterials)
      .where(inArray(courseMaterials.sessionId, [...sessionIds]))
      .orderBy(asc(courseMaterials.id));
  },

  async find(db: Db, id: number): Promise<MaterialWithSession | undefined> {
    const [row] = await db
      .select({ material: courseMaterials, courseTitle: courses.title, sessionEndsAt: courseSessions.endsAt })
      .from(courseMaterials)
      .innerJoin(courseSessions, eq(courseSessions.id, courseMaterials.sessionId))
      .innerJoin(courses, eq(courses.id, courseSessions.courseId))
      .where(eq(courseMaterials.id, id));
    return row && { ...row.material, courseTitle: row.courseTitle, sessionEndsAt: row.sessionEndsAt };
  },

  async add(
    db: Db,
    values: Pick<
      CourseMaterialRow,
      'sessionId' | 'title' | 'fileName' | 'fileKey' | 'sizeBytes' | 'uploadedBy'
    >,
    now: Date,
  ): Promise<CourseMaterialRow> {
    const [row] = await db
      .insert(courseMaterials)
      .values({ ...values, createdAt: now })
      .returning();
    return row!;
  },

  /** Deletes the material; undefined when it was gone already. */
  async remove(db: Db, id: number): Promise<CourseMaterialRow | undefined> {
    const [row] = await db.delete(courseMaterials).where(eq(courseMaterials.id, id)).returning();
    return row;
  },

  /** Every participant named in the session now, of every organisation. */
  async participantsOfSession(db: Db, sessionId: number) {
    return db
      .select({ id: courseParticipants.id, email: courseParticipants.email })
      .from(courseParticipants)
      .where(and(eq(courseParticipants.sessionId, sessionId), isNull(courseParticipants.removedAt)))
      .orderBy(asc(courseParticipants.id));
  },

  /** The caller's own place among the session's participants now: named by their account or by their address. */
  async participantFor(db: Db, sessionId: number, caller: { userId: string; tenantId: string }) {
    const [row] = await db
      .select({ id: courseParticipants.id })
      .from(courseParticipants)
      .where(
        and(
          eq(courseParticipants.sessionId, sessionId),
          eq(courseParticipants.tenantId, caller.tenantId),
          isNull(courseParticipants.removedAt),
          or(
            eq(courseParticipants.userId, caller.userId),
            eq(
              courseParticipants.email,
              sql`(select lower(${users.email}) from ${users} where ${users.id} = ${caller.userId})`,
            ),
          ),
        ),
      )
      .limit(1);
    return row;
  },

  /** The participant, if named in the session now, with their organisation's name. */
  async namedParticipant(db: Db, participantId: number, sessionId: number) {
    const [row] = await db
      .select({ id: courseParticipants.id, email: courseParticipants.email, organisation: tenants.name })
      .from(courseParticipants)
      .innerJoin(tenants, eq(tenants.id, courseParticipants.tenantId))
      .where(
        and(
          eq(courseParticipants.id, participantId),
          eq(courseParticipants.sessionId, sessionId),
          isNull(courseParticipants.removedAt),
        ),
      );
    return row;
  },
};
