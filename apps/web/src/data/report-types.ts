import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';

/** The report catalogue, shared by /reports and the client area (the Report Library's filter and paywall). */

export const reportTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['report-types'],
    queryFn: async () => (await api.reportTypes()).data.results,
    staleTime: 5 * 60_000,
    meta: { failure: 'Loading the report types' },
  });

export const reportTypeDescriptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['report-type-descriptions'],
    queryFn: async () => (await api.reportTypeDescriptions()).data,
    staleTime: 5 * 60_000,
    meta: { failure: 'Loading the report type descriptions' },
  });
