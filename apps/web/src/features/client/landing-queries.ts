import { hasAccess, reportsInPageOrder } from '@firm/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { clientQueryKeys } from '../../lib/client-query-keys';

/** How many of the newest reports the landing shows. */
export const NEWEST_REPORTS = 4;
/** How many of the newest bookmarks the landing shows. */
export const NEWEST_BOOKMARKS = 3;

/** The organisation's subscriptions (GET reports/subscriptions/). */
export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: clientQueryKeys.subscriptions,
    queryFn: () => api.subscriptions(),
  });

/**
 * The newest reports the caller may open: the first page of the library's active subscriptions, newest first,
 * without those of a subscription whose seats are taken. Under the library's key, so a bookmark change refreshes it.
 */
export const newestReportsQueryOptions = () =>
  queryOptions({
    queryKey: [...clientQueryKeys.library, 'newest'] as const,
    queryFn: async () => {
      const page = await api.reportLibrary({ page: 1, status: 'active' });
      const reports = reportsInPageOrder(page.data).filter((report) =>
        hasAccess(page.report_access, report.report_type),
      );
      return { reports: reports.slice(0, NEWEST_REPORTS), reportAccess: page.report_access };
    },
  });

/** The first page of the caller's bookmarks, newest first: the same query as the Bookmarks page's first page. */
export const newestBookmarksQueryOptions = () =>
  queryOptions({
    queryKey: [...clientQueryKeys.bookmarks, { page: 1 }] as const,
    queryFn: () => api.bookmarks({ page: 1 }),
  });
