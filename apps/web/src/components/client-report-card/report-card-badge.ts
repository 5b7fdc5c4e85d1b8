import type { SubscriptionStatus } from '@firm/domain';

/**
 * The badge of a report's card: 'Expired' once the organisation's subscription to its type has ended (the status
 * filter's 'expire'); none while it is active or when the organisation never subscribed (PURCHASE says enough).
 */
export function reportCardBadge(status: SubscriptionStatus | null): 'Expired' | undefined {
  return status === 'expired' ? 'Expired' : undefined;
}
