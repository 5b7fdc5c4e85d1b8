import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';

/** GET team/invitations/<token>/: what the invitation asks the invitee to join. A refusal is final: no retries. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: async () => (await api.invitation(token)).data,
    retry: false,
    staleTime: Infinity,
    meta: { failure: 'Loading the invitation' },
  });
