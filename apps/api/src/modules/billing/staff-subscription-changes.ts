import type { SubscriptionState, TierKey } from '@firm/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { subscriptions, type SubscriptionRow } from '../../platform/database/schema.js';

/*
 * The subscription changes staff make in the back office (the clients area decides them, issue 16): billing owns the
 * subscriptions table, so these writes are billing's.
 */

/** A complimentary subscription granted by staff; undefined when the organisation has one of the type already. */
export async function insertComplimentarySubscription(
  db: Db,
  row: {
    tenantId: string;
    reportTypeId: number;
    tier: TierKey;
    startsAt: Date;
    endsAt: Date;
    grantReason: string;
    createdAt: Date;
  },
): Promise<string | undefined> {
  const [inserted] = await db
    .insert(subscriptions)
    .values({
      ...row,
      paidUntil: row.endsAt,
      autoRenew: false,
      state: 'cancelled',
      paymentMethod: 'complimentary',
    })
    .onConflictDoNothing({ target: [subscriptions.tenantId, subscriptions.reportTypeId] })
    .returning({ id: subscriptions.id });
  return inserted?.id;
}

/**
 * A subscription that ran out starts again at `startsAt`; a running one keeps its start. The paid period ends with
 * access (issue 17), in the state the extension leaves it. Its grant reason stays (a bought one stays bought); the
 * extension's reason is the audit record's. Answers the row as it now is.
 */
export async function extendSubscriptionPeriod(
  db: Db,
  subscriptionId: string,
  change: {
    endsAt: Date;
    startsAt: Date;
    state: SubscriptionState;
    stateChangedAt: Date | null;
    renewalFailures: number;
    renewalOrderId: null;
  },
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...change, paidUntil: change.endsAt })
    .where(eq(subscriptions.id, subscriptionId))
    .returning();
  return row!;
}

/** Access kept until `endsAt` in grace (issue 17); the paid period stays as it was. Answers the row as it now is. */
export async function extendSubscriptionGrace(
  db: Db,
  subscriptionId: string,
  endsAt: Date,
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ endsAt, state: 'grace', stateChangedAt: now })
    .where(eq(subscriptions.id, subscriptionId))
    .returning();
  return row!;
}
