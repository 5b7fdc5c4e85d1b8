import { formatLongDate } from '../format/long-date.js';

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
/** Most seats of one session a cart line or an order may hold. */
export const MAX_SEATS_PER_LINE = 50;
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

/**
 * A session's days as one range, its month and year written once where they are shared: '12–15 March 2027',
 * '28 February – 3 March 2027', '30 December 2026 – 2 January 2027', or '12 March 2027' for a single day. The days
 * are calendar days of the session's zone (YYYY-MM-DD), written as formatLongDate writes them.
 */
export function formatSessionDays(firstDay: string, lastDay: string): string {
  const first = formatLongDate(firstDay);
  const last = formatLongDate(lastDay);
  if (first === last) return first;
  const [firstDate, firstMonth, firstYear] = first.split(' ');
  const [, lastMonth, lastYear] = last.split(' ');
  // 'N/A' has no month or year to share.
  if (!firstYear || !lastYear || firstYear !== lastYear) return `${first} – ${last}`;
  if (firstMonth !== lastMonth) return `${firstDate} ${firstMonth} – ${last}`;
  return `${firstDate}–${last}`;
}

/** How many seats, in words: '1 seat', '3 seats'. */
export const seatCount = (seats: number): string => (seats === 1 ? '1 seat' : `${seats} seats`);

/**
 * How seats of a session print on a cart, an order, an invoice and a receipt:
 * 'Course: Coffee Market Fundamentals, 8–11 February 2027 (2 seats)'.
 */
export const courseSeatsLineName = (
  title: string,
  session: { first_day: string; last_day: string },
  seats: number,
): string =>
  `Course: ${title}, ${formatSessionDays(session.first_day, session.last_day)} (${seatCount(seats)})`;
