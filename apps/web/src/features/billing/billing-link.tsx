import { Link } from '@tanstack/react-router';
import styles from './billing.module.css';

/** The profile's way to the billing view (issue 17): SPEC keeps six sidebar links, so Billing lives under Profile. */
export function BillingLink() {
  return (
    <section aria-labelledby="billing-link-title" className={`${styles.section} ${styles.below}`}>
      <h2 id="billing-link-title" className={styles.heading}>
        Billing
      </h2>
      <p>
        Your organisation&apos;s subscriptions, renewals, orders and invoices:{' '}
        <Link to="/client/profile/billing">open Billing</Link>.
      </p>
    </section>
  );
}
