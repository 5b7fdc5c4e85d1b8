import { isClientSession, type SubscriptionsResponse, type TierKey } from '@firm/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useSession } from './session';

/** The organisation's subscriptions (the landing page, the catalogue's running tiers). */
export const subscriptionsQueryKey = ['subscriptions'] as const;

/** The organisation's subscriptions (GET reports/subscriptions/). */
export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionsQueryKey,
    queryFn: () => api.subscriptions(),
    meta: { failure: 'Loading the subscriptions' },
  });

const NONE: ReadonlyMap<number, TierKey> = new Map();

const byType = (answer: SubscriptionsResponse): ReadonlyMap<number, TierKey> =>
  new Map(
    answer.data
      .filter((subscription) => subscription.status === 'active')
      .map((subscription) => [subscription.report_type, subscription.tier]),
  );

/**
 * The tier of each subscription the signed-in client's organisation runs, by report type id, for the catalogue's
 * UPGRADE offer (issue 15). Empty for a visitor.
 */
export function useRunningTiers(): ReadonlyMap<number, TierKey> {
  const values = useSession();
  const enabled = isClientSession(values);
  const query = useQuery({ ...subscriptionsQueryOptions(), enabled, select: byType });
  return (enabled ? query.data : undefined) ?? NONE;
}
