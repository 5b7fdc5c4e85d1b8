import type { CourseFormat } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import { withinPaymentWindow } from './payment-window.js';
import { seatRepository } from './seat-repository.js';

/**
 * Seats of course sessions as commerce sells them (issue 44, decision 036). Commerce keeps the orders; the courses
 * area keeps the sessions and sits above commerce, so it answers commerce's questions through a `CourseSeatDesk`
 * the composition root hands in, and counts the seats taken from `seatsTaken`.
 */

/** A session as a cart line shows and prices it. */
export interface SeatSale {
  sessionId: number;
  /** Not started: its seats may be bought. */
  onSale: boolean;
  courseTitle: string;
  firstDay: string;
  lastDay: string;
  hours: { start: string; end: string };
  timeZone: string;
  format: CourseFormat;
  place: string | null;
  /** One seat's price now. */
  priceCents: number;
  /** Seats no order holds now. */
  seatsLeft: number;
}

export interface CourseSeatDesk {
  /**
   * The sessions among `sessionIds` as they are at `now`, by id; one that does not exist is missing. Seats held for
   * `tenantId` (offered to it from a waiting list) count as left for it.
   */
  sessions(db: Db, sessionIds: number[], now: Date, tenantId?: string): Promise<Map<number, SeatSale>>;
  /**
   * Takes each session's lock in `tx` until it commits, so orders for its seats are placed and paid one after the
   * other, and answers the seats free for `tenantId` in each one on sale now, by id (a session started or gone is
   * missing).
   */
  lockFree(tx: Db, sessionIds: number[], now: Date, tenantId: string): Promise<Map<number, number>>;
  /** An order for seats of these sessions was placed in `tx`, under their locks (the waiting lists learn of it). */
  ordered(
    tx: Db,
    order: Pick<OrderRow, 'id' | 'tenantId' | 'payableUntil'>,
    sessionIds: number[],
    now: Date,
  ): Promise<void>;
}

/**
 * Whether an order holds its seats at `now`: paid, settling (a bank transfer), or awaiting payment within its
 * payment window (an invoice until it is paid or voided). A lapsed, cancelled, failed or refunded order holds none.
 */
export const holdsSeats = (order: Pick<OrderRow, 'status' | 'payableUntil'>, now: Date): boolean =>
  order.status === 'paid' ||
  order.status === 'processing' ||
  (order.status === 'pending' && withinPaymentWindow(order, now));

/** The seats orders hold at `now` in each of the sessions, by id (holdsSeats); a session none holds is missing. */
export const seatsTaken = (db: Db, sessionIds: readonly number[], now: Date): Promise<Map<number, number>> =>
  seatRepository.seatsHeld(db, sessionIds, now);

/**
 * The seats of each course session the organisation has paid for (orders paid, not refunded), by session id: the
 * seats it names participants for (issue 44). Only `sessionIds` when given.
 */
export const seatsPaidBy = (
  db: Db,
  tenantId: string,
  sessionIds?: readonly number[],
): Promise<Map<number, number>> => seatRepository.seatsPaid(db, tenantId, sessionIds);

/** The course sessions an order has seats in (a refund frees them). */
export const courseSessionsOfOrder = (db: Db, orderId: string): Promise<number[]> =>
  seatRepository.sessionsOfOrder(db, orderId);
