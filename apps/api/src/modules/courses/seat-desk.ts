import type { Db } from '../../platform/database/database.js';
import type { CourseSeatDesk, SeatSale } from '../commerce';
import { coursesRepository as repository } from './repository.js';
import { seatsLeftOf, seatsTakenIn } from './seat-count.js';
import type { WaitingList } from './waiting-list.js';

/**
 * What commerce asks of the sessions whose seats it sells (issue 44, decision 036): a session's title, days, price
 * and seats left for the cart, and its seats free under its lock when an order is placed or paid. The seats taken
 * are those orders hold (commerce's count: paid, settling, or awaiting payment within their window) and those
 * offered from the waiting list to other organisations; an order placed tells the waiting list.
 */
export function createCourseSeatDesk(waitingList: Pick<WaitingList, 'ordered'>): CourseSeatDesk {
  async function sessions(
    db: Db,
    sessionIds: number[],
    now: Date,
    tenantId?: string,
  ): Promise<Map<number, SeatSale>> {
    const rows = await repository.sessionsWithTitles(db, sessionIds);
    const taken = await seatsTakenIn(
      db,
      rows.map((row) => row.id),
      now,
      tenantId,
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
    async lockFree(tx, sessionIds, now, tenantId) {
      await repository.lockSeats(tx, sessionIds);
      const sales = await sessions(tx, sessionIds, now, tenantId);
      return new Map(
        [...sales.values()].flatMap((sale) =>
          sale.onSale ? [[sale.sessionId, sale.seatsLeft] as const] : [],
        ),
      );
    },
    ordered: (tx, order, sessionIds, now) => waitingList.ordered(tx, order, sessionIds, now),
  };
}
