import { formatReportDate, type LibraryReport } from '@firm/domain';
import { Modal } from '@firm/ui';
import styles from './summary-modal.module.css';

/** SPEC §4: SUMMARY shows the report's whole summary; search and filters wait while it is open. */
export function SummaryModal({
  report,
  open,
  onClose,
}: {
  report: Pick<LibraryReport, 'report_name' | 'report_type_name' | 'published_at' | 'report_summary'> | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open && report !== null} onClose={onClose} title={report?.report_name ?? 'Summary'}>
      {report ? (
        <>
          <p className={styles.modalMeta}>
            {report.report_type_name} · Published {formatReportDate(report.published_at, 'library')}
          </p>
          <p>{report.report_summary}</p>
        </>
      ) : null}
    </Modal>
  );
}
