import type { ArchiveResult } from '@firm/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { ResultsLoading } from '../../components/report-results/report-results';
import { reportTypesQueryOptions } from '../../data/report-types';
import { sellableReportTypes } from '../../lib/report-types';
import { useModalItem } from '../../lib/use-modal-item';
import { useSession } from '../../data/session';
import { ArchiveFilters } from './archive-filters';
import { archiveRequestOf, type ArchiveSearch } from './archive-search';
import { loadArchiveResults } from './load-archive-results';
import styles from './archives.module.css';

const ArchiveResults = lazy(() =>
  loadArchiveResults().then((module) => ({ default: module.ArchiveResults })),
);

/** The archive search lives in the client area and, for visitors (SPEC §6), on a public page. */
export type ArchiveRoute = '/client/report-archives' | '/_public/report-archives';

/**
 * SPEC §2 Report Archives: a search across every report's content, results with their matches marked, the
 * actions each allows, pagination, and the summary and paywall modals. The search and filters live in the URL.
 */
export function ArchivePage({ route }: { route: ArchiveRoute }) {
  const search = useSearch({ from: route });
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const request = archiveRequestOf(search);
  const types = useQuery(reportTypesQueryOptions());
  const summary = useModalItem<ArchiveResult>();
  const paywall = useModalItem<ArchiveResult>();

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
  return (
    <div className={route === '/_public/report-archives' ? `${styles.page} ${styles.public}` : styles.page}>
      <h1 className={styles.title}>Report Archives</h1>
      <ArchiveFilters
        search={search}
        reportTypes={sellable}
        disabled={summary.open}
        onChange={changeSearch}
        onApproach={() => void loadArchiveResults()}
      />

      {request === null ? (
        <div className={styles.results}>
          {signedIn ? (
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
          )}
        </div>
      ) : (
        <Suspense
          fallback={
            <div className={styles.results} aria-busy="true">
              <ResultsLoading label="Searching the archive" />
            </div>
          }
        >
          <ArchiveResults
            request={request}
            search={search}
            reportTypes={types.data}
            reportTypesLoading={types.isPending}
            summary={summary}
            paywall={paywall}
          />
        </Suspense>
      )}
    </div>
  );
}
