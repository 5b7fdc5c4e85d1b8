import {
  formatCents,
  formatEventTime,
  leftToCreditCents,
  eInvoiceFileName,
  orderDocument,
  STAFF_ACTION_LABELS,
  tierLabel,
  type AdminOrderDetail,
  type OrderDocument,
} from '@firm/domain';
import { Alert, Button, saveFile } from '@firm/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { orderQueryOptions } from '../../data/orders';
import { staffMeQueryOptions } from '../../data/staff';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { CreditNoteDialog } from './credit-note-dialog';
import { CreditNotesSection } from './credit-notes-section';
import { OrderActionDialog, type OrderActionKind } from './order-action-dialog';
import { formatDay, isLateFee, kindLabel, methodLabel, statusLabel } from './order-labels';
import listStyles from '../../components/list-page.module.css';
import tableStyles from '../../components/list-table.module.css';
import styles from './orders.module.css';
import { mayWrite } from '../../lib/access';

const route = getRouteApi('/orders/$number');

const EVENT_LABELS: Record<AdminOrderDetail['timeline'][number]['kind'], string> = {
  placed: 'Placed',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** What staff may do to the order as it is now. */
function actionsFor(order: AdminOrderDetail): OrderActionKind[] {
  if (order.method === 'invoice' && order.status === 'pending') return ['mark-paid', 'resend', 'void'];
  if (order.method === 'card' && order.status === 'paid' && order.payment.intent_id) return ['refund'];
  return [];
}

const ACTION_LABELS: Record<OrderActionKind, string> = {
  'mark-paid': 'Mark invoice paid',
  resend: 'Send invoice again',
  void: 'Void invoice',
  refund: 'Refund payment',
};

/** One order: its items and amounts, buyer, payment, invoice, what happened to it, and what staff may do. */
export function OrderPage() {
  const { number } = route.useParams();
  const { data: order } = useSuspenseQuery(orderQueryOptions(number));
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  const [action, setAction] = useState<OrderActionKind | null>(null);
  const [crediting, setCrediting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // The invoice or receipt as a PDF, or an invoice as its EN 16931 e-invoice (XML), as the client downloads them.
  const download = useMutation({
    mutationFn: ({ file, xml }: { file: OrderDocument; xml: boolean }) => {
      if (xml) return api.admin.eInvoice(file.number);
      return file.kind === 'invoice' ? api.admin.invoicePdf(file.number) : api.admin.receiptPdf(file.number);
    },
    onSuccess: (blob, { file, xml }) => saveFile(blob, xml ? eInvoiceFileName(file.number) : file.fileName),
  });
  const downloading = (xml: boolean) => download.isPending && download.variables.xml === xml;
  const file = orderDocument(order);
  const mayAct = mayWrite(me, 'orders');
  const actions = mayAct ? actionsFor(order) : [];
  // A paid order takes credit notes for parts of it until they give back its total (issue 46).
  const leftCents = leftToCreditCents(order);
  const mayCredit = mayAct && order.status === 'paid' && leftCents > 0;

  return (
    <div className={listStyles.page}>
      <title>{`Order ${order.number} | Back office`}</title>
      <p>
        <Link to="/orders">Back to orders</Link>
      </p>
      <h1>Order {order.number}</h1>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {actions.length > 0 || mayCredit || file ? (
        <div className={styles.actions}>
          {actions.map((kind) => (
            <Button
              key={kind}
              variant={kind === 'mark-paid' ? 'primary' : 'secondary'}
              onClick={() => {
                setDone(null);
                setAction(kind);
              }}
            >
              {kind === 'void' && isLateFee(order) ? 'Waive late fee' : ACTION_LABELS[kind]}
            </Button>
          ))}
          {mayCredit ? (
            <Button
              variant="secondary"
              onClick={() => {
                setDone(null);
                setCrediting(true);
              }}
            >
              Issue a credit note
            </Button>
          ) : null}
          {file ? (
            <Button
              variant="ghost"
              busy={downloading(false)}
              busyLabel="Downloading..."
              onClick={() => download.mutate({ file, xml: false })}
            >
              Download {file.kind} PDF
            </Button>
          ) : null}
          {file?.kind === 'invoice' ? (
            <Button
              variant="ghost"
              busy={downloading(true)}
              busyLabel="Downloading..."
              onClick={() => download.mutate({ file, xml: true })}
            >
              Download e-invoice (XML)
            </Button>
          ) : null}
        </div>
      ) : null}
      {download.isError ? (
        <Alert tone="error">
          {errorMessage(
            download.error,
            `The ${download.variables.xml ? 'e-invoice' : download.variables.file.kind} could not be downloaded. Please try again.`,
          )}
        </Alert>
      ) : null}
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="order-summary">
          <h2 id="order-summary">Summary</h2>
          <dl className={styles.fields}>
            <dt>Status</dt>
            <dd>{statusLabel(order)}</dd>
            <dt>Kind</dt>
            <dd>{kindLabel(order.kind)}</dd>
            <dt>Method</dt>
            <dd>{methodLabel(order.method)}</dd>
            <dt>Placed</dt>
            <dd>{formatEventTime(order.created_at)}</dd>
            <dt>Organisation</dt>
            <dd>{order.organisation}</dd>
            <dt>Buyer</dt>
            <dd>
              {order.buyer.name} ({order.buyer.email})
            </dd>
            <dt>Purchase order</dt>
            <dd>{order.po_number ?? 'None'}</dd>
          </dl>
        </section>
        <section className={styles.section} aria-labelledby="order-amounts">
          <h2 id="order-amounts">Amounts</h2>
          <dl className={styles.fields}>
            <dt>Subtotal</dt>
            <dd>{formatCents(order.subtotal_cents)}</dd>
            <dt>Discount</dt>
            <dd>
              {formatCents(order.discount_cents)}
              {order.coupon ? ` (code ${order.coupon})` : ''}
            </dd>
            {order.tax?.lines.map((line) => (
              <Fragment key={line.label}>
                <dt>{line.label}</dt>
                <dd>{formatCents(line.amount_cents)}</dd>
              </Fragment>
            ))}
            {order.tax?.note ? (
              <>
                <dt>Tax note</dt>
                <dd>{order.tax.note}</dd>
              </>
            ) : null}
            <dt>Total</dt>
            <dd>{formatCents(order.total_cents)}</dd>
            {order.credit_notes.length > 0 ? (
              <>
                <dt>Credited</dt>
                <dd>{formatCents(order.total_cents - leftCents)}</dd>
                <dt>Net of credit notes</dt>
                <dd>{formatCents(leftCents)}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className={styles.section} aria-labelledby="order-payment">
          <h2 id="order-payment">Payment</h2>
          <dl className={styles.fields}>
            <dt>Provider</dt>
            <dd>{order.payment.provider ?? '—'}</dd>
            <dt>Payment intent</dt>
            <dd>{order.payment.intent_id ?? '—'}</dd>
            <dt>Paid</dt>
            <dd>{order.payment.paid_at ? formatEventTime(order.payment.paid_at) : '—'}</dd>
            {order.payment.refund_id ? (
              <>
                <dt>Refund</dt>
                <dd>
                  {order.payment.refund_id} on {formatEventTime(order.payment.refunded_at)}
                </dd>
              </>
            ) : null}
            {order.payment.failure_message ? (
              <>
                <dt>Note</dt>
                <dd>{order.payment.failure_message}</dd>
              </>
            ) : null}
            {order.invoice_number ? (
              <>
                <dt>Invoice</dt>
                <dd>
                  {order.invoice_number}, due {formatDay(order.invoice_due_at)}
                  {order.overdue ? ' (overdue)' : ''}
                </dd>
              </>
            ) : null}
          </dl>
        </section>
        {order.invoiced_to ? (
          <section className={styles.section} aria-labelledby="order-invoiced-to">
            <h2 id="order-invoiced-to">Invoiced to</h2>
            <dl className={styles.fields}>
              <dt>Legal name</dt>
              <dd>{order.invoiced_to.legal_name}</dd>
              <dt>Address</dt>
              <dd>
                {order.invoiced_to.address_lines.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </dd>
              <dt>Tax ID</dt>
              <dd>{order.invoiced_to.tax_id ?? 'None'}</dd>
              <dt>Accounts payable</dt>
              <dd>{order.invoiced_to.ap_emails.join(', ')}</dd>
            </dl>
          </section>
        ) : null}
        {order.billing ? (
          <section className={styles.section} aria-labelledby="order-billing">
            <h2 id="order-billing">Billing details</h2>
            <dl className={styles.fields}>
              <dt>Name</dt>
              <dd>{order.billing.username}</dd>
              <dt>Company</dt>
              <dd>{order.billing.company}</dd>
              <dt>Email</dt>
              <dd>{order.billing.email}</dd>
              <dt>Country</dt>
              <dd>
                {order.billing.country}
                {order.billing.zipcode ? ` ${order.billing.zipcode}` : ''}
              </dd>
            </dl>
          </section>
        ) : null}
      </div>
      <CreditNotesSection creditNotes={order.credit_notes} />
      <section className={styles.section} aria-labelledby="order-items">
        <h2 id="order-items">Items</h2>
        <div className={tableStyles.scroller}>
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">Report type</th>
                <th scope="col">Tier</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item, index) => (
                <tr key={item.report_type_id ?? `line-${index}`}>
                  <td>{item.report_type_name}</td>
                  <td>{item.tier ? tierLabel(item.tier) : '—'}</td>
                  <td>{formatCents(item.price_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="order-events">
        <h2 id="order-events">Events</h2>
        <ol className={styles.events}>
          {order.timeline.map((event) => (
            <li key={`${event.kind}-${event.at}`}>
              {formatEventTime(event.at)}: {EVENT_LABELS[event.kind]}
              {event.note ? ` (${event.note})` : ''}
            </li>
          ))}
          {order.audit.map((entry) => (
            <li key={entry.id}>
              {formatEventTime(entry.occurred_at)}: {STAFF_ACTION_LABELS[entry.action]} by {entry.staff_email}
              {entry.reason ? `: “${entry.reason}”` : ''}
            </li>
          ))}
        </ol>
      </section>
      <OrderActionDialog
        order={order}
        action={action}
        onClose={() => setAction(null)}
        onDone={(message) => {
          setAction(null);
          setDone(message);
        }}
      />
      <CreditNoteDialog
        order={order}
        open={crediting}
        onClose={() => setCrediting(false)}
        onDone={(message) => {
          setCrediting(false);
          setDone(message);
        }}
      />
    </div>
  );
}
