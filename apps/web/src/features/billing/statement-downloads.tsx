import { statementFileName, type StatementFormat } from '@firm/domain';
import { Alert, Button, saveFile } from '@firm/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { failureMessage } from '../../lib/failure-message';
import styles from './billing.module.css';

const FORMATS: { format: StatementFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'csv', label: 'CSV' },
];

/**
 * The organisation's statement of account (issue 46): every invoice, payment, credit note and refund with the balance
 * after each, and what is open or overdue, drawn on the server when asked; as a PDF or, for the accountant, a CSV.
 */
export function StatementDownloads() {
  const download = useMutation({
    mutationFn: (format: StatementFormat) => api.statement(format),
    onSuccess: (blob, format) => saveFile(blob, statementFileName(new Date(), format)),
  });
  return (
    <>
      <p className={styles.lead}>
        Every invoice, payment, credit note and refund of your organisation, with the balance after each and
        what is open or overdue today.
      </p>
      {download.isError ? (
        <Alert tone="error">
          <p>{failureMessage(download.error, 'The statement could not be downloaded. Please try again.')}</p>
        </Alert>
      ) : null}
      <div className={styles.actions}>
        {FORMATS.map(({ format, label }) => (
          <Button
            key={format}
            variant="secondary"
            busy={download.isPending && download.variables === format}
            busyLabel="Downloading..."
            onClick={() => download.mutate(format)}
          >
            Download statement ({label})
          </Button>
        ))}
      </div>
    </>
  );
}
