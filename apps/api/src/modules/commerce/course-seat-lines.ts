import {
  centsToDollars,
  CourseSeatMessages,
  courseSeatsLineName,
  type CourseSeatsCartItem,
} from '@firm/domain';
import type { CartItemRow } from '../../platform/database/schema.js';
import { ConflictError } from '../../platform/errors.js';
import type { SeatSale } from './course-seats.js';
import { stillKept } from './pricing.js';

/** The picture of a course's cart line. */
export const COURSE_IMAGE = '/images/course.svg';

/**
 * A course line's price in cents: the one it was given for its seats, for 30 days (decision 016), then the seats at
 * the session's price now.
 */
export const keptSeatCents = (item: CartItemRow, sale: SeatSale, now: Date): number =>
  item.priceCents !== null && stillKept(item.pricedAt, now)
    ? item.priceCents
    : item.quantity * sale.priceCents;

/**
 * Refuses (409, with why) `seats` of a session that cannot be bought now: it started (`seatsLeft` undefined), or
 * fewer seats are left.
 */
export function assertSeatsLeft(seatsLeft: number | undefined, seats: number): void {
  if (seatsLeft === undefined) throw new ConflictError(CourseSeatMessages.notOnSale);
  if (seatsLeft === 0) throw new ConflictError(CourseSeatMessages.soldOut);
  if (seats > seatsLeft) throw new ConflictError(CourseSeatMessages.fewerLeft(seatsLeft));
}

/** Refuses (409, with why) seats of a session that cannot be bought now: assertSeatsLeft. */
export function assertSeatsBuyable(sale: SeatSale | undefined, seats: number): asserts sale is SeatSale {
  assertSeatsLeft(sale?.onSale ? sale.seatsLeft : undefined, seats);
}

/**
 * A course line as the cart shows it, with its price in cents. A session started meanwhile shows nothing to pay;
 * checkout refuses it.
 */
export function seatCartItem(
  item: CartItemRow,
  sale: SeatSale,
  now: Date,
): { line: CourseSeatsCartItem; cents: number } {
  const cents = sale.onSale ? keptSeatCents(item, sale, now) : 0;
  return {
    cents,
    line: {
      kind: 'course_seats',
      id: item.id,
      session: {
        id: sale.sessionId,
        course_title: sale.courseTitle,
        first_day: sale.firstDay,
        last_day: sale.lastDay,
        hours: sale.hours,
        time_zone: sale.timeZone,
        format: sale.format,
        place: sale.place,
        seats_left: sale.onSale ? sale.seatsLeft : 0,
      },
      image: COURSE_IMAGE,
      seats: item.quantity,
      unit_price: centsToDollars(Math.round(cents / item.quantity)),
      report_price: centsToDollars(cents),
      current_price: centsToDollars(item.quantity * sale.priceCents),
    },
  };
}

/** What a course line prints as: the course, its days and its seats. */
export const seatLineName = (sale: SeatSale, seats: number): string =>
  courseSeatsLineName(sale.courseTitle, { first_day: sale.firstDay, last_day: sale.lastDay }, seats);
