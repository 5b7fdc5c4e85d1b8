/**
 * The words and numbers of courses (issue 44) that pages show: levels, formats, limits and what a listing says of a
 * session's seats. Kept apart from the schemas (courses.ts), so a page that only shows sessions loads no zod.
 */

export const COURSE_LEVELS = ['introductory', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = {
  introductory: 'Introductory',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const COURSE_FORMATS = ['virtual', 'in_person'] as const;
export type CourseFormat = (typeof COURSE_FORMATS)[number];
export const COURSE_FORMAT_LABELS: Record<CourseFormat, string> = {
  virtual: 'Virtual',
  in_person: 'In person',
};

/** Most days a session may run (the firm's courses take four). */
export const MAX_SESSION_DAYS = 10;
/** Most seats a session may have. */
export const MAX_SESSION_CAPACITY = 500;
/** Highest price per participant staff may set, in USD. */
export const MAX_SEAT_PRICE = 100_000;
/**
 * How long before a full session starts its waiting list closes: an offer of a freed seat holds it this long, so a
 * seat freed later could not be offered in time (decision 036).
 */
export const WAITING_LIST_CLOSES_HOURS = 48;

/**
 * What a visitor is told of a session's seats: seats left; full with its waiting list open; or sold out (full, and
 * too close to its start for a freed seat to be offered).
 */
export type SessionAvailability = 'open' | 'waiting_list' | 'sold_out';

export function sessionAvailability(seatsLeft: number, startsAt: Date, now: Date): SessionAvailability {
  if (seatsLeft > 0) return 'open';
  const hoursLeft = (startsAt.getTime() - now.getTime()) / 3_600_000;
  return hoursLeft > WAITING_LIST_CLOSES_HOURS ? 'waiting_list' : 'sold_out';
}

/** The words a listing shows for a session's seats. */
export function sessionAvailabilityLabel(availability: SessionAvailability, seatsLeft: number): string {
  if (availability === 'waiting_list') return 'Full — join the waiting list';
  if (availability === 'sold_out') return 'Sold out';
  return seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`;
}
