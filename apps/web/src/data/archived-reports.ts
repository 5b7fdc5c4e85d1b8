import type { ArchivedReportsQuery } from '@firm/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { takeServedData } from '../lib/served-data';

export const archivedReportsQueryKey = ['archived-reports'] as const;

/**
 * GET reports/archived/ (issue 44): a page of the archive sold report by report, open to visitors. The first page
 * without a search comes with /individual-reports (lib/served-data.ts): a visitor's first load needs no API client.
 */
export const archivedReportsQueryOptions = (query: ArchivedReportsQuery) =>
  queryOptions({
    queryKey: [...archivedReportsQueryKey, query],
    queryFn: async () =>
      (query.page === 1 && !query.search_query ? takeServedData('archivedReports') : undefined) ??
      (await api.archivedReports(query)),
    meta: { failure: 'Loading the archive' },
  });

/** The archive's page for the query; the page shown stays while the next one loads. */
export function useArchivedReports(query: ArchivedReportsQuery) {
  return useQuery({ ...archivedReportsQueryOptions(query), placeholderData: keepPreviousData });
}
