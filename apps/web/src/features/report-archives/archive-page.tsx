import { ARCHIVE_OPEN_PAGES, pageCount, type ArchiveResult } from '@firm/domain';
import { Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { PaywallModal } from '../../components/paywall/paywall-modal';
import { NoResults, ReportCardList, ResultsLoading } from '../../components/report-results/report-results';
import { ResultsPagination } from '../../components/report-results/results-pagination';
import { SummaryModal } from '../../components/summary-modal/summary-modal';
import { useReportAccess } from '../../data/library';
import { reportTypesQueryOptions } from '../../data/report-types';
import { sellableReportTypes } from '../../lib/report-types';
import { useModalItem } from '../../lib/use-modal-item';
import { useSession } from '../../data/session';
import { archiveCountLabel } from './archive-count';
import { ArchiveFilters } from './archive-filters';
import { archiveQueryOptions } from '../../data/archive';
import { archiveRefusalOf } from './archive-refusal';
import { ArchiveResultCard } from './archive-result-card';
import { archiveRequestOf, type ArchiveSearch } from './archive-search';
import styles from './archives.module.css';

/** The archive search lives in the client area and, for visitors (SPEC §6), on a public page. */
export type ArchiveRoute = '/client/report-archives' | '/_public/report-archives';

const NO_ACCESS: readonly number[] = [];

/** Under a capped count (docs/decisions/007): why paging does not reach every match. */
const CAPPED_NOTE = `Reports you cannot open are listed on the first ${ARCHIVE_OPEN_PAGES} pages only. Narrow the search to find others.`;

/**
 * SPEC §2 Report Archives: a search across every report's content, results with their matches marked, the
 * actions each allows, pagination, and the summary and paywall modals. The search and filters live in the URL.
 */
export function ArchivePage({ route }: { route: ArchiveRoute }) {
  const search = useSearch({ from: route });
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const request = archiveRequestOf(search);
  const query = useQuery({
    ...archiveQueryOptions(request ?? { pdf_search: '' }),
    enabled: request !== null,
  });
  const types = useQuery(reportTypesQueryOptions());
  const summary = useModalItem<ArchiveResult>();
  const paywall = useModalItem<ArchiveResult>();
  // A visitor has none: every result without access offers PURCHASE.
  const { organisationAccess } = useReportAccess();

  // On the search the router is going to, not the one this render shows: a change made right after another (a
  // filter, then the text sent, as a visitor's input before the app started is handed over) keeps both.
  const changeSearch = useCallback(
    (change: Partial<ArchiveSearch>, options?: { replace?: boolean }) =>
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, page: undefined, ...change }),
        replace: options?.replace ?? false,
      }),
    [navigate],
  );

  const sellable = useMemo(() => sellableReportTypes(types.data ?? []), [types.data]);
  const refusal = request ? archiveRefusalOf(query.error) : null;
  const data = request && !query.error ? query.data : undefined;
  const page = search.page ?? 1;
  const pages = pageCount(data?.data.count ?? 0);
  return (
    <div className={route === '/_public/report-archives' ? `${styles.page} ${styles.public}` : styles.page}>
      <h1 className={styles.title}>Report Archives</h1>
      <ArchiveFilters
        search={search}
        reportTypes={sellable}
        disabled={summary.open}
        onChange={changeSearch}
      />

      <div className={styles.results} aria-busy={request !== null && query.isFetching}>
        {request === null ? (
          signedIn ? (
            <p className={styles.prompt}>
              Search the words inside every report of the archive, then open, download or subscribe to what
              you find.
            </p>
          ) : (
            <p className={styles.prompt}>
              Search the words inside every report of the archive.{' '}
              <Link to="/login" className={styles.promptLink}>
                Sign in
              </Link>{' '}
              to open and download your organisation&apos;s reports, or subscribe to what you find.
            </p>
          )
        ) : query.isPending ? (
          <ResultsLoading label="Searching the archive" />
        ) : refusal ? (
          <div className={styles.empty}>
            <p className={styles.refusal} role="alert">
              {refusal.message}
            </p>
            {refusal.pageOutOfReach ? (
              <p className={styles.prompt}>
                <Link to="." search={{ ...search, page: undefined }} className={styles.promptLink}>
                  Back to the first page
                </Link>
              </p>
            ) : null}
          </div>
        ) : !data || data.data.results.length === 0 ? (
          <div className={styles.empty}>
            <NoResults />
            {data ? <p className={styles.emptyReason}>{data.message}</p> : null}
          </div>
        ) : (
          <>
            {query.isPlaceholderData ? (
              <div className={styles.refreshing}>
                <Spinner size="small" label="Searching the archive" />
              </div>
            ) : null}
            <p className={styles.count} role="status">
              {archiveCountLabel(data.data.count, data.data.count_capped)}
            </p>
            {data.data.count_capped ? <p className={styles.cappedNote}>{CAPPED_NOTE}</p> : null}
            <ReportCardList className={styles.cards}>
              {data.data.results.map((result) => (
                <ArchiveResultCard
                  key={result.id}
                  result={result}
                  onSummary={summary.show}
                  onPurchase={paywall.show}
                  organisationAccess={organisationAccess}
                />
              ))}
            </ReportCardList>
          </>
        )}
      </div>

      {request !== null ? (
        <ResultsPagination
          className={styles.pagination}
          label="Report Archives pages"
          page={page}
          pageCount={pages}
        />
      ) : null}

      <SummaryModal report={summary.item} open={summary.open} onClose={summary.close} />
      <PaywallModal
        report={paywall.item}
        open={paywall.open}
        onClose={paywall.close}
        reportTypes={types.data ?? []}
        plansLoading={types.isPending}
        // PURCHASE is offered only on results the caller may not open.
        reportAccess={NO_ACCESS}
      />
    </div>
  );
}
