import { pageCount, reportsInPageOrder, type LibraryReport } from '@firm/domain';
import { Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  AdditionalServices,
  CLIENT_ADDITIONAL_SERVICES,
} from '../../components/additional-services/additional-services';
import { NoResults, ReportCardList, ResultsLoading } from '../../components/report-results/report-results';
import { ResultsPagination } from '../../components/report-results/results-pagination';
import { PaywallModal } from '../../components/paywall/paywall-modal';
import { SummaryModal } from '../../components/summary-modal/summary-modal';
import { sellableReportTypes } from '../../lib/report-types';
import { useModalItem } from '../../lib/use-modal-item';
import { lastVisitQueryOptions } from '../../data/last-visit';
import { reportTypesQueryOptions } from '../../data/report-types';
import { useSession } from '../../data/session';
import { LibraryFilters } from './library-filters';
import { libraryQueryOptions } from '../../data/library';
import { LibraryReportCard } from '../../components/client-report-card/library-report-card';
import { libraryQueryOf, type LibrarySearch } from './library-search';
import styles from './library.module.css';

const route = getRouteApi('/client/report-library');

/**
 * SPEC §2 Report Library: search and filters, the reports of the page, pagination and the Additional Services block.
 * Every filter lives in the URL; a failure to load is only logged (SPEC §8) and the list then reads 'No data
 * available'.
 *
 * The API answers the page grouped by report type, but the page shows one grid of cards in the page's order, each
 * card naming its type above its title. Newest first, the ten reports of a page mostly belong to ten types: a
 * heading per group would put one card under each heading, a single narrow column of headings and cards. One grid
 * uses the width and keeps the order the visitor chose; the type stays on every card.
 */
export function LibraryPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(libraryQueryOptions(libraryQueryOf(search)));
  const types = useQuery(reportTypesQueryOptions());
  const { id: userId } = useSession();
  const lastVisit = useQuery(lastVisitQueryOptions(userId));
  const summary = useModalItem<LibraryReport>();
  const paywall = useModalItem<LibraryReport>();

  const changeSearch = useCallback(
    (change: Partial<LibrarySearch>, options?: { replace?: boolean }) =>
      void navigate({
        search: (previous) => ({ ...previous, page: undefined, report: undefined, ...change }),
        replace: options?.replace ?? false,
      }),
    [navigate],
  );

  const sellable = useMemo(() => sellableReportTypes(types.data ?? []), [types.data]);
  const data = query.error ? undefined : query.data;
  const page = search.page ?? 1;
  const pages = pageCount(data?.count ?? 0);
  const reportAccess = data?.report_access ?? [];
  const organisationAccess = data?.organisation_access ?? [];
  const searching = Boolean(search.search_query);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Report Library</h1>
      <LibraryFilters
        search={search}
        reportTypes={sellable}
        disabled={summary.open}
        onChange={changeSearch}
      />

      {search.report ? (
        <p className={styles.oneReport}>
          Showing the report you were sent.{' '}
          <Link to="/client/report-library" search={{}}>
            Show all reports
          </Link>
        </p>
      ) : null}

      <div className={styles.results} aria-busy={query.isFetching}>
        {query.isPending ? (
          <ResultsLoading label="Loading the reports" />
        ) : !data || data.data.length === 0 ? (
          <NoResults />
        ) : (
          <>
            {query.isPlaceholderData ? (
              <div className={styles.refreshing}>
                <Spinner size="small" label="Loading the reports" />
              </div>
            ) : null}
            <ReportCardList className={styles.cards} aria-label="Reports">
              {reportsInPageOrder(data.data, search.sort).map((report) => (
                <LibraryReportCard
                  key={report.id}
                  report={report}
                  reportAccess={reportAccess}
                  organisationAccess={organisationAccess}
                  licensedReports={data.licensed_reports}
                  searching={searching}
                  onSummary={summary.show}
                  onPurchase={paywall.show}
                  previousVisitAt={lastVisit.data}
                />
              ))}
            </ReportCardList>
          </>
        )}
      </div>

      <ResultsPagination
        className={styles.pagination}
        label="Report Library pages"
        page={page}
        pageCount={pages}
      />

      <AdditionalServices services={CLIENT_ADDITIONAL_SERVICES} layout="block" />

      <SummaryModal report={summary.item} open={summary.open} onClose={summary.close} />
      <PaywallModal
        report={paywall.item}
        open={paywall.open}
        onClose={paywall.close}
        reportTypes={types.data ?? []}
        plansLoading={types.isPending}
        reportAccess={reportAccess}
      />
    </div>
  );
}
