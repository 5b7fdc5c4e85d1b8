import { isClientSession } from '@firm/domain';
import { useEffect, useState, type ComponentType } from 'react';
import { CartLink } from '../../components/cart-link/cart-link';
import { useSession } from '../../data/session';
import { loadQueryClient } from '../../lib/queries';

/** The signed-in client's cart, read through the query client: both load once a client is signed in. */
const loadClientCartLink = () =>
  Promise.all([import('./client-cart-link'), loadQueryClient()]).then(([module]) => module.ClientCartLink);

/**
 * The header's cart (SPEC §2). A visitor's and an admin's is empty, with no query behind it, so a public page
 * loads no query code for them (lib/queries.tsx); a client's shows its count once the cart has loaded.
 *
 * The client's part is swapped in when loaded rather than suspended for: the signed-in header follows a
 * prerendered page's hydration at once (main.tsx), and a suspension then would hold back the hydration of the
 * page's forms after the app has said it is ready.
 */
export function SiteCartLink() {
  const client = isClientSession(useSession());
  const [ClientCartLink, setClientCartLink] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!client || ClientCartLink) return;
    let current = true;
    loadClientCartLink().then(
      (component) => current && setClientCartLink(() => component),
      // The count stays 0 and the link still leads to the cart; the next page tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, ClientCartLink]);
  return client && ClientCartLink ? <ClientCartLink /> : <CartLink count={0} />;
}
