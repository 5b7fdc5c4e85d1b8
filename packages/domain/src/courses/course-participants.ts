import { z } from 'zod';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from '../auth/email.js';
import { COMMODITIES } from '../consultations/commodities.js';
import { CourseMaterialSchema } from './course-materials.js';
import { COURSE_FORMATS, COURSE_LEVELS } from './course-words.js';

/** What naming a session's participants says (issue 44). */
export const ParticipantMessages = {
  email: 'Enter the participant’s email address, e.g. name@company.com.',
  twice: 'This person is already a participant of this session.',
  noSeat:
    'Every seat your organisation bought for this session has a participant. Remove one to name another.',
  started: 'This session has started; its participants cannot change.',
  notYours: 'Your organisation has no seats in this session.',
  managers: 'Only the organisation’s owner and admins name and change participants.',
  notFound: 'Participant not found.',
  added: 'Participant added; their invitation is on its way.',
  removed: 'Participant removed; they are told their seat is cancelled.',
} as const;

/** POST courses/sessions/{id}/participants/: a member of the team or an outside address, by email. */
export const AddParticipantSchema = z.object({
  email: z
    .string({ error: ParticipantMessages.email })
    .trim()
    .max(EMAIL_MAX_LENGTH, { message: ParticipantMessages.email, abort: true })
    .regex(SIMPLE_EMAIL_PATTERN, ParticipantMessages.email)
    .transform((email) => email.toLowerCase()),
});
export type AddParticipantRequest = z.input<typeof AddParticipantSchema>;

const ParticipantSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  /** The team member's name, or null for an outside address. */
  name: z.string().nullable(),
});
export type CourseParticipant = z.infer<typeof ParticipantSchema>;

/**
 * A session the organisation has paid seats in, as /client/courses shows it: the course, its days and daily hours
 * (each day's start and end as instants, for the reader's zone), where it is held, its joining link (for its
 * participants and the organisation's owner and admins; null otherwise), the seats paid, the participants named,
 * whether the reader may change them, the materials staff uploaded and whether the reader (a participant) opens them.
 */
export const ClientCourseSessionSchema = z.object({
  id: z.number().int().positive(),
  course: z.object({
    title: z.string(),
    description: z.string(),
    level: z.enum(COURSE_LEVELS),
    commodity: z.enum(COMMODITIES),
  }),
  first_day: z.string(),
  last_day: z.string(),
  time_zone: z.string(),
  meetings: z.array(z.object({ starts_at: z.string(), ends_at: z.string() })),
  format: z.enum(COURSE_FORMATS),
  place: z.string().nullable(),
  joining_link: z.string().nullable(),
  analyst: z.string(),
  started: z.boolean(),
  seats: z.number().int().nonnegative(),
  participants: z.array(ParticipantSchema),
  can_manage: z.boolean(),
  materials: z.array(CourseMaterialSchema),
  opens_materials: z.boolean(),
});
export type ClientCourseSession = z.infer<typeof ClientCourseSessionSchema>;

/** GET courses/mine/: the organisation's sessions, soonest first; one after a change of its participants. */
export const ClientCoursesResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(ClientCourseSessionSchema),
});
export type ClientCoursesResponse = z.infer<typeof ClientCoursesResponseSchema>;

export const ClientCourseResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: ClientCourseSessionSchema,
});
export type ClientCourseResponse = z.infer<typeof ClientCourseResponseSchema>;
