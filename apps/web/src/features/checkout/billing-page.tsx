import { seesBilling } from '@firm/domain';
import { Alert } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ResultsLoading } from '../../components/report-results/report-results';
import { billingProfileQueryOptions } from '../../data/billing';
import { useCart } from '../../data/cart';
import { useProfile } from '../../data/profile';
import { useSession } from '../../data/session';
import { BillingCheckout } from './billing-checkout';
import { billingPrefill } from './billing-prefill';
import styles from './billing.module.css';

/**
 * SPEC §2 /billing: billing details, the payment choice and the order summary for the signed-in client's cart. A
 * visitor is asked to sign in (as on /checkout); an empty cart points back to the reports. A client's billing
 * details start filled from their profile, which is awaited before the form shows, so nothing typed is ever
 * replaced; without it the form starts empty. Where the organisation's billing details ask for a purchase-order
 * number, the form asks for it too.
 */
export function BillingPage() {
  const { cart, enabled, isPending, isError, refetch } = useCart();
  const profile = useProfile();
  const { id } = useSession();
  // Whether the organisation needs a PO number on every order (issue 46), for those who may read its billing
  // details; for the others the server says so if it does.
  const billingProfile = useQuery({
    ...billingProfileQueryOptions(id),
    enabled: profile.profile ? seesBilling(profile.profile.role) : false,
  });

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
      ) : isPending || profile.isPending || billingProfile.isLoading ? (
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
        <BillingCheckout
          cart={cart}
          initialDetails={billingPrefill(profile.profile)}
          poRequired={billingProfile.data?.profile?.po_required ?? false}
        />
      )}
    </div>
  );
}
