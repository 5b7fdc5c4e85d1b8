import { formatUsd } from '@firm/domain';
import { Alert, buttonClassName } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { ResultsLoading } from '../../components/report-results/report-results';
import { useCart } from '../../data/cart';
import { CartLine } from './cart-line';
import { CartTaxSummary } from './cart-tax-summary';
import { ClientsAlsoLove } from './clients-also-love';
import styles from './checkout.module.css';

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * SPEC §2 /checkout 'Order Summary': a close link back to /reports, the cart's lines (picture, name, yearly
 * price, tier selector, remove), the three 'Clients Also Love' offers, the subtotal, SECURE CHECKOUT to /billing
 * and the note about promo codes. The cart needs a session; a visitor is asked to sign in.
 */
export function OrderSummaryPage() {
  const { cart, enabled, isPending, isError, refetch } = useCart();
  const lines = cart?.data ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Order Summary</h1>
        <Link to="/reports" className={styles.close} aria-label="Close and go back to the reports">
          <CloseIcon />
        </Link>
      </div>

      <div className={styles.layout}>
        <section aria-labelledby="cart-title" className={styles.cart}>
          <h2 id="cart-title" className="visually-hidden">
            Your cart
          </h2>
          {!enabled ? (
            <p className={styles.empty}>
              <Link to="/login">Sign in</Link> to see your cart and subscribe to reports.
            </p>
          ) : isPending ? (
            <ResultsLoading label="Loading your cart" />
          ) : isError ? (
            <Alert tone="error">
              Your cart could not be loaded.{' '}
              <button type="button" className={styles.retry} onClick={() => void refetch()}>
                Try again
              </button>
            </Alert>
          ) : lines.length === 0 ? (
            <p className={styles.empty}>
              Your cart is empty. <Link to="/reports">Browse the reports</Link> to subscribe.
            </p>
          ) : (
            <ul className={styles.lines} aria-label="Cart items">
              {lines.map((line) => (
                <CartLine key={line.id} line={line} />
              ))}
            </ul>
          )}

          <ClientsAlsoLove signedIn={enabled} />
        </section>

        <aside aria-labelledby="subtotal-title" className={styles.summary}>
          <h2 id="subtotal-title" className={styles.summaryTitle}>
            Subtotal
          </h2>
          <p className={styles.subtotal}>
            <span>
              {cart?.count ?? 0} {cart?.count === 1 ? 'item' : 'items'}
            </span>
            <strong>{formatUsd(cart?.total_cart_value ?? 0)}</strong>
          </p>
          {cart && lines.length > 0 ? <CartTaxSummary cart={cart} /> : null}
          {lines.length > 0 ? (
            <Link to="/billing" className={buttonClassName('primary')}>
              SECURE CHECKOUT
            </Link>
          ) : (
            <span className={`${buttonClassName('primary')} ${styles.unavailable}`} aria-disabled="true">
              SECURE CHECKOUT
            </span>
          )}
          <p className={styles.promo}>ENTER PROMO CODES AT CHECKOUT</p>
        </aside>
      </div>
    </div>
  );
}
