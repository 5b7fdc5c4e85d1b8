import { isClientSession, type SubscriptionsResponse, type TierKey } from '@firm/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api';
import { logFailure } from './log-failure';
import { useSession } from './use-session';
import { clientQueryKeys } from './client-query-keys';

const NONE: ReadonlyMap<number, TierKey> = new Map();

const byType = (answer: SubscriptionsResponse): ReadonlyMap<number, TierKey> =>
  new Map(
    answer.data
      .filter((subscription) => subscription.status === 'active')
      .map((subscription) => [subscription.report_type, subscription.tier]),
  );

/**
 * The tier of each subscription the signed-in client's organisation runs, by report type id (GET
 * reports/subscriptions/, the landing's query), for the catalogue's UPGRADE offer (issue 15). Empty for a visitor;
 * a failure is only logged.
 */
export function useRunningTiers(): ReadonlyMap<number, TierKey> {
  const values = useSession();
  const enabled = isClientSession(values);
  const query = useQuery({
    queryKey: clientQueryKeys.subscriptions,
    queryFn: () => api.subscriptions(),
    enabled,
    select: byType,
  });
  useEffect(() => {
    if (query.error) logFailure('Loading the running subscriptions', query.error);
  }, [query.error]);
  return (enabled ? query.data : undefined) ?? NONE;
}
