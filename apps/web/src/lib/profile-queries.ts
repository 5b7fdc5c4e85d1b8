import { isClientSession } from '@firm/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api';
import { logFailure } from './log-failure';
import { useSession } from './use-session';

/** The signed-in client's profile (GET accounts/profile/), kept per user so another sign-in never sees it. */
export const profileQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['profile', userId ?? 'visitor'],
    queryFn: async () => (await api.profile()).data,
    staleTime: 5 * 60_000,
  });

/** The profile of a signed-in client; nothing for a visitor or an admin. A failure to load is only logged. */
export function useProfile() {
  const values = useSession();
  const enabled = isClientSession(values);
  const query = useQuery({ ...profileQueryOptions(values.id), enabled, retry: 1 });
  useEffect(() => {
    if (query.error) logFailure('Loading the profile', query.error);
  }, [query.error]);
  return {
    profile: enabled ? query.data : undefined,
    /** Still on its way; false when there is none to wait for (a visitor) or it failed. */
    isPending: enabled && query.isPending,
  };
}
