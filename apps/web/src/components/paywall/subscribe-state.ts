import { TeamMessages } from '@firm/domain';
import { seatState } from '../../lib/seat-state';

/**
 * SPEC §4 subscribe button: SUBSCRIBED (in report_access), IN CART (in the cart), otherwise SUBSCRIBE NOW. Beyond
 * SPEC (issue 15): a type the organisation runs without a seat for the user asks for a seat instead of selling it
 * again.
 */
export type SubscribeState = 'subscribed' | 'ask-for-seat' | 'in-cart' | 'subscribe';

export const SUBSCRIBE_LABELS: Record<SubscribeState, string> = {
  subscribed: 'SUBSCRIBED',
  'ask-for-seat': TeamMessages.askForSeat,
  'in-cart': 'IN CART',
  subscribe: 'SUBSCRIBE NOW',
};

/** A subscription the organisation holds wins over a cart line for the same type. */
export function subscribeState(
  reportTypeId: number,
  reportAccess: readonly number[],
  cartTypeIds: readonly number[],
  organisationAccess: readonly number[] = [],
): SubscribeState {
  const seat = seatState(reportTypeId, reportAccess, organisationAccess);
  if (seat === 'seated') return 'subscribed';
  if (seat === 'ask-for-seat') return 'ask-for-seat';
  if (cartTypeIds.includes(reportTypeId)) return 'in-cart';
  return 'subscribe';
}
