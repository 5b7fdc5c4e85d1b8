import { z } from 'zod';
import { StaffReasonSchema } from '../admin/audit.js';
import { isCalendarDay } from '../admin/iso-day.js';
import { COMMODITIES } from '../consultations/commodities.js';
import { HoursSchema, minutesOfTime } from '../consultations/availability.js';
import { addCalendarDays, instantOf } from '../consultations/slots.js';
import { TimeZoneSchema } from '../notifications/digest-schedule.js';
import {
  COURSE_FORMATS,
  COURSE_LEVELS,
  MAX_SEAT_PRICE,
  MAX_SESSION_CAPACITY,
  MAX_SESSION_DAYS,
  seatCount,
} from './course-words.js';

/**
 * Courses and their sessions (issue 44, docs/decisions/036): a course is what is taught (title, description, level,
 * commodity); a session is one run of it, on consecutive days with the same daily hours in its own time zone,
 * virtual or at a place, with a capacity and a price per participant, taught by one analyst.
 */

export const CourseMessages = {
  title: 'Enter a title of 1 to 200 characters.',
  description: 'Enter a description of 1 to 5,000 characters.',
  level: `Choose a level: ${COURSE_LEVELS.join(', ')}.`,
  commodity: `Choose a commodity: ${COMMODITIES.join(', ')}.`,
  notFound: 'Course not found.',
  created: 'Course added.',
  saved: 'Course saved.',
} as const;

export const CourseSessionMessages = {
  notFound: 'Session not found.',
  firstDay: 'Enter the first day as YYYY-MM-DD, e.g. 2027-03-08.',
  lastDay: `Enter the last day as YYYY-MM-DD, on or after the first day and at most ${MAX_SESSION_DAYS} days in all.`,
  format: 'Choose virtual or in person.',
  place: 'Enter where an in-person session takes place (at most 300 characters).',
  joiningLink: 'Enter the joining link of a virtual session, an https:// address.',
  capacity: `Enter a capacity from 1 to ${MAX_SESSION_CAPACITY} seats.`,
  price: `Enter a price per participant in US dollars from $1 to $${MAX_SEAT_PRICE.toLocaleString('en-US')}, with at most two decimals.`,
  analyst: 'Choose the analyst who teaches the session.',
  noAnalyst: 'That analyst does not take sessions any more.',
  past: 'A session must start in the future.',
  started: 'This session has started; it cannot be changed.',
  priceReason: 'Please give a reason for the price change.',
  capacityBelowSold: (sold: number) =>
    `${seatCount(sold)} of this session ${sold === 1 ? 'is' : 'are'} sold or held by orders awaiting payment; the capacity cannot be lower.`,
  created: 'Session added.',
  saved: 'Session saved.',
} as const;

const title = z
  .string({ error: CourseMessages.title })
  .trim()
  .min(1, CourseMessages.title)
  .max(200, CourseMessages.title);
const description = z
  .string({ error: CourseMessages.description })
  .trim()
  .min(1, CourseMessages.description)
  .max(5000, CourseMessages.description);

const CourseFieldsSchema = z.object({
  title,
  description,
  level: z.enum(COURSE_LEVELS, { error: CourseMessages.level }),
  commodity: z.enum(COMMODITIES, { error: CourseMessages.commodity }),
});

/** POST admin/courses/: a course. */
export const CreateCourseSchema = CourseFieldsSchema.strict();
export type CreateCourseInput = z.infer<typeof CreateCourseSchema>;

/** PATCH admin/courses/<id>/: any of its fields. */
export const UpdateCourseSchema = CourseFieldsSchema.partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'Change at least one field.');
export type UpdateCourseInput = z.infer<typeof UpdateCourseSchema>;

const seatPrice = z
  .number({ error: CourseSessionMessages.price })
  .min(1, CourseSessionMessages.price)
  .max(MAX_SEAT_PRICE, CourseSessionMessages.price)
  .refine(
    (dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6,
    CourseSessionMessages.price,
  );

const httpsLink = z
  .string({ error: CourseSessionMessages.joiningLink })
  .trim()
  .max(500, CourseSessionMessages.joiningLink)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, CourseSessionMessages.joiningLink);

const SessionFieldsSchema = z.object({
  first_day: z
    .string({ error: CourseSessionMessages.firstDay })
    .refine(isCalendarDay, CourseSessionMessages.firstDay),
  last_day: z
    .string({ error: CourseSessionMessages.lastDay })
    .refine(isCalendarDay, CourseSessionMessages.lastDay),
  /** The daily hours, wall-clock in `time_zone`, the same each day. */
  hours: HoursSchema,
  time_zone: TimeZoneSchema,
  format: z.enum(COURSE_FORMATS, { error: CourseSessionMessages.format }),
  /** Where an in-person session is held; null for a virtual one. */
  place: z
    .string({ error: CourseSessionMessages.place })
    .trim()
    .max(300, CourseSessionMessages.place)
    .nullable(),
  /** How a virtual session is joined (its participants only see it); null for an in-person one. */
  joining_link: httpsLink.nullable(),
  capacity: z
    .number({ error: CourseSessionMessages.capacity })
    .int(CourseSessionMessages.capacity)
    .min(1, CourseSessionMessages.capacity)
    .max(MAX_SESSION_CAPACITY, CourseSessionMessages.capacity),
  price_per_participant: seatPrice,
  analyst_id: z
    .number({ error: CourseSessionMessages.analyst })
    .int(CourseSessionMessages.analyst)
    .positive(CourseSessionMessages.analyst)
    .max(2_147_483_647, CourseSessionMessages.analyst),
});
type SessionFields = z.infer<typeof SessionFieldsSchema>;

/** How many calendar days run from `first` to `last`, both counted (YYYY-MM-DD, read as days, not instants). */
const daysFromTo = (first: string, last: string): number =>
  Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;

/** The days run in order, at most MAX_SESSION_DAYS of them; the format has what it needs. */
const sessionShape = (session: SessionFields, context: z.RefinementCtx) => {
  const days = daysFromTo(session.first_day, session.last_day);
  if (days < 1 || days > MAX_SESSION_DAYS)
    context.addIssue({ code: 'custom', message: CourseSessionMessages.lastDay, path: ['last_day'] });
  if (session.format === 'in_person' && !session.place)
    context.addIssue({ code: 'custom', message: CourseSessionMessages.place, path: ['place'] });
  if (session.format === 'virtual' && !session.joining_link)
    context.addIssue({ code: 'custom', message: CourseSessionMessages.joiningLink, path: ['joining_link'] });
};

/** POST admin/courses/<id>/sessions/: a session of the course. */
export const CreateCourseSessionSchema = SessionFieldsSchema.strict().superRefine(sessionShape);
export type CreateCourseSessionInput = z.infer<typeof CreateCourseSessionSchema>;

/**
 * PATCH admin/course-sessions/<id>/: the whole session again (its days, format and place hang together), and a
 * reason when the price changes (money: kept in the audit record).
 */
export const UpdateCourseSessionSchema = SessionFieldsSchema.extend({ reason: StaffReasonSchema.optional() })
  .strict()
  .superRefine(sessionShape);
export type UpdateCourseSessionInput = z.infer<typeof UpdateCourseSessionSchema>;

/** The calendar days of a session, first to last (YYYY-MM-DD). */
export function sessionDays(session: { first_day: string; last_day: string }): string[] {
  const count = daysFromTo(session.first_day, session.last_day);
  return Array.from({ length: Math.max(count, 0) }, (_, index) => addCalendarDays(session.first_day, index));
}

/** Each day of a session as instants: its daily hours on that calendar day of the session's zone. */
export function sessionMeetings(session: {
  first_day: string;
  last_day: string;
  hours: { start: string; end: string };
  time_zone: string;
}): { day: string; starts_at: Date; ends_at: Date }[] {
  return sessionDays(session).map((day) => ({
    day,
    starts_at: instantOf(day, minutesOfTime(session.hours.start), session.time_zone),
    ends_at: instantOf(day, minutesOfTime(session.hours.end), session.time_zone),
  }));
}

/** When a session begins: its first day's start, in its zone. */
export const sessionStartsAt = (session: Parameters<typeof sessionMeetings>[0]): Date =>
  instantOf(session.first_day, minutesOfTime(session.hours.start), session.time_zone);

const CourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  level: z.enum(COURSE_LEVELS),
  commodity: z.enum(COMMODITIES),
});
export type Course = z.infer<typeof CourseSchema>;

const SessionSchema = z.object({
  id: z.number().int(),
  first_day: z.string(),
  last_day: z.string(),
  hours: z.object({ start: z.string(), end: z.string() }),
  time_zone: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  format: z.enum(COURSE_FORMATS),
  place: z.string().nullable(),
  capacity: z.number().int(),
  seats_left: z.number().int(),
  availability: z.enum(['open', 'waiting_list', 'sold_out']),
  price_per_participant: z.number(),
  analyst: z.object({ id: z.number().int(), name: z.string() }),
});

/** A session to come, as the public listing shows it (its joining link is its participants' only). */
export const UpcomingSessionSchema = SessionSchema.extend({ course: CourseSchema });
export type UpcomingSession = z.infer<typeof UpcomingSessionSchema>;

/** GET courses/sessions/: every session to come, soonest first. */
export const UpcomingSessionsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(UpcomingSessionSchema),
});
export type UpcomingSessionsResponse = z.infer<typeof UpcomingSessionsResponseSchema>;

/** A session as the back office sees it: its joining link too, and whether it has started. */
export const AdminCourseSessionSchema = SessionSchema.extend({
  joining_link: z.string().nullable(),
  started: z.boolean(),
});
export type AdminCourseSession = z.infer<typeof AdminCourseSessionSchema>;

/** A course with all its sessions, newest first, as the back office lists them. */
export const AdminCourseSchema = CourseSchema.extend({ sessions: z.array(AdminCourseSessionSchema) });
export type AdminCourse = z.infer<typeof AdminCourseSchema>;

export const AdminCoursesResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(AdminCourseSchema),
});
export const AdminCourseResponseSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: AdminCourseSchema,
});
export type AdminCourseResponse = z.infer<typeof AdminCourseResponseSchema>;
