import {
  centsToDollars,
  CourseMessages,
  CourseSessionMessages,
  dollarsToCents,
  sessionAvailability,
  sessionMeetings,
  type AdminCourse,
  type AdminCourseSession,
  type CreateCourseInput,
  type CreateCourseSessionInput,
  type UpcomingSession,
  type UpdateCourseInput,
  type UpdateCourseSessionInput,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import { changedOnly, recordStaffAction, type Staff } from '../activity';
import {
  coursesRepository as repository,
  type CourseRow,
  type SessionRow,
  type SessionValues,
} from './repository.js';
import { seatsLeftOf, seatsTakenIn } from './seat-count.js';
import { queueSeatOffers } from './seat-offer-jobs.js';

const courseOf = (row: CourseRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  level: row.level,
  commodity: row.commodity as AdminCourse['commodity'],
});

/** A session as listings show it, `taken` its seats that orders hold (by session id). */
function sessionOf(row: SessionRow, now: Date, taken: Map<number, number>) {
  const seatsLeft = seatsLeftOf(row.capacity, taken.get(row.id));
  return {
    id: row.id,
    first_day: row.firstDay,
    last_day: row.lastDay,
    hours: { start: row.dailyStart, end: row.dailyEnd },
    time_zone: row.timeZone,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    format: row.format,
    place: row.place,
    capacity: row.capacity,
    seats_left: seatsLeft,
    availability: sessionAvailability(seatsLeft, row.startsAt, now),
    price_per_participant: centsToDollars(row.priceCents),
    analyst: { id: row.analystId, name: row.analystName },
  };
}

const adminSessionOf = (row: SessionRow, now: Date, taken: Map<number, number>): AdminCourseSession => ({
  ...sessionOf(row, now, taken),
  joining_link: row.joiningLink,
  started: row.startsAt.getTime() <= now.getTime(),
});

/** What the audit log keeps of a course and of a session (a price in cents). */
const auditedCourse = (row: Pick<CourseRow, 'title' | 'description' | 'level' | 'commodity'>) => ({
  title: row.title,
  description: row.description,
  level: row.level,
  commodity: row.commodity,
});
const auditedSession = (values: SessionValues) => ({
  first_day: values.firstDay,
  last_day: values.lastDay,
  daily_start: values.dailyStart,
  daily_end: values.dailyEnd,
  time_zone: values.timeZone,
  format: values.format,
  place: values.place ?? null,
  joining_link: values.joiningLink ?? null,
  capacity: values.capacity,
  price_cents: values.priceCents,
  analyst_id: values.analystId,
});

/** A session's columns from its input: its instants computed from its days and hours in its zone. */
function sessionValues(courseId: number, input: CreateCourseSessionInput): SessionValues {
  const meetings = sessionMeetings(input);
  return {
    courseId,
    firstDay: input.first_day,
    lastDay: input.last_day,
    dailyStart: input.hours.start,
    dailyEnd: input.hours.end,
    timeZone: input.time_zone,
    startsAt: meetings[0]!.starts_at,
    endsAt: meetings.at(-1)!.ends_at,
    format: input.format,
    place: input.format === 'in_person' ? input.place : null,
    joiningLink: input.format === 'virtual' ? input.joining_link : null,
    capacity: input.capacity,
    priceCents: dollarsToCents(input.price_per_participant),
    analystId: input.analyst_id,
  };
}

/**
 * The courses the firm teaches and their sessions (issue 44, decision 036): staff add and edit them in the back
 * office (every change in the audit log, a price change with its reason); visitors list the sessions to come.
 */
export function createCourseCatalogue({
  db,
  unitOfWork,
  clock,
  jobs,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  jobs: JobQueue;
}) {
  async function adminCourse(tx: Db, id: number): Promise<AdminCourse> {
    const course = await repository.course(tx, id);
    if (!course) throw new NotFoundError(CourseMessages.notFound);
    const now = clock.now();
    const sessions = await repository.sessionsOf(tx, [id]);
    const taken = await seatsTakenIn(
      tx,
      sessions.map((row) => row.id),
      now,
    );
    return { ...courseOf(course), sessions: sessions.map((row) => adminSessionOf(row, now, taken)) };
  }

  /**
   * A session to be written: starting after now, taught by an analyst who still teaches (unless it is the one
   * already teaching it).
   */
  async function checkedSession(
    tx: Db,
    courseId: number,
    input: CreateCourseSessionInput,
    teaching: number | null = null,
  ) {
    const values = sessionValues(courseId, input);
    if (values.startsAt.getTime() <= clock.now().getTime())
      throw new InvalidInputError(CourseSessionMessages.past, { first_day: [CourseSessionMessages.past] });
    if (input.analyst_id !== teaching && !(await repository.analystTeaches(tx, input.analyst_id)))
      throw new InvalidInputError(CourseSessionMessages.noAnalyst, {
        analyst_id: [CourseSessionMessages.noAnalyst],
      });
    return values;
  }

  return {
    /** Every session to come, soonest first, as the public listing shows it. */
    async upcoming(): Promise<UpcomingSession[]> {
      const now = clock.now();
      const rows = await repository.upcoming(db, now);
      const taken = await seatsTakenIn(
        db,
        rows.map((row) => row.id),
        now,
      );
      return rows.map((row) => ({ ...sessionOf(row, now, taken), course: courseOf(row.course) }));
    },

    /** Every course with all its sessions, for the back office. */
    async list(): Promise<AdminCourse[]> {
      const courses = await repository.courses(db);
      const sessions = await repository.sessionsOf(
        db,
        courses.map((course) => course.id),
      );
      const now = clock.now();
      const taken = await seatsTakenIn(
        db,
        sessions.map((row) => row.id),
        now,
      );
      const byCourse = new Map<number, SessionRow[]>();
      for (const row of sessions) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row]);
      return courses.map((course) => ({
        ...courseOf(course),
        sessions: (byCourse.get(course.id) ?? []).map((row) => adminSessionOf(row, now, taken)),
      }));
    },

    async addCourse(staff: Staff, input: CreateCourseInput): Promise<AdminCourse> {
      return unitOfWork(async (tx) => {
        const now = clock.now();
        const row = await repository.addCourse(tx, input, now);
        await recordStaffAction(tx, {
          staff,
          action: 'course_added',
          target: { type: 'course', id: String(row.id), label: row.title },
          before: null,
          after: auditedCourse(row),
          at: now,
        });
        return adminCourse(tx, row.id);
      });
    },

    /** Edits a course; an unchanged one records nothing. */
    async updateCourse(staff: Staff, id: number, input: UpdateCourseInput): Promise<AdminCourse> {
      return unitOfWork(async (tx) => {
        const current = await repository.lockCourse(tx, id);
        if (!current) throw new NotFoundError(CourseMessages.notFound);
        const diff = changedOnly(auditedCourse(current), auditedCourse({ ...current, ...input }));
        if (diff.changed) {
          const now = clock.now();
          await repository.updateCourse(tx, id, input, now);
          await recordStaffAction(tx, {
            staff,
            action: 'course_updated',
            target: { type: 'course', id: String(id), label: input.title ?? current.title },
            before: diff.before,
            after: diff.after,
            at: now,
          });
        }
        return adminCourse(tx, id);
      });
    },

    async addSession(staff: Staff, courseId: number, input: CreateCourseSessionInput): Promise<AdminCourse> {
      return unitOfWork(async (tx) => {
        const course = await repository.lockCourse(tx, courseId);
        if (!course) throw new NotFoundError(CourseMessages.notFound);
        const values = await checkedSession(tx, courseId, input);
        const now = clock.now();
        const id = await repository.addSession(tx, values, now);
        await recordStaffAction(tx, {
          staff,
          action: 'course_session_added',
          target: { type: 'course_session', id: String(id), label: `${course.title}, ${values.firstDay}` },
          before: null,
          after: auditedSession(values),
          at: now,
        });
        return adminCourse(tx, courseId);
      });
    },

    /**
     * Edits a session that has not started (a started one is what took place); a changed price needs a reason, and
     * its capacity never goes below the seats orders hold (counted under its seat lock, as orders count them).
     */
    async updateSession(staff: Staff, id: number, input: UpdateCourseSessionInput): Promise<AdminCourse> {
      return unitOfWork(async (tx) => {
        await repository.lockSeats(tx, [id]);
        const current = await repository.lockSession(tx, id);
        if (!current) throw new NotFoundError(CourseSessionMessages.notFound);
        const now = clock.now();
        if (current.startsAt.getTime() <= now.getTime())
          throw new ConflictError(CourseSessionMessages.started);
        const values = await checkedSession(tx, current.courseId, input, current.analystId);
        const sold = (await seatsTakenIn(tx, [id], now)).get(id) ?? 0;
        if (values.capacity < sold) {
          const message = CourseSessionMessages.capacityBelowSold(sold);
          throw new InvalidInputError(message, { capacity: [message] });
        }
        const diff = changedOnly(auditedSession(current), auditedSession(values));
        if ('price_cents' in diff.after && !input.reason)
          throw new InvalidInputError(CourseSessionMessages.priceReason, {
            reason: [CourseSessionMessages.priceReason],
          });
        if (diff.changed) {
          await repository.updateSession(tx, id, values, now);
          // Seats added go to the waiting list first, in line.
          if (values.capacity > current.capacity) await queueSeatOffers(jobs, tx, id, now);
          const course = await repository.course(tx, current.courseId);
          await recordStaffAction(tx, {
            staff,
            action: 'course_session_updated',
            target: { type: 'course_session', id: String(id), label: `${course!.title}, ${values.firstDay}` },
            before: diff.before,
            after: diff.after,
            reason: input.reason ?? null,
            at: now,
          });
        }
        return adminCourse(tx, current.courseId);
      });
    },
  };
}

export type CourseCatalogue = ReturnType<typeof createCourseCatalogue>;
