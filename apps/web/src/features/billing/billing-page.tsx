import { BillingViewMessages } from '@firm/domain';
import { Alert, Button, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useSession } from '../../data/session';
import { billingProfileQueryOptions, billingQueryOptions, useRefreshBilling } from '../../data/billing';
import { BillingDetailsSection } from './billing-details-section';
import { CreditNotesTable } from './credit-notes-table';
import { OrdersTable, type OrderPaymentSlot } from './orders-table';
import { StatementDownloads } from './statement-downloads';
import { SubscriptionsTable } from './subscriptions-table';
import styles from './billing.module.css';

export const BILLING_LOAD_FAILED = 'Billing could not be loaded. Please try again.';

/**
 * The billing view under Profile (issue 17): the organisation's subscriptions and its orders and invoices, for the
 * owner, admins and billing members; owners and admins switch auto-renew and change tiers; all three keep the
 * billing details invoices are made out to (issue 46). A member is told it is
 * not for them. Every change's message is announced in one status line.
 */
export function BillingPage({ payment }: { payment: OrderPaymentSlot }) {
  const { id } = useSession();
  const query = useQuery(billingQueryOptions(id));
  // Whether the organisation requires a purchase order (issue 46): renewals without one say so.
  const profile = useQuery(billingProfileQueryOptions(id));
  const refresh = useRefreshBilling();
  const [notice, setNotice] = useState({ text: '', count: 0 });
  const announce = useCallback(
    (text: string) => {
      setNotice((previous) => ({ text, count: previous.count + 1 }));
      void refresh();
    },
    [refresh],
  );

  const forbidden = query.error && 'status' in query.error && query.error.status === 403;
  const overview = query.data;

  return (
    <div className={styles.page}>
      <p>
        <Link to="/client/profile">Back to profile</Link>
      </p>
      <section aria-labelledby="billing-title" className={styles.section}>
        <h1 id="billing-title" className={styles.heading}>
          Billing
        </h1>
        <p role="status" className={notice.text ? styles.notice : 'visually-hidden'}>
          <span key={notice.count}>{notice.text}</span>
        </p>
        {query.isPending ? (
          <Spinner label="Loading billing" />
        ) : forbidden ? (
          <Alert tone="info" title="Billing is not available">
            <p>{BillingViewMessages.notBilling}</p>
          </Alert>
        ) : !overview ? (
          <Alert tone="error">
            <p>{BILLING_LOAD_FAILED}</p>
            <Button variant="ghost" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <>
            {overview.may_change ? null : <p className={styles.lead}>{BillingViewMessages.notYours}</p>}
            <h2 className={styles.subheading}>Subscriptions</h2>
            <SubscriptionsTable
              overview={overview}
              poRequired={profile.data?.profile?.po_required ?? false}
              onChanged={announce}
            />
            <h2 className={styles.subheading}>Orders and invoices</h2>
            <OrdersTable orders={overview.orders} payment={payment} onChanged={announce} />
            <h2 className={styles.subheading}>Credit notes</h2>
            <CreditNotesTable creditNotes={overview.credit_notes} />
            <h2 className={styles.subheading}>Statement of account</h2>
            <StatementDownloads />
            <h2 className={styles.subheading}>Billing details</h2>
            <BillingDetailsSection onSaved={announce} />
          </>
        )}
      </section>
    </div>
  );
}
