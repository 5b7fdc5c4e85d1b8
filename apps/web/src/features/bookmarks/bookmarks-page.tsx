import { pageCount, SUMMARY_WORDS, type Bookmark } from '@firm/domain';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  AdditionalServices,
  CLIENT_ADDITIONAL_SERVICES,
} from '../../components/additional-services/additional-services';
import { ClientReportCard } from '../../components/client-report-card/client-report-card';
import { PaywallModal } from '../../components/paywall/paywall-modal';
import { NoResults, ReportCardList, ResultsLoading } from '../../components/report-results/report-results';
import { ResultsPagination } from '../../components/report-results/results-pagination';
import { SummaryModal } from '../../components/summary-modal/summary-modal';
import { useReportAccess } from '../../data/library';
import { reportTypesQueryOptions } from '../../data/report-types';
import { useModalItem } from '../../lib/use-modal-item';
import { bookmarksQueryOptions, useBookmarkMutation } from '../../data/bookmarks';
import styles from './bookmarks.module.css';

const route = getRouteApi('/client/bookmarks');

const NO_ACCESS: readonly number[] = [];

/**
 * SPEC §2 Bookmarks: the reports the user bookmarked (MM-dd-yyyy dates, 50-word summaries) in the library's grid
 * with the library's actions, pagination and the Additional Services block. Pressing a bookmark removes it from the
 * list at once. There is no search box here, so a report without access always offers its SUMMARY.
 */
export function BookmarksPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const query = useQuery(bookmarksQueryOptions(page));
  const bookmarks = useBookmarkMutation();
  const types = useQuery(reportTypesQueryOptions());
  const summary = useModalItem<Bookmark>();
  const paywall = useModalItem<Bookmark>();
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where focus goes once a removed card has left: the toggle now at its place, or the heading.
  const focusAfterRemoval = useRef<{ id: string; index: number } | null>(null);

  const data = query.error ? undefined : query.data;
  const pages = pageCount(data?.count ?? 0);
  const reportAccess = data?.report_access ?? NO_ACCESS;
  // The bookmarks' answer has no organisation_access: the library's tells which types ask for a seat.
  const { organisationAccess } = useReportAccess();

  // The last bookmark of a later page was removed: show the page before, which still has some.
  useEffect(() => {
    if (data && !query.isPlaceholderData && pages > 0 && page > pages) {
      void navigate({ search: { page: pages === 1 ? undefined : pages }, replace: true });
    }
  }, [data, query.isPlaceholderData, page, pages, navigate]);

  useLayoutEffect(() => {
    const removed = focusAfterRemoval.current;
    if (!removed || data?.data.some((item) => item.id === removed.id)) return;
    focusAfterRemoval.current = null;
    const toggles = list.current?.querySelectorAll<HTMLButtonElement>('button[aria-pressed]') ?? [];
    (toggles[Math.min(removed.index, toggles.length - 1)] ?? heading.current)?.focus();
  });

  const removeAt = (bookmark: Bookmark, index: number) => {
    focusAfterRemoval.current = { id: bookmark.id, index };
    bookmarks.toggle({ reportId: bookmark.report_id, bookmarkId: bookmark.id });
  };

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        Bookmarks
      </h1>

      <div className={styles.results} aria-busy={query.isFetching}>
        {query.isPending ? (
          <ResultsLoading label="Loading your bookmarks" />
        ) : !data || data.data.length === 0 ? (
          <NoResults />
        ) : (
          <ReportCardList ref={list} className={styles.cards} aria-label="Bookmarked reports">
            {data.data.map((bookmark, index) => (
              <ClientReportCard
                key={bookmark.id}
                report={bookmark}
                reportId={bookmark.report_id}
                reportAccess={reportAccess}
                organisationAccess={organisationAccess}
                licensed={data.licensed_reports.includes(bookmark.report_id)}
                offerSummary
                onSummary={summary.show}
                onPurchase={paywall.show}
                dateStyle="bookmarks"
                summaryWords={SUMMARY_WORDS.bookmarks}
                bookmarked
                onBookmarkToggle={() => removeAt(bookmark, index)}
              />
            ))}
          </ReportCardList>
        )}
      </div>

      <ResultsPagination
        label="Bookmarks pages"
        page={Math.min(page, Math.max(pages, 1))}
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
