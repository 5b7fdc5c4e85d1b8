import { Alert, Button, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FactList } from '../../components/profile-panel/fact-list';
import { billingProfileQueryOptions } from '../../data/billing';
import { useSession } from '../../data/session';
import { billingFacts } from './billing-details-facts';
import { BillingDetailsForm } from './billing-details-form';
import styles from './billing.module.css';

export const BILLING_DETAILS_LOAD_FAILED = 'Billing details could not be loaded. Please try again.';

/**
 * The organisation's billing details in the billing view (issue 46): read-only with an Edit button, which turns
 * them into a form. Save says so in the page's status line; either way focus returns to the button.
 */
export function BillingDetailsSection({ onSaved }: { onSaved: (message: string) => void }) {
  const { id } = useSession();
  const query = useQuery(billingProfileQueryOptions(id));
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);

  useEffect(() => {
    if (editing || !focusEdit.current) return;
    focusEdit.current = false;
    editButton.current?.focus();
  }, [editing]);

  const close = () => {
    focusEdit.current = true;
    setEditing(false);
  };

  if (query.isPending) return <Spinner label="Loading billing details" />;
  if (!query.data)
    return (
      <Alert tone="error">
        <p>{BILLING_DETAILS_LOAD_FAILED}</p>
        <Button variant="ghost" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );

  const { profile } = query.data;
  if (editing)
    return (
      <BillingDetailsForm
        profile={profile}
        onSaved={(message) => {
          onSaved(message);
          close();
        }}
        onCancel={close}
      />
    );
  return (
    <>
      {profile ? (
        <FactList facts={billingFacts(profile)} />
      ) : (
        <p className={styles.lead}>
          No billing details yet. Add your legal name, billing address and tax ID so that invoices carry them.
        </p>
      )}
      <div className={styles.actions}>
        <Button ref={editButton} onClick={() => setEditing(true)}>
          {profile ? 'Edit billing details' : 'Add billing details'}
        </Button>
      </div>
    </>
  );
}
