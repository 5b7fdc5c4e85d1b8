import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import { takeServedData } from '../lib/served-data';

/**
 * The report catalogue, shared by /reports and the client area (the Report Library's filter and paywall). The
 * public pages that read it are sent with it (lib/served-data.ts): their first load needs no API client.
 */

export const reportTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['report-types'],
    queryFn: async () => takeServedData('reportTypes') ?? (await api.reportTypes()).data.results,
    staleTime: 5 * 60_000,
    meta: { failure: 'Loading the report types' },
  });

export const reportTypeDescriptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['report-type-descriptions'],
    queryFn: async () =>
      takeServedData('reportTypeDescriptions') ?? (await api.reportTypeDescriptions()).data,
    staleTime: 5 * 60_000,
    meta: { failure: 'Loading the report type descriptions' },
  });
