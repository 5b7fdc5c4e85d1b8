import {
  readsReports,
  seatLimitMessage,
  TeamMessages,
  TIER_SEATS,
  tierLabel,
  type TeamRole,
  type TierKey,
} from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { ConflictError, InvalidInputError } from '../../platform/errors.js';
import { seatLimit, teamRepository as repository, type SeatHolder } from './repository.js';
import { recordTeamEvent, type Actor } from './team-events.js';

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
 * Refuses a seat to a role that reads no reports (billing, issue 17), as a bad `field` of the request: 400, and
 * nothing changes.
 */
export function assertTakesSeats(role: TeamRole, field: string): void {
  if (readsReports(role)) return;
  throw new InvalidInputError(TeamMessages.billingTakesNoSeat, {
    [field]: [TeamMessages.billingTakesNoSeat],
  });
}

/**
 * Releases every seat row of the member, in the caller's transaction, each release recorded as `seat_released`
 * (as the seat grid records one): their role now reads no reports, so the seats are free for others.
 */
export async function releaseSeatsOf(
  tx: Db,
  tenantId: string,
  member: { id: string; email: string },
  actor: Actor,
  now: Date,
): Promise<void> {
  const holder = { userId: member.id };
  for (const subscription of await repository.subscriptionsSeating(tx, holder)) {
    if (!(await repository.deleteSeat(tx, subscription.id, holder))) continue;
    await recordTeamEvent(tx, {
      tenantId,
      actor,
      action: 'seat_released',
      subject: { id: member.id, email: member.email },
      before: seatState(subscription, true),
      after: seatState(subscription, false),
      at: now,
    });
  }
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
    seatLimitMessage(
      subscription.reportTypeName,
      tierLabel(subscription.tier),
      TIER_SEATS[subscription.tier],
    ),
    undefined,
    { upgrade: { report_type_id: subscription.reportTypeId, tier: NEXT_TIER[subscription.tier] } },
  );
}

/**
 * A paid order (issue 15), in the payment's transaction: a subscription bought at a tier with fewer seats than are
 * held on it (a lower tier, or a lapsed one bought again) keeps its oldest seats and releases the newest beyond the
 * tier, never the buyer's; then the buyer takes a seat where one is free. A renewal paid by someone without a seat
 * takes nobody's seat, and a billing buyer takes none at all: billing reads no reports (issue 17). Each release and
 * seat is recorded as made by the purchase itself.
 */
export async function seatBuyer(
  tx: Db,
  order: { tenantId: string; userId: string; reportTypeIds: number[] },
  now: Date,
): Promise<void> {
  // A buyer removed from the organisation since they ordered takes no seat, nor does a billing buyer.
  const member = await repository.findMember(tx, order.tenantId, order.userId);
  const buyer = member && readsReports(member.role) ? member : undefined;
  const subscriptions = await repository.runningSubscriptions(
    tx,
    order.tenantId,
    order.reportTypeIds,
    now,
    true,
  );
  for (const subscription of subscriptions) {
    await releaseBeyondTier(tx, order.tenantId, subscription, buyer?.id ?? null, now);
  }
  if (!buyer) return;
  const seated = await repository.seatWhereFree(tx, order.tenantId, buyer.id, order.reportTypeIds, now);
  for (const subscription of subscriptions.filter((each) => seated.includes(each.reportTypeId))) {
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

/** Releases the newest seats held beyond the subscription's tier, keeping `keep`'s (the buyer's). */
async function releaseBeyondTier(
  tx: Db,
  tenantId: string,
  subscription: SeatedSubscription,
  keep: string | null,
  now: Date,
): Promise<void> {
  const limit = seatLimit(subscription.tier);
  if (limit === null) return;
  const held = await repository.heldSeatsNewestFirst(tx, subscription.id, now);
  const releasable = held.filter((seat) => seat.userId === null || seat.userId !== keep);
  for (const seat of releasable.slice(0, Math.max(0, held.length - limit))) {
    const holder: SeatHolder = seat.userId ? { userId: seat.userId } : { invitationId: seat.invitationId! };
    await repository.deleteSeat(tx, subscription.id, holder);
    await recordTeamEvent(tx, {
      tenantId,
      actor: null,
      action: 'seat_released',
      subject: { id: seat.userId, email: seat.email },
      before: seatState(subscription, true),
      after: seatState(subscription, false),
      at: now,
    });
  }
}
