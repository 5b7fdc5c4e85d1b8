import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';

/** GET admin/me/: the signed-in staff member, their role and the areas it reads and writes. */
export const staffMeQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: async () => (await api.admin.me()).data,
    staleTime: 5 * 60_000,
  });
