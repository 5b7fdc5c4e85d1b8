import { Link } from '@tanstack/react-router';
import { CartIcon } from '../icons/icons';
import styles from './cart-link.module.css';

/** 'Cart, 1 item', 'Cart, 2 items': the count is in the link's name, the badge only shows it. */
export function cartLinkLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * SPEC §2 cart icon with the item count, to /checkout: in the public header (light) and the client portal's
 * banner (dark).
 */
export function CartLink({ count, tone = 'light' }: { count: number; tone?: 'light' | 'dark' }) {
  return (
    <Link to="/checkout" className={styles.link} data-tone={tone} aria-label={cartLinkLabel(count)}>
      <CartIcon />
      <span className={styles.badge} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
