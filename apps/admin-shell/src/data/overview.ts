import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';

export const overviewKey = ['admin', 'overview'] as const;

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: overviewKey, queryFn: async () => (await api.admin.overview()).data });

/** GET admin/summary/: the head counts of client organisations and users. */
export const summaryQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'summary'], queryFn: async () => (await api.adminSummary()).data });
