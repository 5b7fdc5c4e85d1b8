import { z } from 'zod';
import { MAX_INTEGER_ID } from '../api/ids.js';
import { isoDay } from '../admin/iso-day.js';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from '../auth/email.js';
import { CONSULTATION_COVERS, HoldRequestSchema } from './booking.js';

/**
 * The back office's calendar of consultations (issue 43): an analyst's sessions over a day or a week of the
 * analyst's own days, each with its booker and details, and what came of the ones that took place.
 */

export const CALENDAR_SPANS = [1, 7] as const;

/** What came of a session that took place, as staff mark it. */
export const SESSION_OUTCOMES = ['completed', 'no_show'] as const;
export type SessionOutcome = (typeof SESSION_OUTCOMES)[number];
export const SESSION_OUTCOME_LABELS: Record<SessionOutcome, string> = {
  completed: 'Completed',
  no_show: 'No-show',
};

export const SessionCalendarMessages = {
  analyst: 'Choose an analyst.',
  noProfile: 'You have no analyst profile yet: an admin adds one on the Staff page.',
  ownCalendarOnly: 'You can see your own calendar only.',
  bookingForAdmins: 'Only admins book sessions for clients.',
  from: 'Choose a day, as YYYY-MM-DD.',
  days: 'Show one day or a week.',
  outcome: 'Choose completed or no-show.',
  noteTooLong: 'Notes must be at most 2,000 characters.',
  notFound: 'Consultation not found.',
  notBooked: 'Only a booked session can be marked.',
  notStarted: 'A session can be marked once it has started.',
  marked: (outcome: SessionOutcome) => `Session marked ${SESSION_OUTCOME_LABELS[outcome].toLowerCase()}.`,
  clientEmail: 'Enter the email address of a client.',
  clientUnknown: 'No active client has that email address.',
  payment: 'Choose how the session is paid for.',
  booked: (client: string) => `Session booked for ${client}. The invitation is on its way to both of you.`,
} as const;

/**
 * How staff pay for a session they book for a client by hand: an invoice to the client's organisation (whatever it
 * pays its subscriptions with: staff agreed it with the client), or the organisation's monthly call or a credit.
 */
export const STAFF_BOOKING_PAYMENTS = ['invoice', 'monthly_call', 'credit'] as const;
export type StaffBookingPayment = (typeof STAFF_BOOKING_PAYMENTS)[number];
export const STAFF_BOOKING_PAYMENT_LABELS: Record<StaffBookingPayment, string> = {
  invoice: 'An invoice to the organisation',
  monthly_call: 'The organisation’s monthly call',
  credit: 'One of the organisation’s consultation credits',
};

/**
 * GET admin/consultations/?analyst&from&days: the analyst's sessions on `days` of their days from `from`. Without
 * `analyst`, the asker's own (an analyst's calendar, issue 43).
 */
const AnalystIdSchema = z.coerce
  .number({ error: SessionCalendarMessages.analyst })
  .int(SessionCalendarMessages.analyst)
  .positive(SessionCalendarMessages.analyst)
  .max(MAX_INTEGER_ID, SessionCalendarMessages.analyst);

export const SessionCalendarQuerySchema = z.object({
  analyst: AnalystIdSchema.optional(),
  from: isoDay(SessionCalendarMessages.from),
  days: z.coerce
    .number({ error: SessionCalendarMessages.days })
    .refine((days) => (CALENDAR_SPANS as readonly number[]).includes(days), SessionCalendarMessages.days)
    .default(7),
});
export type SessionCalendarQuery = z.infer<typeof SessionCalendarQuerySchema>;

/**
 * A session as staff see it: its booker, details, what paid for it and what came of it. What paid for it and its
 * price are left out for the analyst role, which sees nothing of money.
 */
export const CalendarSessionSchema = z.object({
  id: z.number().int().positive(),
  starts_at: z.string(),
  ends_at: z.string(),
  length: z.number().int(),
  status: z.enum(['booked', 'cancelled']),
  client: z.object({ name: z.string(), email: z.string(), organisation: z.string() }),
  /** The booker's zone, as they booked. */
  time_zone: z.string(),
  topic: z.string(),
  notes: z.string(),
  covered_by: z.enum(CONSULTATION_COVERS).nullable().optional(),
  /** USD, as held (a session covered by a call or a credit was paid for otherwise). */
  price: z.number().nonnegative().optional(),
  outcome: z.enum(SESSION_OUTCOMES).nullable(),
  outcome_note: z.string().nullable(),
});
export type CalendarSession = z.infer<typeof CalendarSessionSchema>;

export const SessionCalendarResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    analyst: z.object({ id: z.number().int(), name: z.string(), time_zone: z.string() }),
    from: z.string(),
    days: z.number().int(),
    sessions: z.array(CalendarSessionSchema),
  }),
});
export type SessionCalendarResponse = z.infer<typeof SessionCalendarResponseSchema>;

/** POST admin/consultations/<id>/outcome/: what came of a session that has started, with notes. */
export const SessionOutcomeSchema = z
  .object({
    outcome: z.enum(SESSION_OUTCOMES, { error: SessionCalendarMessages.outcome }),
    note: z
      .string({ error: SessionCalendarMessages.noteTooLong })
      .trim()
      .max(2000, SessionCalendarMessages.noteTooLong)
      .default(''),
  })
  .strict();
export type SessionOutcomeInput = z.infer<typeof SessionOutcomeSchema>;

export const SessionOutcomeResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: CalendarSessionSchema,
});

/**
 * POST admin/consultations/: staff book a session for a client by hand (a client who called or wrote): one of the
 * analyst's free times, as a client would choose it, with the client's address and how it is paid for.
 */
export const StaffBookingSchema = z
  .object({
    // First, as the form asks it: the first refusal is the first field to mend.
    client_email: z
      .string({ error: SessionCalendarMessages.clientEmail })
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX_LENGTH, { message: SessionCalendarMessages.clientEmail, abort: true })
      .regex(SIMPLE_EMAIL_PATTERN, SessionCalendarMessages.clientEmail),
    ...HoldRequestSchema.shape,
    analyst: AnalystIdSchema,
    payment: z.enum(STAFF_BOOKING_PAYMENTS, { error: SessionCalendarMessages.payment }),
  })
  .strict();
export type StaffBookingInput = z.input<typeof StaffBookingSchema>;
export type StaffBooking = z.output<typeof StaffBookingSchema>;

export const StaffBookingResponseSchema = SessionOutcomeResponseSchema;
