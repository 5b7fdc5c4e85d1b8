import { formatReportDate, hasAccess, SUMMARY_WORDS, truncateWords, type LibraryReport } from '@firm/domain';
import { Button, ReportCard, VisuallyHidden } from '@firm/ui';
import { openReportFile } from '../../lib/open-report-file';
import { useBookmarkToggle } from '../../lib/use-bookmark-toggle';

export interface LibraryReportCardProps {
  report: LibraryReport;
  reportAccess: readonly number[];
  /** A search term is applied: reports without access offer their SUMMARY. */
  searching: boolean;
  onSummary: (report: LibraryReport) => void;
  onPurchase: (report: LibraryReport) => void;
}

/**
 * One report of the library (SPEC §4 report card action): with access DOWNLOAD and OPEN; without, SUMMARY (only
 * while a search term is entered) and PURCHASE. Name, M.d.yy date, a 50-word summary and the bookmark toggle.
 */
export function LibraryReportCard({
  report,
  reportAccess,
  searching,
  onSummary,
  onPurchase,
}: LibraryReportCardProps) {
  const bookmark = useBookmarkToggle(report);
  // Many cards have the same buttons: the report's name tells them apart for screen readers.
  const about = <VisuallyHidden> {report.report_name}</VisuallyHidden>;
  const actions = hasAccess(reportAccess, report.report_type) ? (
    <>
      <Button onClick={() => openReportFile(report.id, 'download')}>DOWNLOAD{about}</Button>
      <Button variant="secondary" onClick={() => openReportFile(report.id, 'view')}>
        OPEN{about}
      </Button>
    </>
  ) : (
    <>
      {searching ? (
        <Button variant="secondary" onClick={() => onSummary(report)}>
          SUMMARY{about}
        </Button>
      ) : null}
      <Button onClick={() => onPurchase(report)}>PURCHASE{about}</Button>
    </>
  );

  return (
    <ReportCard
      as="li"
      title={report.report_name}
      date={formatReportDate(report.published_at, 'library')}
      dateTime={report.published_at?.slice(0, 10)}
      summary={<p>{truncateWords(report.report_summary, SUMMARY_WORDS.library)}</p>}
      actions={actions}
      bookmarked={report.bookmark_id !== null}
      bookmarkBusy={bookmark.busy}
      onBookmarkToggle={bookmark.toggle}
    />
  );
}
