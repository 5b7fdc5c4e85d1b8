import { acceptLibrarySearch, pageCount } from '@firm/domain';
import { SearchField, Spinner } from '@firm/ui';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { NoResults, ResultsLoading } from '../../components/report-results/report-results';
import { ResultsPagination } from '../../components/report-results/results-pagination';
import { useArchivedReports } from '../../data/archived-reports';
import { useAddArchivedReport, useCart } from '../../data/cart';
import { useSearchText } from '../../lib/use-search-text';
import { useStarted } from '../../lib/use-started';
import { ArchivedReportCard } from './archived-report-card';
import { archivedReportsQueryOf, type ArchivedReportsSearch } from './archived-reports-search';
import styles from './services.module.css';

const searchable = (words: string) => acceptLibrarySearch('', words) === words;

/**
 * The archive on /individual-reports (issue 44): a search of report names and summaries (applied 300 ms after the
 * last keystroke, kept in the URL), a page of reports with their prices and ADD TO CART, and its pages. Loading
 * shows a spinner; nothing found, or a failure to load, reads 'No data available'.
 */
export function ArchivedReports({ search }: { search: ArchivedReportsSearch }) {
  const navigate = useNavigate();
  const query = useArchivedReports(archivedReportsQueryOf(search));
  const { cart } = useCart();
  const adding = useAddArchivedReport();
  const { text, setText, submit } = useSearchText(
    search.search_query ?? '',
    useCallback(
      (applied: string) =>
        void navigate({
          to: '/individual-reports',
          search: { search_query: applied || undefined },
          replace: true,
          resetScroll: false,
        }),
      [navigate],
    ),
    searchable,
  );
  const inCart = new Set(
    (cart?.data ?? []).flatMap((line) => (line.kind === 'archived_report' ? [line.report.id] : [])),
  );
  const started = useStarted();
  const data = query.data;
  const page = search.page ?? 1;

  return (
    <>
      <form
        role="search"
        aria-label="Archived reports"
        className={styles.archiveSearch}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SearchField
          label="Search the archive"
          placeholder="Report name or summary"
          value={text}
          onChange={(event) => setText((previous) => acceptLibrarySearch(previous, event.target.value))}
          onClear={() => setText('')}
        />
      </form>
      <div aria-busy={query.isFetching}>
        {query.isPending || !started ? (
          <ResultsLoading label="Loading the archive" />
        ) : !data || data.data.length === 0 ? (
          <NoResults />
        ) : (
          <>
            {query.isPlaceholderData ? (
              <div className={styles.refreshing}>
                <Spinner size="small" label="Loading the archive" />
              </div>
            ) : null}
            <p className={styles.archiveCount} role="status">
              {data.count === 1 ? '1 report' : `${data.count.toLocaleString('en-US')} reports`}
              {search.search_query ? ` match “${search.search_query}”` : ' in the archive'}
            </p>
            <ul className={styles.cards} aria-label="Archived reports">
              {data.data.map((report) => (
                <ArchivedReportCard
                  key={report.id}
                  report={report}
                  inCart={inCart.has(report.id)}
                  // The reports of the last search stay while the next load: they are not bought meanwhile.
                  busy={query.isPlaceholderData || adding.pending === report.id}
                  error={adding.reportId === report.id ? adding.error : null}
                  onAdd={() => adding.add(report.id)}
                />
              ))}
            </ul>
            <ResultsPagination
              className={styles.archivePages}
              label="Archive pages"
              page={page}
              pageCount={pageCount(data.count)}
            />
          </>
        )}
      </div>
    </>
  );
}
