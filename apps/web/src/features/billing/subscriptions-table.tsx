import {
  formatSubscriptionDate,
  RenewalPoMessages,
  SUBSCRIPTION_STATE_LABELS,
  type BillingOverviewResponse,
  type BillingSubscription,
} from '@firm/domain';
import { Button, Table, type TableColumn } from '@firm/ui';
import { useState } from 'react';
import { AutoRenewSwitch } from './auto-renew-switch';
import { mayChangeTier, nextStepOf, paymentOf, renewalOf, tierName } from './billing-words';
import { RenewalPoDialog } from './renewal-po-dialog';
import { TierDialog } from './tier-dialog';
import styles from './billing.module.css';

/**
 * The organisation's subscriptions; owners and admins switch auto-renew and change tiers, and whoever reads billing
 * gives the next renewal's purchase order (issue 46; asked for where the organisation requires one).
 */
export function SubscriptionsTable({
  overview,
  poRequired,
  onChanged,
}: {
  overview: BillingOverviewResponse;
  poRequired: boolean;
  onChanged: (message: string) => void;
}) {
  const [changing, setChanging] = useState<BillingSubscription | null>(null);
  const [ordering, setOrdering] = useState<BillingSubscription | null>(null);
  const columns: TableColumn<BillingSubscription>[] = [
    { key: 'type', header: 'Report type', cell: (row) => row.report_type, rowHeader: true },
    {
      key: 'tier',
      header: 'Tier',
      cell: (row) => (
        <>
          {tierName(row.tier)}
          {row.renewal_tier ? (
            <div className={styles.small}>{tierName(row.renewal_tier)} from renewal</div>
          ) : null}
          {/* Beside the tier it changes, where a narrow screen still shows it. */}
          {overview.may_change && mayChangeTier(row) ? (
            <div>
              <Button variant="secondary" onClick={() => setChanging(row)}>
                Change tier<span className="visually-hidden"> of {row.report_type}</span>
              </Button>
            </div>
          ) : null}
        </>
      ),
    },
    {
      key: 'seats',
      header: 'Seats',
      cell: (row) => `${row.seats_used} of ${row.seats ?? 'unlimited'}`,
    },
    { key: 'start', header: 'Started', cell: (row) => formatSubscriptionDate(row.starts_at) },
    {
      key: 'renewal',
      header: 'Renewal or end',
      cell: (row) => (
        <>
          {renewalOf(row)}
          {nextStepOf(row) ? <div className={styles.small}>{nextStepOf(row)}</div> : null}
          {row.auto_renew && row.state !== 'expired' ? (
            <>
              {row.renewal_po_number ? (
                <div className={styles.small}>PO {row.renewal_po_number}</div>
              ) : poRequired ? (
                <div className={styles.small}>{RenewalPoMessages.wanted}</div>
              ) : null}
              <div>
                <Button variant="secondary" onClick={() => setOrdering(row)}>
                  {row.renewal_po_number ? 'Change purchase order' : 'Add purchase order'}
                  <span className="visually-hidden"> for the renewal of {row.report_type}</span>
                </Button>
              </div>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'state', header: 'State', cell: (row) => SUBSCRIPTION_STATE_LABELS[row.state] },
    { key: 'payment', header: 'Payment', cell: paymentOf },
    {
      key: 'auto-renew',
      header: 'Auto-renew',
      cell: (row) =>
        overview.may_change ? (
          <AutoRenewSwitch subscription={row} onChanged={onChanged} />
        ) : row.auto_renew ? (
          'On'
        ) : (
          'Off'
        ),
    },
  ];

  return (
    <>
      <Table
        caption="Subscriptions"
        hideCaption
        columns={columns}
        rows={overview.subscriptions}
        rowKey={(row) => row.id}
        emptyMessage="Your organisation has no subscriptions yet."
      />
      {changing ? (
        <TierDialog subscription={changing} onClose={() => setChanging(null)} onChanged={onChanged} />
      ) : null}
      {ordering ? (
        <RenewalPoDialog subscription={ordering} onClose={() => setOrdering(null)} onChanged={onChanged} />
      ) : null}
    </>
  );
}
