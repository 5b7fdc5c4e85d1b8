import type { Db } from '../../platform/database/database.js';
import { seatsTaken, type CourseSeatDesk, type SeatSale } from '../commerce';
import { coursesRepository as repository } from './repository.js';

/** A session's seats no order holds, given what orders take: never below none. */
export const seatsLeftOf = (capacity: number, taken: number | undefined): number =>
  Math.max(0, capacity - (taken ?? 0));

/**
 * What commerce asks of the sessions whose seats it sells (issue 44, decision 036): a session's title, days, price
 * and seats left for the cart, and its seats free under its lock when an order is placed or paid. The seats taken
 * are commerce's count of the orders that hold them (paid, settling, or awaiting payment within their window).
 */
export function createCourseSeatDesk(): CourseSeatDesk {
  async function sessions(db: Db, sessionIds: number[], now: Date): Promise<Map<number, SeatSale>> {
    const rows = await repository.sessionsWithTitles(db, sessionIds);
    const taken = await seatsTaken(
      db,
      rows.map((row) => row.id),
      now,
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          sessionId: row.id,
          onSale: row.startsAt.getTime() > now.getTime(),
          courseTitle: row.courseTitle,
          firstDay: row.firstDay,
          lastDay: row.lastDay,
          hours: { start: row.dailyStart, end: row.dailyEnd },
          timeZone: row.timeZone,
          format: row.format,
          place: row.place,
          priceCents: row.priceCents,
          seatsLeft: seatsLeftOf(row.capacity, taken.get(row.id)),
        },
      ]),
    );
  }

  return {
    sessions,
    async lockFree(tx: Db, sessionIds: number[], now: Date): Promise<Map<number, number>> {
      await repository.lockSeats(tx, sessionIds);
      const sales = await sessions(tx, sessionIds, now);
      return new Map(
        [...sales.values()].flatMap((sale) =>
          sale.onSale ? [[sale.sessionId, sale.seatsLeft] as const] : [],
        ),
      );
    },
  };
}
