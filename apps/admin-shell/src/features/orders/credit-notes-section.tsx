import {
  CREDIT_NOTE_REASON_LABELS,
  creditNoteFileName,
  formatEventTime,
  formatUsd,
  type CreditNote,
} from '@firm/domain';
import { Alert, Button, saveFile } from '@firm/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import tableStyles from '../../components/list-table.module.css';
import styles from './orders.module.css';

/** The credit notes that correct an order (issue 46): refunds, a voided invoice's, price corrections; each with its PDF. */
export function CreditNotesSection({ creditNotes }: { creditNotes: CreditNote[] }) {
  const pdf = useMutation({
    mutationFn: (number: string) => api.admin.creditNotePdf(number),
    onSuccess: (blob, number) => saveFile(blob, creditNoteFileName(number)),
  });
  if (creditNotes.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="order-credit-notes">
      <h2 id="order-credit-notes">Credit notes</h2>
      {pdf.isError ? (
        <Alert tone="error">
          {errorMessage(pdf.error, 'The credit note could not be downloaded. Please try again.')}
        </Alert>
      ) : null}
      <div className={tableStyles.scroller}>
        <table className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">Credit note</th>
              <th scope="col">Reason</th>
              <th scope="col">Amount</th>
              <th scope="col">Issued</th>
              <th scope="col">PDF</th>
            </tr>
          </thead>
          <tbody>
            {creditNotes.map((note) => (
              <tr key={note.number}>
                <td>{note.number}</td>
                <td>{CREDIT_NOTE_REASON_LABELS[note.reason]}</td>
                <td>{formatUsd(note.amount, 'cents')}</td>
                <td>{formatEventTime(note.issued_at)}</td>
                <td>
                  <Button
                    variant="ghost"
                    busy={pdf.isPending && pdf.variables === note.number}
                    busyLabel="Downloading..."
                    onClick={() => pdf.mutate(note.number)}
                  >
                    Download credit note<span className="visually-hidden"> {note.number}</span> PDF
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
