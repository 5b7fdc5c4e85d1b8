import type { BillingSubscription } from '@firm/domain';
import { ConfirmDialog } from '@firm/ui';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useSubscriptionChange } from '../../data/billing';
import { mayToggleAutoRenew, renewalOf } from './billing-words';
import styles from './billing.module.css';
import { failureMessage } from '../../lib/failure-message';

/**
 * A subscription's auto-renew as a switch (owners and admins). Turning it off is confirmed first: the subscription
 * then ends at the end of its period. The answer's message is announced.
 */
export function AutoRenewSwitch({
  subscription,
  onChanged,
}: {
  subscription: BillingSubscription;
  onChanged: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const change = useSubscriptionChange((autoRenew: boolean) =>
    api.setAutoRenew(subscription.id, { auto_renew: autoRenew }),
  );
  const set = (autoRenew: boolean) =>
    change.mutate(autoRenew, {
      onSuccess: (answer) => {
        setConfirming(false);
        onChanged(answer.message);
      },
      onError: (error) => {
        if (!confirming) onChanged(failureMessage(error, 'Auto-renew could not be changed.'));
      },
    });

  return (
    <>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={subscription.auto_renew}
          disabled={!mayToggleAutoRenew(subscription) || change.isPending}
          onChange={(event) => (event.target.checked ? set(true) : setConfirming(true))}
        />
        <span>
          {subscription.auto_renew ? 'On' : 'Off'}
          <span className="visually-hidden"> – auto-renew of {subscription.report_type}</span>
        </span>
      </label>
      <ConfirmDialog
        open={confirming}
        title={`Turn off auto-renew of ${subscription.report_type}?`}
        confirmLabel="Turn off auto-renew"
        cancelLabel="Keep auto-renew"
        destructive
        busy={change.isPending}
        busyLabel="Turning off..."
        error={
          change.isError
            ? failureMessage(change.error, 'Auto-renew could not be changed. Please try again.')
            : undefined
        }
        onConfirm={() => set(false)}
        onCancel={() => {
          setConfirming(false);
          change.reset();
        }}
      >
        The subscription will not renew: it ends on {renewalOf(subscription).replace(/^Renews /, '')} and
        nothing more is charged. You can turn auto-renew on again until then.
      </ConfirmDialog>
    </>
  );
}
