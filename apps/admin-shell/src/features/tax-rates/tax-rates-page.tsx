import { formatEventTime, ratePercentText, type TaxRate } from '@firm/domain';
import { Button, Table } from '@firm/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { staffMeQueryOptions } from '../../data/staff';
import { taxRatesQueryOptions } from '../../data/tax-rates';
import { mayWrite } from '../../lib/access';
import { RemoveTaxRate } from './remove-tax-rate';
import { placeOfRate } from './tax-rate-labels';
import { TaxRateForm } from './tax-rate-form';
import styles from './tax-rates.module.css';

/**
 * The tax rates the server applies (issue 46), by country and US state; finance and admins add, change and remove
 * them, each change on the audit log.
 */
export function TaxRatesPage() {
  const { data: rates } = useSuspenseQuery(taxRatesQueryOptions());
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  const mayChange = mayWrite(me, 'tax-rates');
  const [editing, setEditing] = useState<{ rate: TaxRate | null } | null>(null);
  const [removing, setRemoving] = useState<TaxRate | null>(null);

  return (
    <div className={styles.page}>
      <title>Tax rates | Back office</title>
      <div className={styles.header}>
        <h1>Tax rates</h1>
        {mayChange ? <Button onClick={() => setEditing({ rate: null })}>New tax rate</Button> : null}
      </div>
      <p className={styles.intro}>
        Orders are charged the rate of the buyer’s US state, else of its country, on what they cost after
        discounts; a place without a rate is charged none. A business with an EU or UK VAT number is charged
        none under the reverse charge. With Stripe configured, Stripe Tax computes the tax instead. An order
        keeps the tax it was charged when a rate changes.
      </p>
      <Table
        caption="Tax rates by country and US state"
        rows={rates}
        rowKey={(rate) => rate.id}
        emptyMessage="No tax rates yet: orders are charged no tax."
        columns={[
          { key: 'place', header: 'Where', rowHeader: true, cell: placeOfRate },
          { key: 'rate', header: 'Rate', align: 'end', cell: (rate) => ratePercentText(rate.rate) },
          { key: 'label', header: 'Name on invoices', cell: (rate) => rate.label },
          { key: 'updated', header: 'Changed', cell: (rate) => formatEventTime(rate.updated_at) },
          ...(mayChange
            ? [
                {
                  key: 'actions',
                  header: 'Actions',
                  cell: (rate: TaxRate) => (
                    <div className={styles.actions}>
                      <Button
                        variant="secondary"
                        aria-label={`Change the rate of ${placeOfRate(rate)}`}
                        onClick={() => setEditing({ rate })}
                      >
                        Change
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={`Remove the rate of ${placeOfRate(rate)}`}
                        onClick={() => setRemoving(rate)}
                      >
                        Remove
                      </Button>
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
      {mayChange ? (
        <>
          <TaxRateForm
            rate={editing?.rate ?? null}
            open={editing !== null}
            onClose={() => setEditing(null)}
          />
          <RemoveTaxRate rate={removing} onClose={() => setRemoving(null)} />
        </>
      ) : null}
    </div>
  );
}
