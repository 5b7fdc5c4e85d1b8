import {
  cartLineName,
  formatUsd,
  keptPriceNote,
  PaymentMessages,
  tierLabel,
  type CartItem,
} from '@firm/domain';
import { Alert, Button } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { discountText, subtotalLabel, type BillingTotals } from './billing-totals';
import styles from './billing.module.css';

/**
 * The tax in the summary (issue 46): a row per rate, 'Tax $0' where none applies, and until the buyer's country is
 * known (no billing details, no country chosen yet) or the server has answered, what is awaited.
 */
function TaxRows({ tax }: { tax: BillingTotals['tax'] }) {
  const row = (label: string, value: string) => (
    <div key={label} className={styles.totalRow}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  if (!tax) return row('Tax', 'Working it out...');
  if (!tax.place_known) return row('Tax', 'Added once you choose your country');
  if (tax.lines.length === 0) return row('Tax', formatUsd(0, 'cents'));
  return tax.lines.map((line) => row(line.label, formatUsd(line.amount, 'cents')));
}

/**
 * SPEC §2 billing order summary: each line with its tier and price, the event code, 'Subtotal (N items)', the
 * discount when a code applies, the total, PLACE ORDER ('Processing...' while busy) and the terms and privacy links.
 * The live region says what the order is doing (SPEC §8 status texts).
 */
export function BillingSummary({
  lines,
  totals,
  eventCode,
  busy,
  orderError,
  announcement,
}: {
  lines: CartItem[];
  totals: BillingTotals;
  eventCode: ReactNode;
  busy: boolean;
  orderError: string | null;
  announcement: string;
}) {
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (orderError) errorRef.current?.focus();
  }, [orderError]);

  return (
    <aside aria-labelledby="billing-summary-title" className={styles.summary}>
      <h2 id="billing-summary-title" className={styles.sectionTitle}>
        Order summary
      </h2>
      <ul className={styles.summaryLines} aria-label="Items in your order">
        {lines.map((line) => (
          <li key={line.id} className={styles.summaryLine}>
            <span className={styles.lineText}>
              <span className={styles.lineName}>{cartLineName(line)}</span>
              <span className={styles.tier}>
                {line.kind === 'subscription'
                  ? tierLabel(line.selected_subscription)
                  : line.kind === 'archived_report'
                    ? 'Single report, no end date'
                    : line.kind === 'course_seats'
                      ? `${line.seats} × ${formatUsd(line.unit_price, 'cents')}`
                      : `${line.quantity} × ${formatUsd(line.unit_price)}`}
              </span>
              {keptPriceNote(line) !== null ? (
                <span className={styles.priceNote}>{keptPriceNote(line)}</span>
              ) : null}
            </span>
            <span className={styles.amount}>{formatUsd(line.report_price, 'cents')}</span>
          </li>
        ))}
      </ul>

      {eventCode}

      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>{subtotalLabel(totals.itemCount)}</dt>
          <dd>{formatUsd(totals.subtotal, 'cents')}</dd>
        </div>
        {totals.discount > 0 ? (
          <div className={styles.totalRow}>
            <dt>Discount</dt>
            <dd className={styles.discount}>{discountText(totals.discount)}</dd>
          </div>
        ) : null}
        <TaxRows tax={totals.tax} />
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>Total</dt>
          <dd>{formatUsd(totals.total, 'cents')}</dd>
        </div>
      </dl>
      {totals.tax?.note ? <p className={styles.taxNote}>{totals.tax.note}</p> : null}

      {orderError ? (
        <div ref={errorRef} tabIndex={-1} className={styles.orderError}>
          <Alert tone="error">{orderError}</Alert>
        </div>
      ) : null}
      <Button type="submit" busy={busy} busyLabel={PaymentMessages.processing} className={styles.placeOrder}>
        PLACE ORDER
      </Button>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <p className={styles.terms}>
        By placing your order you agree to our <Link to="/privacy-policy">Terms and Conditions</Link> and{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </aside>
  );
}
