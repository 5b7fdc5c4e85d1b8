import {
  CREDIT_NOTE_REASON_LABELS,
  creditNoteFileName,
  formatSubscriptionDate,
  formatUsd,
  type CreditNote,
} from '@firm/domain';
import { Alert, Button, saveFile, Table, type TableColumn } from '@firm/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { failureMessage } from '../../lib/failure-message';
import styles from './billing.module.css';

/**
 * The organisation's credit notes (issue 46), newest first: what each credits against which invoice (or order), and
 * its PDF. An issued invoice is never changed; these are what correct it.
 */
export function CreditNotesTable({ creditNotes }: { creditNotes: CreditNote[] }) {
  const pdf = useMutation({
    mutationFn: (number: string) => api.creditNotePdf(number),
    onSuccess: (blob, number) => saveFile(blob, creditNoteFileName(number)),
  });

  const columns: TableColumn<CreditNote>[] = [
    { key: 'number', header: 'Credit note', rowHeader: true, cell: (row) => row.number },
    {
      key: 'corrects',
      header: 'Corrects',
      cell: (row) => (row.invoice_number ? `Invoice ${row.invoice_number}` : `Order ${row.order_number}`),
    },
    { key: 'reason', header: 'Reason', cell: (row) => CREDIT_NOTE_REASON_LABELS[row.reason] },
    { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatUsd(row.amount, 'cents') },
    { key: 'date', header: 'Date', cell: (row) => formatSubscriptionDate(row.issued_at) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <div className={styles.actions}>
          <Button
            variant="ghost"
            busy={pdf.isPending && pdf.variables === row.number}
            busyLabel="Downloading..."
            onClick={() => pdf.mutate(row.number)}
          >
            Download credit note<span className="visually-hidden"> {row.number}</span> (PDF)
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      {pdf.isError ? (
        <Alert tone="error">
          {failureMessage(pdf.error, 'The credit note could not be downloaded. Please try again.')}
        </Alert>
      ) : null}
      <Table
        caption="Credit notes"
        hideCaption
        columns={columns}
        rows={creditNotes}
        rowKey={(row) => row.number}
        emptyMessage="Your organisation has no credit notes."
      />
    </>
  );
}
