import { statementFileName, type StatementFormat } from '@firm/domain';
import { Alert, Button, saveFile } from '@firm/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import styles from './clients.module.css';

const FORMATS: { format: StatementFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'csv', label: 'CSV' },
];

/**
 * The organisation's statement of account (issue 46) for finance and admins: every invoice, payment, credit note and
 * refund with the balance after each, and its open and overdue invoices; as a PDF or a CSV.
 */
export function StatementSection({ clientId }: { clientId: string }) {
  const download = useMutation({
    mutationFn: (format: StatementFormat) => api.admin.clientStatement(clientId, format),
    onSuccess: (blob, format) => saveFile(blob, statementFileName(new Date(), format)),
  });
  return (
    <section className={styles.section} aria-labelledby="statement-heading">
      <h2 id="statement-heading">Statement of account</h2>
      <p>
        Invoices, payments, credit notes and refunds with the balance after each; open and overdue invoices.
      </p>
      {download.isError ? (
        <Alert tone="error">
          {errorMessage(download.error, 'The statement could not be downloaded. Please try again.')}
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
    </section>
  );
}
