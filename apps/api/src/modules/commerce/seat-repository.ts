import { and, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { orderItems, orders } from '../../platform/database/schema.js';

/** The seats of course sessions the order lines matching `where` hold, summed per session, by session id. */
async function seatsPerSession(db: Db, where: SQL | undefined): Promise<Map<number, number>> {
  const rows = await db
    .select({
      sessionId: orderItems.courseSessionId,
      seats: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(where)
    .groupBy(orderItems.courseSessionId);
  return new Map(rows.map((row) => [row.sessionId!, row.seats]));
}

/** Commerce's reads of the course seats its orders hold (issue 44; course-seats.ts says which orders hold them). */
export const seatRepository = {
  /**
   * Seats held at `now`: of orders paid, settling, or awaiting payment within their window (an invoice has none).
   */
  seatsHeld(db: Db, sessionIds: readonly number[], now: Date): Promise<Map<number, number>> {
    if (sessionIds.length === 0) return Promise.resolve(new Map<number, number>());
    return seatsPerSession(
      db,
      and(
        inArray(orderItems.courseSessionId, [...sessionIds]),
        or(
          inArray(orders.status, ['paid', 'processing']),
          and(eq(orders.status, 'pending'), or(isNull(orders.payableUntil), gt(orders.payableUntil, now))),
        ),
      ),
    );
  },

  /** Seats of the organisation's paid orders; only in `sessionIds` when given. */
  seatsPaid(db: Db, tenantId: string, sessionIds?: readonly number[]): Promise<Map<number, number>> {
    if (sessionIds?.length === 0) return Promise.resolve(new Map<number, number>());
    return seatsPerSession(
      db,
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.status, 'paid'),
        sessionIds
          ? inArray(orderItems.courseSessionId, [...sessionIds])
          : isNotNull(orderItems.courseSessionId),
      ),
    );
  },

  /** The course sessions the order has seats in. */
  async sessionsOfOrder(db: Db, orderId: string): Promise<number[]> {
    const rows = await db
      .selectDistinct({ sessionId: orderItems.courseSessionId })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.courseSessionId)));
    return rows.map((row) => row.sessionId!);
  },
};
