import type { SubscriptionStatus } from '@firm/domain';

/**
 * The badge of a report's card: 'Expired' once the organisation's subscription to its type has ended (the status
 * filter's 'expire'); else 'New' when it came after the reader's previous visit (issue 42); none otherwise
 * (PURCHASE says enough where the organisation never subscribed).
 */
export function reportCardBadge(
  status: SubscriptionStatus | null,
  isNew = false,
): 'Expired' | 'New' | undefined {
  if (status === 'expired') return 'Expired';
  return isNew ? 'New' : undefined;
}
