import { FirmTerms } from '../site/firm-terms.js';

/** The lengths of a private consultation, in minutes (SPEC §1). */
export const CONSULTATION_LENGTHS = [15, 30, 60] as const;
export type ConsultationLength = (typeof CONSULTATION_LENGTHS)[number];

export const isConsultationLength = (minutes: number): minutes is ConsultationLength =>
  (CONSULTATION_LENGTHS as readonly number[]).includes(minutes);

/** A consultation's price in cents by its length: the firm's terms (SPEC §9 for 30 and 60 minutes). */
export const consultationPriceCents = (length: ConsultationLength): number =>
  FirmTerms.consultationCents[length];

/** Free times start on this grid of the analyst's hours: 09:00, 09:15, 09:30… */
export const SLOT_STEP_MINUTES = 15;

/** How far ahead a session may be booked. */
export const BOOKING_HORIZON_DAYS = 90;

/** How long a chosen time is held for its booker while they pay (issue 43). */
export const HOLD_MINUTES = 10;

/** A session's start as its reader reads it, in their zone: 'Monday, March 15, 2027 at 9:00 AM EDT'. */
export const formatSessionTime = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);

/** What a session is called on invoices, mails and calendars. */
export const sessionTitle = (length: ConsultationLength, analystName: string): string =>
  `${length}-minute consultation with ${analystName}`;
