import { z } from 'zod';
import { MAX_INTEGER_ID } from '../api/ids.js';
import { COURSE_FORMATS, MAX_SEATS_PER_LINE, seatCount } from './course-words.js';

/** What buying seats of a course session says (issue 44). */
export const CourseSeatMessages = {
  session: 'Choose a course session to add to the cart.',
  seats: `Choose between 1 and ${MAX_SEATS_PER_LINE} seats.`,
  notOnSale: 'This session is no longer on sale.',
  soldOut: 'This session is sold out.',
  fewerLeft: (left: number) =>
    `Only ${seatCount(left)} ${left === 1 ? 'is' : 'are'} left in this session; choose ${left === 1 ? 'one' : 'fewer'}.`,
  inCart: 'This session is already in your cart; change its seats there.',
  noTier: 'Seats of a course have no licence to change; change how many instead.',
  onlyCourses: 'Only a course in the cart has seats to change.',
  added: 'Added to your cart.',
} as const;

const seats = z
  .number({ error: CourseSeatMessages.seats })
  .int(CourseSeatMessages.seats)
  .min(1, CourseSeatMessages.seats)
  .max(MAX_SEATS_PER_LINE, CourseSeatMessages.seats);

/** POST reports/cart/course-seats/ (issue 44): seats of one session into the cart. */
export const AddCourseSeatsSchema = z.object({
  session: z
    .number({ error: CourseSeatMessages.session })
    .int(CourseSeatMessages.session)
    .positive(CourseSeatMessages.session)
    .max(MAX_INTEGER_ID, CourseSeatMessages.session),
  seats,
});
export type AddCourseSeatsRequest = z.infer<typeof AddCourseSeatsSchema>;

/** PATCH reports/cart/{id}/ with `seats`: how many seats a course line holds. */
export const CartSeatsSchema = z.object({ seats });

/** Seats of a course session in the cart: the session, how many, at one seat's price, and the line's. */
export const CourseSeatsCartItemSchema = z.object({
  kind: z.literal('course_seats'),
  id: z.number().int().positive(),
  session: z.object({
    id: z.number().int().positive(),
    course_title: z.string(),
    first_day: z.string(),
    last_day: z.string(),
    hours: z.object({ start: z.string(), end: z.string() }),
    time_zone: z.string(),
    format: z.enum(COURSE_FORMATS),
    place: z.string().nullable(),
    /** Seats not taken by orders now (the line's own included, as it holds none until ordered). */
    seats_left: z.number().int().nonnegative(),
  }),
  image: z.string(),
  seats: z.number().int().positive(),
  /** USD for one seat, as the line keeps it. */
  unit_price: z.number().nonnegative(),
  /** USD for the line as priced (seats × unit_price). */
  report_price: z.number().nonnegative(),
  /** USD for the line at the session's price now. */
  current_price: z.number().nonnegative(),
});
export type CourseSeatsCartItem = z.infer<typeof CourseSeatsCartItemSchema>;
