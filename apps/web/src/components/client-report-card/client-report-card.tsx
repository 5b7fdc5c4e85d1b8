import { formatReportDate, truncateWords, type LibraryReport, type REPORT_DATE_FORMATS } from '@firm/domain';
import { Button, ReportCard, VisuallyHidden } from '@firm/ui';
import { openReportFile } from '../../lib/open-report-file';
import { seatState } from '../../lib/seat-state';
import { AskForSeat } from './ask-for-seat';
import { reportCardBadge } from './report-card-badge';

/** What a card needs of a report; the library's reports and the bookmarks both have it. */
export type ClientCardReport = Pick<
  LibraryReport,
  | 'report_name'
  | 'report_summary'
  | 'published_at'
  | 'report_type'
  | 'report_type_name'
  | 'subscription_status'
>;

export interface ClientReportCardProps<Report extends ClientCardReport> {
  report: Report;
  /** The report's id, for its file (a bookmark's own id is another). */
  reportId: number;
  /** The report type ids the caller may open (SPEC §3 report_access). */
  reportAccess: readonly number[];
  /** The report type ids the organisation runs, seat or not (issue 15): these ask for a seat, not a purchase. */
  organisationAccess: readonly number[];
  /** The organisation bought this report alone and the caller opens it (issue 44: licensed_reports). */
  licensed?: boolean;
  /** Whether a report without access offers its SUMMARY (the library: only while a search term is entered). */
  offerSummary: boolean;
  onSummary: (report: Report) => void;
  onPurchase: (report: Report) => void;
  /** SPEC §9: M.d.yy in the library, MM-dd-yyyy in bookmarks. */
  dateStyle: keyof typeof REPORT_DATE_FORMATS;
  /** SPEC §9: the summary's length in words. */
  summaryWords: number;
  /** 2 where the cards come right under the page's heading (the default), 3 inside a section. */
  headingLevel?: 2 | 3;
  bookmarked: boolean;
  bookmarkBusy?: boolean;
  onBookmarkToggle: () => void;
  /** It came after the reader's previous visit: a 'New' badge (issue 42). */
  isNew?: boolean;
}

/**
 * One report in the client's lists (Report Library, Bookmarks, the landing's newest reports), with SPEC §4's card
 * actions: with access DOWNLOAD and OPEN; without, SUMMARY (when offered) and PURCHASE, or, when the organisation
 * runs the type without a seat for the user, 'Ask your administrator for a seat' (issue 15). A report the
 * organisation bought alone opens as a seat's does (issue 44). Its report type is the
 * eyebrow, since the lists put every type in one grid; an ended subscription shows an 'Expired' badge.
 */
export function ClientReportCard<Report extends ClientCardReport>({
  report,
  reportId,
  reportAccess,
  organisationAccess,
  licensed = false,
  offerSummary,
  onSummary,
  onPurchase,
  dateStyle,
  summaryWords,
  headingLevel = 2,
  bookmarked,
  bookmarkBusy = false,
  onBookmarkToggle,
  isNew = false,
}: ClientReportCardProps<Report>) {
  // Many cards have the same buttons: the report's name tells them apart for screen readers.
  const about = <VisuallyHidden> {report.report_name}</VisuallyHidden>;
  const seat = licensed ? 'seated' : seatState(report.report_type, reportAccess, organisationAccess);
  const actions =
    seat === 'seated' ? (
      <>
        <Button onClick={() => openReportFile(reportId, 'download')}>DOWNLOAD{about}</Button>
        <Button variant="secondary" onClick={() => openReportFile(reportId, 'view')}>
          OPEN{about}
        </Button>
      </>
    ) : (
      <>
        {offerSummary ? (
          <Button variant="secondary" onClick={() => onSummary(report)}>
            SUMMARY{about}
          </Button>
        ) : null}
        {seat === 'ask-for-seat' ? (
          <AskForSeat subject={`to open ${report.report_name}`} />
        ) : (
          <Button onClick={() => onPurchase(report)}>PURCHASE{about}</Button>
        )}
      </>
    );

  return (
    <ReportCard
      as="li"
      headingLevel={headingLevel}
      eyebrow={report.report_type_name}
      badge={reportCardBadge(report.subscription_status, isNew)}
      title={report.report_name}
      date={formatReportDate(report.published_at, dateStyle)}
      dateTime={report.published_at?.slice(0, 10)}
      summary={<p>{truncateWords(report.report_summary, summaryWords)}</p>}
      actions={actions}
      bookmarked={bookmarked}
      bookmarkBusy={bookmarkBusy}
      onBookmarkToggle={onBookmarkToggle}
    />
  );
}
