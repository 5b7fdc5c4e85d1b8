import {
  formatSubscriptionDate,
  formatUsd,
  TIER_KEYS,
  type BillingSubscription,
  type TierKey,
} from '@firm/domain';
import { Alert, Button, Modal, Select, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useSubscriptionChange } from '../../data/billing';
import { tierName } from './billing-words';
import styles from './billing.module.css';
import { failureMessage } from '../../lib/failure-message';

/**
 * Changing a subscription's tier (owners and admins): the tier is chosen, its quote shown (an upgrade's prorated
 * price charged now, a downgrade's date), and only then confirmed. Choosing the current tier while a downgrade waits
 * drops it.
 */
export function TierDialog({
  subscription,
  onClose,
  onChanged,
}: {
  subscription: BillingSubscription;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const [tier, setTier] = useState<TierKey>(subscription.renewal_tier ?? subscription.tier);
  const isCurrent = tier === subscription.tier;
  const quote = useQuery({
    queryKey: ['tier-quote', subscription.id, tier],
    queryFn: () => api.quoteTierChange(subscription.id, { tier }),
    enabled: !isCurrent,
    retry: false,
  });
  const change = useSubscriptionChange(() => api.changeTier(subscription.id, { tier }));
  const dropsDowngrade = isCurrent && subscription.renewal_tier !== null;
  const ready = dropsDowngrade || (!isCurrent && quote.data !== undefined);

  return (
    <Modal
      open
      onClose={onClose}
      title={`Change the tier of ${subscription.report_type}`}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!ready}
            busy={change.isPending}
            busyLabel="Changing..."
            onClick={() =>
              change.mutate(undefined, {
                onSuccess: (answer) => {
                  onChanged(answer.message);
                  onClose();
                },
              })
            }
          >
            {quote.data?.change === 'upgrade' && !isCurrent
              ? `Upgrade and pay ${formatUsd(quote.data.amount, 'cents')}`
              : 'Confirm change'}
          </Button>
        </div>
      }
    >
      <p>
        Now: {tierName(subscription.tier)}
        {subscription.renewal_tier ? `, changing to ${tierName(subscription.renewal_tier)} at renewal` : ''}.
      </p>
      <Select
        label="Tier"
        value={tier}
        options={TIER_KEYS.map((key) => ({ value: key, label: tierName(key) }))}
        onChange={(event) => {
          setTier(event.target.value as TierKey);
          change.reset();
        }}
      />
      <div aria-live="polite">
        {isCurrent ? (
          dropsDowngrade ? (
            <p className={styles.quote}>
              The subscription stays at {tierName(subscription.tier)} when it renews.
            </p>
          ) : (
            <p className={styles.small}>Choose another tier to see what it costs.</p>
          )
        ) : quote.isPending ? (
          <Spinner label="Getting the price" />
        ) : quote.isError ? (
          <Alert tone="error">
            {failureMessage(quote.error, 'The price could not be found. Please try again.')}
          </Alert>
        ) : quote.data.change === 'upgrade' ? (
          <p className={styles.quote}>
            You pay {formatUsd(quote.data.amount, 'cents')} now, the difference for the {quote.data.days_left}{' '}
            days left until {formatSubscriptionDate(quote.data.effective_at)}, with{' '}
            {subscription.payment_method === 'invoice'
              ? 'an invoice due in 30 days'
              : (subscription.payment_label ?? 'your saved payment method')}
            . The new seats open at once.
          </p>
        ) : (
          <p className={styles.quote}>
            Nothing is charged now: the subscription changes to {tierName(tier)} when it renews on{' '}
            {formatSubscriptionDate(quote.data.effective_at)}.
          </p>
        )}
      </div>
      {change.isError ? (
        <Alert tone="error">
          {failureMessage(change.error, 'The tier could not be changed. Please try again.')}
        </Alert>
      ) : null}
    </Modal>
  );
}
