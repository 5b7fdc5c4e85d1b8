import { isNewSince, SUMMARY_WORDS, type LibraryReport } from '@firm/domain';
import { ClientReportCard } from './client-report-card';
import { useBookmarkMutation } from '../../data/bookmarks';

export interface LibraryReportCardProps {
  report: LibraryReport;
  reportAccess: readonly number[];
  /** The types the organisation runs, seat or not (the library's organisation_access). */
  organisationAccess: readonly number[];
  /**
   * The reports on the page the caller opens through the organisation's single-report licences (issue 44); none
   * where only the reports of the caller's seats are listed.
   */
  licensedReports?: readonly number[];
  /** A search term is applied: reports without access offer their SUMMARY. */
  searching: boolean;
  onSummary: (report: LibraryReport) => void;
  onPurchase: (report: LibraryReport) => void;
  /** 2 where the cards come right under the page's heading (the default), 3 inside a section. */
  headingLevel?: 2 | 3;
  /** When the reader's previous visit began: a report that came since is 'New' (issue 42). */
  previousVisitAt?: string | null | undefined;
}

/**
 * One report of the library (the Report Library, and the landing's newest reports): M.d.yy date, a 50-word
 * summary, SPEC §4's actions and the bookmark toggle.
 */
export function LibraryReportCard({
  report,
  reportAccess,
  organisationAccess,
  licensedReports,
  searching,
  onSummary,
  onPurchase,
  headingLevel,
  previousVisitAt,
}: LibraryReportCardProps) {
  const bookmark = useBookmarkMutation();
  return (
    <ClientReportCard
      report={report}
      reportId={report.id}
      reportAccess={reportAccess}
      organisationAccess={organisationAccess}
      licensed={licensedReports?.includes(report.id) ?? false}
      offerSummary={searching}
      onSummary={onSummary}
      onPurchase={onPurchase}
      dateStyle="library"
      summaryWords={SUMMARY_WORDS.library}
      headingLevel={headingLevel}
      bookmarked={report.bookmark_id !== null}
      bookmarkBusy={bookmark.busy}
      onBookmarkToggle={() => bookmark.toggle({ reportId: report.id, bookmarkId: report.bookmark_id })}
      isNew={isNewSince(report.added_at, previousVisitAt)}
    />
  );
}
