import { seatLimitMessage, TIER_SEATS, tierLabel, type TierKey } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { ConflictError } from '../../platform/errors.js';
import { seatLimit, teamRepository as repository, type SeatHolder } from './repository.js';
import { recordTeamEvent } from './team-events.js';

/** The tier an upgrade offers: the next one with more seats. */
const NEXT_TIER: Record<TierKey, TierKey | null> = {
  subscription_price_for_single_user: 'subscription_price_for_upto_3_user',
  subscription_price_for_upto_3_user: 'subscription_price_for_enterprise',
  subscription_price_for_enterprise: null,
};

/** A subscription as seat rules read it. */
export interface SeatedSubscription {
  id: string;
  reportTypeId: number;
  reportTypeName: string;
  tier: TierKey;
}

/** What the record keeps of a seat change, before and after. */
export function seatState(subscription: SeatedSubscription, seated: boolean) {
  return {
    report_type_id: subscription.reportTypeId,
    report_type_name: subscription.reportTypeName,
    seated,
  };
}

/**
 * Refuses one more seat on a subscription whose tier's seats are all held (issue 15): the message names the tier,
 * and the answer names the upgrade that would give more. Call with the subscription locked.
 */
export async function assertSeatFree(
  tx: Db,
  subscription: SeatedSubscription,
  now: Date,
  except?: SeatHolder,
): Promise<void> {
  const limit = seatLimit(subscription.tier);
  if (limit === null) return;
  if ((await repository.heldSeatCount(tx, subscription.id, now, except)) < limit) return;
  throw new ConflictError(
    seatLimitMessage(subscription.reportTypeName, tierLabel(subscription.tier), TIER_SEATS[subscription.tier]),
    undefined,
    { upgrade: { report_type_id: subscription.reportTypeId, tier: NEXT_TIER[subscription.tier] } },
  );
}

/**
 * A paid order seats its buyer where a seat is free (issue 15), in the payment's transaction, and records each seat
 * as given by nobody in particular (the purchase itself).
 */
export async function seatBuyer(
  tx: Db,
  order: { tenantId: string; userId: string; reportTypeIds: number[] },
  now: Date,
): Promise<void> {
  // A buyer removed from the organisation since they ordered takes no seat.
  const buyer = await repository.findMember(tx, order.tenantId, order.userId);
  if (!buyer) return;
  const seated = await repository.seatWhereFree(tx, order.tenantId, buyer.id, order.reportTypeIds, now);
  if (seated.length === 0) return;
  for (const subscription of await repository.runningSubscriptions(tx, order.tenantId, seated, now, false)) {
    await recordTeamEvent(tx, {
      tenantId: order.tenantId,
      actor: null,
      action: 'seat_assigned',
      subject: { id: buyer.id, email: buyer.email },
      before: seatState(subscription, false),
      after: seatState(subscription, true),
      at: now,
    });
  }
}
