import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../lib/api';

/** GET alerts/unsubscribe/?token=: what the link turns off. A refusal (tampered, expired) is final: no retries. */
export const unsubscribeLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe-link', token],
    queryFn: async () => (await api.unsubscribeLink(token)).data,
    retry: false,
    staleTime: Infinity,
    meta: { failure: 'Loading the unsubscribe link' },
  });

/** POST alerts/unsubscribe/?token=: turns the link's report types off; resolves the server's words. */
export function useUnsubscribeMutation(token: string) {
  return useMutation({ mutationFn: async () => (await api.unsubscribe(token)).message });
}
