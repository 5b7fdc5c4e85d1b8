import { TIER_SEATS, type TierKey } from '@firm/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { seatAssignments, subscriptions } from '../../platform/database/schema.js';

/** Seats per tier as SQL: null for a tier without a limit. */
function seatLimit(tier: TierKey): number | null {
  const seats = TIER_SEATS[tier];
  return Number.isFinite(seats) ? seats : null;
}

/** Every query of the team area: members, invitations, seats and the record of their changes. */
export const teamRepository = {
  /**
   * Seats the user on the tenant's subscriptions to these types where a seat is free (a purchase seats the buyer).
   * A seat the user holds already stays as it is. Run in the caller's transaction, after the subscriptions exist;
   * the subscription rows are locked so two seatings cannot both take the last seat.
   */
  async seatWhereFree(db: Db, tenantId: string, userId: string, reportTypeIds: number[]): Promise<number[]> {
    if (reportTypeIds.length === 0) return [];
    const rows = await db
      .select({ id: subscriptions.id, reportTypeId: subscriptions.reportTypeId, tier: subscriptions.tier })
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, tenantId), inArray(subscriptions.reportTypeId, reportTypeIds)))
      .for('update');
    const seated: number[] = [];
    for (const row of rows) {
      const limit = seatLimit(row.tier);
      const [used] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(seatAssignments)
        .where(eq(seatAssignments.subscriptionId, row.id));
      if (limit !== null && (used?.count ?? 0) >= limit) continue;
      const inserted = await db
        .insert(seatAssignments)
        .values({ subscriptionId: row.id, userId })
        .onConflictDoNothing()
        .returning({ id: seatAssignments.id });
      if (inserted.length > 0) seated.push(row.reportTypeId);
    }
    return seated;
  },
};
