import {
  hasAccess,
  isClientSession,
  isLibraryFirstPage,
  reportsInPageOrder,
  type LibraryRequest,
} from '@firm/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, session } from '../lib/api';
import { takeReaderData } from '../lib/served-data';
import { useSession } from './session';

/**
 * Everything read from GET reports/report/acess/ lives under this key: the Report Library's pages, the landing's
 * newest reports and the caller's access. A bookmark, a seat, a tier or a paid order changes them all at once.
 */
export const libraryQueryKey = ['report-library'] as const;

/**
 * A page of the Report Library. The previous page stays on screen while the next one loads. The first page without
 * filters comes with the portal's page when the server could read it for the reader (lib/served-data.ts).
 */
export const libraryQueryOptions = (query: LibraryRequest) =>
  queryOptions({
    queryKey: [...libraryQueryKey, query],
    queryFn: async () =>
      (isLibraryFirstPage(query) ? takeReaderData('library', session.snapshot().id) : undefined) ??
      (await api.reportLibrary(query)),
    placeholderData: keepPreviousData,
    meta: { failure: 'Loading the Report Library' },
  });

/** How many of the newest reports the landing shows. */
export const NEWEST_REPORTS = 4;

/**
 * The newest reports the caller may open: the first page of the library's active subscriptions, newest first,
 * without those of a subscription whose seats are taken.
 */
export const newestReportsQueryOptions = () =>
  queryOptions({
    queryKey: [...libraryQueryKey, 'newest'] as const,
    queryFn: async () => {
      const page = await api.reportLibrary({ page: 1, status: 'active' });
      const reports = reportsInPageOrder(page.data).filter((report) =>
        hasAccess(page.report_access, report.report_type),
      );
      return { reports: reports.slice(0, NEWEST_REPORTS), reportAccess: page.report_access };
    },
    meta: { failure: 'Loading the newest reports' },
  });

export interface ReportAccess {
  /** The report types the user holds a seat on (SPEC §3 report_access). */
  reportAccess: readonly number[];
  /** The report types the organisation runs a subscription to, seat or not (issue 15). */
  organisationAccess: readonly number[];
}

/** The signed-in user's access, from the library's first page, kept per user. */
export const reportAccessQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...libraryQueryKey, 'access', userId ?? 'visitor'] as const,
    queryFn: async (): Promise<ReportAccess> => {
      const page = await api.reportLibrary({ page: 1 });
      return { reportAccess: page.report_access, organisationAccess: page.organisation_access };
    },
    meta: { failure: 'Loading the report access' },
  });

const NONE: readonly number[] = [];

/**
 * The signed-in client's access, for SUBSCRIBED buttons and 'ask for a seat' outside the library. Nothing for a
 * visitor or an admin.
 */
export function useReportAccess(): ReportAccess {
  const values = useSession();
  const enabled = isClientSession(values);
  const query = useQuery({ ...reportAccessQueryOptions(values.id), enabled });
  const data = enabled ? query.data : undefined;
  return { reportAccess: data?.reportAccess ?? NONE, organisationAccess: data?.organisationAccess ?? NONE };
}
