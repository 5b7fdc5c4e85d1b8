import { Alert } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { ResultsLoading } from '../../components/report-results/report-results';
import { useCart } from '../../data/cart';
import { useProfile } from '../../data/profile';
import { BillingCheckout } from './billing-checkout';
import { billingPrefill } from './billing-prefill';
import styles from './billing.module.css';

/**
 * SPEC §2 /billing: billing details, the payment choice and the order summary for the signed-in client's cart. A
 * visitor is asked to sign in (as on /checkout); an empty cart points back to the reports. A client's billing
 * details start filled from their profile, which is awaited before the form shows, so nothing typed is ever
 * replaced; without it the form starts empty.
 */
export function BillingPage() {
  const { cart, enabled, isPending, isError, refetch } = useCart();
  const profile = useProfile();

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Billing</h1>
        {cart && cart.data.length > 0 ? <Link to="/checkout">Back to your order</Link> : null}
      </div>
      {!enabled ? (
        <p className={styles.empty}>
          <Link to="/login">Sign in</Link> to pay for your cart.
        </p>
      ) : isPending || profile.isPending ? (
        <ResultsLoading label="Loading your cart" />
      ) : isError || !cart ? (
        <Alert tone="error">
          Your cart could not be loaded.{' '}
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            Try again
          </button>
        </Alert>
      ) : cart.data.length === 0 ? (
        <p className={styles.empty}>
          Your cart is empty. <Link to="/reports">Browse the reports</Link> to subscribe.
        </p>
      ) : (
        <BillingCheckout cart={cart} initialDetails={billingPrefill(profile.profile)} />
      )}
    </div>
  );
}
