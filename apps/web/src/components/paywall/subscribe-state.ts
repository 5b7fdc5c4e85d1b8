/** SPEC §4 subscribe button: SUBSCRIBED (in report_access), IN CART (in the cart), otherwise SUBSCRIBE NOW. */
export type SubscribeState = 'subscribed' | 'in-cart' | 'subscribe';

export const SUBSCRIBE_LABELS: Record<SubscribeState, string> = {
  subscribed: 'SUBSCRIBED',
  'in-cart': 'IN CART',
  subscribe: 'SUBSCRIBE NOW',
};

/** A subscription the organisation holds wins over a cart line for the same type. */
export function subscribeState(
  reportTypeId: number,
  reportAccess: readonly number[],
  cartTypeIds: readonly number[],
): SubscribeState {
  if (reportAccess.includes(reportTypeId)) return 'subscribed';
  if (cartTypeIds.includes(reportTypeId)) return 'in-cart';
  return 'subscribe';
}
