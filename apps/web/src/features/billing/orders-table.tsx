import {
  eInvoiceFileName,
  formatSubscriptionDate,
  formatUsd,
  ORDER_KIND_LABELS,
  orderDocument,
  type BillingOrder,
  type OrderDocument,
} from '@firm/domain';
import { Alert, Button, Modal, saveFile, Table, type TableColumn } from '@firm/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api } from '../../lib/api';
import styles from './billing.module.css';
import { failureMessage } from '../../lib/failure-message';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Awaiting payment',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** A file to download: the order's invoice or receipt, as its PDF or (an invoice) its e-invoice. */
interface Download {
  file: OrderDocument;
  xml: boolean;
}

/** How an open order is paid: the checkout's card and bank forms, given by the page's route. */
export type OrderPaymentSlot = (order: BillingOrder, onPaid: (message: string) => void) => ReactNode;

/** The organisation's orders and invoices, newest first: PDFs to download, open ones to pay. */
export function OrdersTable({
  orders,
  payment,
  onChanged,
}: {
  orders: BillingOrder[];
  payment: OrderPaymentSlot;
  onChanged: (message: string) => void;
}) {
  const [paying, setPaying] = useState<BillingOrder | null>(null);
  // The invoice or receipt as a PDF, or an invoice as an EN 16931 e-invoice (XML) for accounts payable's systems.
  const download = useMutation({
    mutationFn: ({ file, xml }: Download) => {
      if (xml) return api.eInvoice(file.number);
      return file.kind === 'invoice' ? api.invoicePdf(file.number) : api.receiptPdf(file.number);
    },
    onSuccess: (blob, { file, xml }) => saveFile(blob, xml ? eInvoiceFileName(file.number) : file.fileName),
  });
  const downloading = (file: OrderDocument, xml: boolean) =>
    download.isPending && download.variables.file.number === file.number && download.variables.xml === xml;

  const columns: TableColumn<BillingOrder>[] = [
    {
      key: 'number',
      header: 'Order',
      rowHeader: true,
      cell: (row) => (
        <>
          {row.number}
          <div className={styles.small}>{row.description}</div>
          {row.po_number ? <div className={styles.small}>PO {row.po_number}</div> : null}
        </>
      ),
    },
    { key: 'kind', header: 'Kind', cell: (row) => ORDER_KIND_LABELS[row.kind] },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          {STATUS_LABELS[row.status] ?? row.status}
          {row.status === 'pending' && row.invoice_due_at ? (
            <div className={styles.small}>Due {formatSubscriptionDate(row.invoice_due_at)}</div>
          ) : null}
        </>
      ),
    },
    { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatUsd(row.total, 'cents') },
    { key: 'date', header: 'Date', cell: (row) => formatSubscriptionDate(row.created_at) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => {
        const file = orderDocument(row);
        return (
          <div className={styles.actions}>
            {file ? (
              <Button
                variant="ghost"
                busy={downloading(file, false)}
                busyLabel="Downloading..."
                onClick={() => download.mutate({ file, xml: false })}
              >
                Download {file.kind}
                <span className="visually-hidden"> {file.number}</span> (PDF)
              </Button>
            ) : null}
            {file?.kind === 'invoice' ? (
              <Button
                variant="ghost"
                busy={downloading(file, true)}
                busyLabel="Downloading..."
                onClick={() => download.mutate({ file, xml: true })}
              >
                E-invoice<span className="visually-hidden"> {file.number}</span> (XML)
              </Button>
            ) : null}
            {row.payable ? (
              <Button variant="secondary" onClick={() => setPaying(row)}>
                Pay<span className="visually-hidden"> order {row.number}</span>
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <>
      {download.isError ? (
        <Alert tone="error">
          {failureMessage(
            download.error,
            `The ${download.variables.xml ? 'e-invoice' : download.variables.file.kind} could not be downloaded. Please try again.`,
          )}
        </Alert>
      ) : null}
      <Table
        caption="Orders and invoices"
        hideCaption
        columns={columns}
        rows={orders}
        rowKey={(row) => row.number}
        emptyMessage="Your organisation has no orders yet."
      />
      {paying ? (
        <Modal open onClose={() => setPaying(null)} title={`Pay order ${paying.number}`}>
          {payment(paying, (message) => {
            setPaying(null);
            onChanged(message);
          })}
        </Modal>
      ) : null}
    </>
  );
}
