import { CartLink } from '../../components/cart-link/cart-link';
import { useCart } from '../../data/cart';

/** The header's cart of a signed-in client, with the number of items in it (DESIGN §4 deviation). */
export function ClientCartLink() {
  const { count } = useCart();
  return <CartLink count={count} />;
}
