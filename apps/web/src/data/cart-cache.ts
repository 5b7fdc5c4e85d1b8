import type { CartResponse } from '@firm/domain';
import type { QueryClient } from '@tanstack/react-query';

// The cart's place in the query cache, without the query code itself: sign-in (features/auth) stores the cart the
// server answered before any page has loaded that code.

/** The cart belongs to the signed-in user: another user's sign-in never shows this one's. */
export const cartQueryKey = (userId: string | undefined) => ['cart', userId ?? 'visitor'] as const;

/**
 * Keeps a cart the server answered as the user's cart. A fetch of the cart still on its way (the header starts one
 * as soon as a client signs in) began before this change and would overwrite it with the old cart when it lands:
 * it is cancelled first.
 */
export async function storeCart(queryClient: QueryClient, userId: string | undefined, cart: CartResponse) {
  await queryClient.cancelQueries({ queryKey: cartQueryKey(userId) });
  queryClient.setQueryData(cartQueryKey(userId), cart);
}
