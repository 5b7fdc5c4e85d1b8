import { formatLongDate, formatUsd, SUMMARY_WORDS, truncateWords, type ArchivedReport } from '@firm/domain';
import { Alert, Button, buttonClassName, ReportCard, VisuallyHidden } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import styles from './services.module.css';

export interface ArchivedReportCardProps {
  report: ArchivedReport;
  /** The report is in the caller's cart: a link to the cart instead of the button. */
  inCart: boolean;
  /** Adding this report is under way. */
  busy: boolean;
  /** Why adding this report was refused, if it was. */
  error: string | null;
  onAdd: () => void;
}

/**
 * One report of the archive on /individual-reports (issue 44): its type, date, name and public summary (its first
 * 50 words, as the library shows it), its price
 * alone, and ADD TO CART (or the cart, once it is there). A type not sold report by report asks for a quote.
 */
export function ArchivedReportCard({ report, inCart, busy, error, onAdd }: ArchivedReportCardProps) {
  const about = <VisuallyHidden> {report.report_name}</VisuallyHidden>;
  const actions =
    report.price === null ? (
      <Link to="/contact" className={buttonClassName('secondary')}>
        ASK FOR A PRICE{about}
      </Link>
    ) : inCart ? (
      <Link to="/checkout" className={buttonClassName('secondary')}>
        IN YOUR CART{about}
      </Link>
    ) : (
      <Button onClick={onAdd} disabled={busy} aria-busy={busy || undefined}>
        ADD TO CART{about}
      </Button>
    );
  return (
    <ReportCard
      as="li"
      headingLevel={3}
      eyebrow={report.report_type_name}
      title={report.report_name}
      date={formatLongDate(report.published_at)}
      dateTime={report.published_at}
      summary={
        <>
          <p>{truncateWords(report.report_summary, SUMMARY_WORDS.library)}</p>
          <p className={styles.reportPrice}>
            {report.price !== null ? formatUsd(report.price, 'cents') : 'Price on request'}
          </p>
          {error ? <Alert tone="error">{error}</Alert> : null}
        </>
      }
      actions={actions}
    />
  );
}
