import { largerTiers, TeamMessages, type TierKey } from '@firm/domain';
import { seatState } from '../../lib/seat-state';

/**
 * SPEC §4 subscribe button: SUBSCRIBED (in report_access), IN CART (in the cart), otherwise SUBSCRIBE NOW. Beyond
 * SPEC (issue 15): a type the organisation runs without a seat for the user asks for a seat instead of selling it
 * again, and one it runs at a tier below one the type is sold at offers an owner or admin the UPGRADE, made in the
 * billing view (issue 17), never through the cart.
 */
export type SubscribeState = 'subscribed' | 'ask-for-seat' | 'upgrade' | 'in-cart' | 'subscribe';

export const SUBSCRIBE_LABELS: Record<SubscribeState, string> = {
  subscribed: 'SUBSCRIBED',
  'ask-for-seat': TeamMessages.askForSeat,
  upgrade: 'UPGRADE',
  'in-cart': 'IN CART',
  subscribe: 'SUBSCRIBE NOW',
};

/**
 * The tiers a type the organisation runs at `runningTier` may be upgraded to: those with more seats that the type
 * is sold at. None when the organisation does not run it.
 */
export function upgradeTiers(
  runningTier: TierKey | undefined,
  soldAt: (tier: TierKey) => boolean,
): TierKey[] {
  return runningTier ? largerTiers(runningTier).filter(soldAt) : [];
}

/**
 * A subscription the organisation holds wins over a cart line for the same type (the cart sells no type it runs):
 * it offers the UPGRADE when `upgrades` names a larger tier, which it does only for a reader who may change the
 * licence (an owner or admin), and otherwise reads SUBSCRIBED, or asks for a seat.
 */
export function subscribeState(
  reportTypeId: number,
  reportAccess: readonly number[],
  cartTypeIds: readonly number[],
  organisationAccess: readonly number[] = [],
  upgrades: readonly TierKey[] = [],
): SubscribeState {
  const seat = seatState(reportTypeId, reportAccess, organisationAccess);
  if (seat !== 'buy' && upgrades.length > 0) return 'upgrade';
  if (seat === 'seated') return 'subscribed';
  if (seat === 'ask-for-seat') return 'ask-for-seat';
  if (cartTypeIds.includes(reportTypeId)) return 'in-cart';
  return 'subscribe';
}
