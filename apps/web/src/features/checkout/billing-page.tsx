import { Alert } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { ResultsLoading } from '../../components/report-results/report-results';
import { useCart } from '../../lib/cart';
import { BillingCheckout } from './billing-checkout';
import styles from './billing.module.css';

/**
 * SPEC §2 /billing: billing details, the payment choice and the order summary for the signed-in client's cart. A
 * visitor is asked to sign in (as on /checkout); an empty cart points back to the reports.
 */
export function BillingPage() {
  const { cart, enabled, isPending, isError, refetch } = useCart();

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
      ) : isPending ? (
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
        <BillingCheckout cart={cart} />
      )}
    </div>
  );
}
