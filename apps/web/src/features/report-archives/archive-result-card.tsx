import {
  formatReportDate,
  highlightPieces,
  SUMMARY_WORDS,
  truncateWords,
  type ArchiveResult,
} from '@firm/domain';
import { Button, HighlightedText, ReportCard, VisuallyHidden } from '@firm/ui';
import { AskForSeat } from '../../components/client-report-card/ask-for-seat';
import { openReportFile } from '../../lib/open-report-file';
import { useBookmarkMutation } from '../../data/bookmarks';
import styles from './archives.module.css';

export interface ArchiveResultCardProps {
  result: ArchiveResult;
  onSummary: (result: ArchiveResult) => void;
  onPurchase: (result: ArchiveResult) => void;
  /** The types the signed-in user's organisation runs, seat or not (issue 15): these ask for a seat. */
  organisationAccess: readonly number[];
}

/**
 * One report found in the archive (SPEC §2): its type, name, M.d.yy date, a 100-word summary, where its content
 * matched (the matched words marked), and the actions it allows: DOWNLOAD and OPEN when the caller may open it,
 * otherwise SUMMARY and PURCHASE, or 'Ask your administrator for a seat' when the organisation runs the type
 * without a seat for the user (issue 15). The bookmark toggle sends a visitor to /login (SPEC §5).
 */
export function ArchiveResultCard({
  result,
  onSummary,
  onPurchase,
  organisationAccess,
}: ArchiveResultCardProps) {
  const bookmark = useBookmarkMutation();
  // Many cards have the same buttons: the report's name tells them apart for screen readers.
  const about = <VisuallyHidden> {result.report_name}</VisuallyHidden>;
  const actions = result.can_open ? (
    <>
      <Button onClick={() => openReportFile(result.id, 'download')}>DOWNLOAD{about}</Button>
      <Button variant="secondary" onClick={() => openReportFile(result.id, 'view')}>
        OPEN{about}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={() => onSummary(result)}>
        SUMMARY{about}
      </Button>
      {organisationAccess.includes(result.report_type) ? (
        <AskForSeat subject={`to open ${result.report_name}`} />
      ) : (
        <Button onClick={() => onPurchase(result)}>PURCHASE{about}</Button>
      )}
    </>
  );

  return (
    <ReportCard
      as="li"
      // The results are not grouped: each report's name comes right under the page's heading.
      headingLevel={2}
      eyebrow={result.report_type_name}
      title={result.report_name}
      date={formatReportDate(result.published_at, 'library')}
      dateTime={result.published_at?.slice(0, 10)}
      summary={
        <>
          <p>{truncateWords(result.report_summary, SUMMARY_WORDS.archives)}</p>
          {result.highlights.length > 0 ? (
            <ul className={styles.matches} aria-label={`Where ${result.report_name} matches`}>
              {result.highlights.map((highlight, index) => (
                <li key={index}>
                  <HighlightedText as="span" pieces={highlightPieces(highlight)} />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      }
      actions={actions}
      bookmarked={result.bookmark_id !== null}
      bookmarkBusy={bookmark.busy}
      onBookmarkToggle={() => bookmark.toggle({ reportId: result.id, bookmarkId: result.bookmark_id })}
    />
  );
}
