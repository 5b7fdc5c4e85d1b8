import { TZDate } from '@date-fns/tz';
import { addMonths, format, startOfMonth } from 'date-fns';
import { z } from 'zod';
import { isoDay } from '../admin/iso-day.js';
import { TimeZoneSchema } from '../notifications/digest-schedule.js';
import { FirmTerms } from '../site/firm-terms.js';
import { CONSULTATION_LENGTHS, isConsultationLength, type ConsultationLength } from './kinds.js';

/** What the booking calls answer (issue 43). */
export const ConsultationMessages = {
  length: `Choose a session of ${CONSULTATION_LENGTHS.join(', ')} minutes.`,
  day: 'Choose a day, written as YYYY-MM-DD.',
  dayOutOfRange: 'Choose a day from today up to 90 days ahead.',
  analyst: 'Choose an analyst or first available.',
  analystUnknown: 'That analyst does not take sessions.',
  start: 'Choose one of the free times.',
  past: 'That time has passed. Choose one of the free times.',
  notice: 'That time is too soon to book. Choose one of the free times.',
  outside: 'That time is not one of the free times. Choose one of them.',
  slotTaken: 'That time was just taken',
  topic: 'Tell us the topic of the session.',
  topicTooLong: 'The topic must be at most 200 characters.',
  notesTooLong: 'Notes must be at most 2,000 characters.',
  holdNotFound: 'This time is no longer held for you. Choose a time again.',
  cardOnly: 'Consultations are paid by card.',
  notFound: 'Consultation not found.',
  tooLateToChange: `Sessions can be moved or cancelled up to ${FirmTerms.cancellationNoticeHours} hours before they start. To change this one, please contact us.`,
  notBooked: 'This session is not booked, so it cannot be changed.',
  cancelled: 'Your session is cancelled.',
  bookedWithMonthlyCall: 'Your consultation is booked with your organisation’s monthly call.',
  bookedByInvoice: `Your consultation is booked. Its invoice is on its way by email, due in ${FirmTerms.invoiceDueDays} days.`,
  invoiceNotOffered: 'Paying by invoice is for organisations that pay their subscriptions by invoice.',
  moved: 'Your session is moved.',
  sameTime: 'Choose another time than the session has now.',
  monthlyCallLength: 'The monthly call is a 60-minute session.',
  noMonthlyCall: 'Your organisation has no monthly call left for the month of this session.',
} as const;

const LengthSchema = z.coerce
  .number({ error: ConsultationMessages.length })
  .refine(
    (minutes): minutes is ConsultationLength => isConsultationLength(minutes),
    ConsultationMessages.length,
  )
  .transform((minutes) => minutes);

/** An analyst's id, or 'any' for the first available. */
const AnalystChoiceSchema = z.union(
  [
    z.literal('any'),
    z.coerce.number({ error: ConsultationMessages.analyst }).int().positive().max(2_147_483_647),
  ],
  { error: ConsultationMessages.analyst },
);

/** GET consultations/slots/?length=30&day=2026-12-10&time_zone=Europe/London&analyst=any */
export const SlotsQuerySchema = z.object({
  length: LengthSchema,
  day: isoDay(ConsultationMessages.day),
  time_zone: TimeZoneSchema,
  analyst: AnalystChoiceSchema.default('any'),
});
export type SlotsQuery = z.infer<typeof SlotsQuerySchema>;

/** One free time: when it starts and ends, and the analysts free then ('first available' takes the first). */
export const FreeSlotSchema = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
  analyst_ids: z.array(z.number().int()),
});
export type FreeSlot = z.infer<typeof FreeSlotSchema>;

export const SlotsResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    day: z.string(),
    time_zone: z.string(),
    length: z.number().int(),
    slots: z.array(FreeSlotSchema),
  }),
});
export type SlotsResponse = z.infer<typeof SlotsResponseSchema>;

/** POST consultations/holds/: the time chosen, held for its booker while they pay. */
export const HoldRequestSchema = z.object({
  length: LengthSchema,
  analyst: AnalystChoiceSchema,
  starts_at: z.iso.datetime({ offset: true, error: ConsultationMessages.start }),
  time_zone: TimeZoneSchema,
  topic: z
    .string({ error: ConsultationMessages.topic })
    .trim()
    .min(1, ConsultationMessages.topic)
    .max(200, ConsultationMessages.topicTooLong),
  notes: z.string().trim().max(2000, ConsultationMessages.notesTooLong).default(''),
});
export type HoldRequest = z.input<typeof HoldRequestSchema>;

/** An analyst as a booker sees them. */
export const PublicAnalystSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_url: z.string().nullable(),
  expertise: z.array(z.string()),
  time_zone: z.string(),
});
export type PublicAnalyst = z.infer<typeof PublicAnalystSchema>;

export const AnalystsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(PublicAnalystSchema),
});

/** A time held for its booker while they pay. */
export const ConsultationHoldSchema = z.object({
  id: z.number().int(),
  analyst: PublicAnalystSchema,
  length: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  hold_expires_at: z.string(),
  /** Dollars. */
  price: z.number(),
  topic: z.string(),
  notes: z.string(),
});
export type ConsultationHold = z.infer<typeof ConsultationHoldSchema>;

export const HoldResponseSchema = z.object({ status: z.literal(true), data: ConsultationHoldSchema });

/** The answer of a refused hold: the time was just taken; the day's free times as they are now. */
export const SlotTakenResponseSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  slots: z.array(FreeSlotSchema),
});

/** POST consultations/holds/<id>/pay/: a held time is paid by card while it is held (a bank transfer takes days). */
export const ConsultationPaymentSchema = z.object({
  method: z.literal('card', { error: ConsultationMessages.cardOnly }),
});
export type ConsultationPayment = z.infer<typeof ConsultationPaymentSchema>;

/** What paid for a booked session. */
export const CONSULTATION_COVERS = ['card', 'invoice', 'monthly_call', 'credit'] as const;
export type ConsultationCover = (typeof CONSULTATION_COVERS)[number];
export const COVER_LABELS: Record<ConsultationCover, string> = {
  card: 'Card',
  invoice: 'Invoice',
  monthly_call: 'Monthly call (enterprise)',
  credit: 'Consultation credit',
};

/** A session as the portal lists it: with its analyst, its booker (for owners and admins) and how to join it. */
export const ClientSessionSchema = z.object({
  id: z.number().int(),
  analyst: PublicAnalystSchema,
  booked_by: z.object({ name: z.string(), email: z.string() }),
  length: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(['booked', 'cancelled']),
  topic: z.string(),
  notes: z.string(),
  /** The analyst's meeting link, for a booked session that has not ended. */
  join_link: z.string().nullable(),
  /** Whether it may still be moved or cancelled online (booked, at least 24 hours ahead). */
  can_change: z.boolean(),
  covered_by: z.enum(CONSULTATION_COVERS).nullable(),
});
export type ClientSession = z.infer<typeof ClientSessionSchema>;

/** GET consultations/: the caller's sessions (the organisation's for owners and admins), to come and past. */
export const ClientSessionsResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    upcoming: z.array(ClientSessionSchema),
    past: z.array(ClientSessionSchema),
    /** Whether the organisation pays by invoice (a subscription of its runs on invoices): sessions may too. */
    pays_by_invoice: z.boolean(),
    /** The enterprise tier's monthly calls of this month and the next two (UTC months). */
    monthly_calls: z.array(
      z.object({ month: z.string(), included: z.number().int(), used: z.number().int() }),
    ),
    /** The organisation's consultation credits not yet used (each covers a 60-minute session). */
    credits: z.number().int().nonnegative(),
  }),
});
export type ClientSessionsResponse = z.infer<typeof ClientSessionsResponseSchema>;

/** POST consultations/<id>/reschedule/: another free time of the same analyst and length. */
export const RescheduleRequestSchema = z.object({
  starts_at: z.iso.datetime({ offset: true, error: ConsultationMessages.start }),
  time_zone: TimeZoneSchema,
});
export type RescheduleRequest = z.infer<typeof RescheduleRequestSchema>;

/** A changed session: the message to show and the session as it is now. */
export const SessionChangeResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: ClientSessionSchema,
});

/** Whether a session starting at `startsAt` may still be moved or cancelled at `now` (SPEC's terms: 24 hours). */
export const mayChangeSession = (startsAt: Date, now: Date): boolean =>
  startsAt.getTime() - now.getTime() >= FirmTerms.cancellationNoticeHours * 60 * 60 * 1000;

/**
 * The months the enterprise tier's monthly call is counted in (UTC calendar months, one call per month per running
 * enterprise subscription, not carried over): the month of `instant` and the `count - 1` after it, each with its
 * name ('2027-03') and the instants it begins and ends.
 */
export function callMonths(instant: Date, count = 1): { month: string; start: Date; end: Date }[] {
  const first = startOfMonth(new TZDate(instant.getTime(), 'UTC'));
  return Array.from({ length: count }, (_, index) => {
    const start = addMonths(first, index);
    return {
      month: format(start, 'yyyy-MM'),
      start: new Date(start.getTime()),
      end: new Date(addMonths(start, 1).getTime()),
    };
  });
}

/** An answer that is its message alone (a session booked with the monthly call). */
export const ConsultationMessageResponseSchema = z.object({ status: z.literal(true), message: z.string() });
