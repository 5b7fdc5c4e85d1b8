import { largerTiers, TeamMessages, type TierKey } from '@firm/domain';
import { seatState } from '../../lib/seat-state';

/**
 * SPEC §4 subscribe button: SUBSCRIBED (in report_access), IN CART (in the cart), otherwise SUBSCRIBE NOW. Beyond
 * SPEC (issue 15): a type the organisation runs without a seat for the user asks for a seat instead of selling it
 * again, and a type it runs at a tier below one the type is sold at offers an UPGRADE to a larger tier.
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
 * A subscription the organisation holds wins over a cart line for the same type, unless a larger tier is on offer:
 * then a cart line is the upgrade, IN CART, and without one the type offers the UPGRADE.
 */
export function subscribeState(
  reportTypeId: number,
  reportAccess: readonly number[],
  cartTypeIds: readonly number[],
  organisationAccess: readonly number[] = [],
  upgrades: readonly TierKey[] = [],
): SubscribeState {
  const seat = seatState(reportTypeId, reportAccess, organisationAccess);
  const inCart = cartTypeIds.includes(reportTypeId);
  if (seat !== 'buy' && upgrades.length > 0) return inCart ? 'in-cart' : 'upgrade';
  if (seat === 'seated') return 'subscribed';
  if (seat === 'ask-for-seat') return 'ask-for-seat';
  if (inCart) return 'in-cart';
  return 'subscribe';
}
