import { formatUsd, type CartResponse } from '@firm/domain';
import { useCartTax } from '../../data/cart-tax';
import styles from './checkout.module.css';

/**
 * The cart's tax under its subtotal (issue 46): a line per rate for the organisation's billing details (on what is
 * left after a remembered code), why there is none, or, without billing details, that checkout adds it for the
 * country chosen there.
 */
export function CartTaxSummary({ cart }: { cart: CartResponse }) {
  const { tax, isError } = useCartTax(cart, cart.applied_coupon?.discounted_price ?? 0);
  if (isError) return <p className={styles.taxNote}>Tax, where it applies, is added at checkout.</p>;
  if (!tax) return null;
  if (!tax.place_known)
    return (
      <p className={styles.taxNote}>Tax, where it applies, is added at checkout for your billing country.</p>
    );
  return (
    <>
      {tax.lines.map((line) => (
        <p key={line.label} className={styles.taxLine}>
          <span>{line.label}</span>
          <span>{formatUsd(line.amount, 'cents')}</span>
        </p>
      ))}
      {tax.note ? <p className={styles.taxNote}>{tax.note}</p> : null}
      {tax.lines.length === 0 && !tax.note ? (
        <p className={styles.taxNote}>No tax applies to your order.</p>
      ) : null}
    </>
  );
}
