import {
  ARCHIVE_OPEN_PAGES,
  isClientSession,
  pageCount,
  type ArchiveRequest,
  type ArchiveResult,
  type ReportType,
} from '@firm/domain';
import { Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PaywallModal } from '../../components/paywall/paywall-modal';
import { NoResults, ReportCardList, ResultsLoading } from '../../components/report-results/report-results';
import { ResultsPagination } from '../../components/report-results/results-pagination';
import { SummaryModal } from '../../components/summary-modal/summary-modal';
import { archiveQueryOptions } from '../../data/archive';
import { useReportAccess } from '../../data/library';
import { useSession } from '../../data/session';
import type { useModalItem } from '../../lib/use-modal-item';
import { archiveCountLabel } from './archive-count';
import { archiveRefusalOf } from './archive-refusal';
import { ArchiveResultCard } from './archive-result-card';
import type { ArchiveSearch } from './archive-search';
import styles from './archives.module.css';

const NO_ACCESS: readonly number[] = [];

/** Under a capped count (docs/decisions/007): why paging does not reach every match. */
const CAPPED_NOTE = `Reports you cannot open are listed on the first ${ARCHIVE_OPEN_PAGES} pages only. Narrow the search to find others.`;

/** 'Save this search' (issue 42): loaded only for a signed-in client, so a visitor's search never asks for it. */
const SaveSearch = lazy(() => import('./save-search').then((module) => ({ default: module.SaveSearch })));

type ModalItem = ReturnType<typeof useModalItem<ArchiveResult>>;

export interface ArchiveResultsProps {
  request: ArchiveRequest;
  search: ArchiveSearch;
  /** The catalogue, for the paywall's plans. */
  reportTypes: readonly ReportType[] | undefined;
  reportTypesLoading: boolean;
  summary: ModalItem;
  paywall: ModalItem;
}

/**
 * The results of a search (SPEC §2 Report Archives): the count, the reports with their matches marked and the
 * actions each allows, pagination, and the summary and paywall modals. A module of its own: a page opened without a
 * search loads it when the visitor first turns to the search (archive-page.tsx).
 */
export function ArchiveResults({
  request,
  search,
  reportTypes,
  reportTypesLoading,
  summary,
  paywall,
}: ArchiveResultsProps) {
  const query = useQuery(archiveQueryOptions(request));
  // A visitor has none: every result without access offers PURCHASE.
  const { organisationAccess } = useReportAccess();
  const refusal = archiveRefusalOf(query.error);
  const data = query.error ? undefined : query.data;
  const page = search.page ?? 1;
  const pages = pageCount(data?.data.count ?? 0);
  const client = isClientSession(useSession());
  return (
    <>
      {client ? (
        <Suspense fallback={null}>
          {/* A new search starts without the last one's answer. */}
          <SaveSearch
            key={`${request.pdf_search}\n${search.report_type_name ?? ''}`}
            pdfSearch={request.pdf_search}
            reportTypeName={search.report_type_name}
          />
        </Suspense>
      ) : null}
      <div className={styles.results} aria-busy={query.isFetching}>
        {query.isPending ? (
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

      <ResultsPagination
        className={styles.pagination}
        label="Report Archives pages"
        page={page}
        pageCount={pages}
      />

      <SummaryModal report={summary.item} open={summary.open} onClose={summary.close} />
      <PaywallModal
        report={paywall.item}
        open={paywall.open}
        onClose={paywall.close}
        reportTypes={reportTypes ?? []}
        plansLoading={reportTypesLoading}
        // PURCHASE is offered only on results the caller may not open.
        reportAccess={NO_ACCESS}
      />
    </>
  );
}
