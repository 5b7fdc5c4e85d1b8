import { z } from 'zod';
import { isoDay } from '../admin/iso-day.js';
import { TimeZoneSchema } from '../notifications/digest-schedule.js';
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
  holdNotFound: 'Hold not found.',
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
export interface FreeSlot {
  starts_at: string;
  ends_at: string;
  analyst_ids: number[];
}

export interface SlotsResponse {
  status: true;
  data: { day: string; time_zone: string; length: ConsultationLength; slots: FreeSlot[] };
}

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
export interface PublicAnalyst {
  id: number;
  name: string;
  photo_url: string | null;
  expertise: string[];
  time_zone: string;
}

export interface ConsultationHold {
  id: number;
  analyst: PublicAnalyst;
  length: ConsultationLength;
  starts_at: string;
  ends_at: string;
  hold_expires_at: string;
  price: number;
  topic: string;
  notes: string;
}
