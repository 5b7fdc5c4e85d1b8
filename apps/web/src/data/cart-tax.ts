import type { CartResponse, CartTax } from '@firm/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useSession } from './session';

/**
 * GET reports/cart/tax/ (issue 46): the tax the cart would pay, for the organisation's billing details or the country
 * chosen at checkout. Its key names what the tax is on (the cart's lines and total, the applied code's discount),
 * so a change of any of them asks again.
 */
export const cartTaxQueryOptions = (
  userId: string | undefined,
  cart: Pick<CartResponse, 'data' | 'total_cart_value'>,
  discount: number,
  country: string,
) =>
  queryOptions({
    queryKey: [
      'cart-tax',
      userId ?? 'visitor',
      cart.data.map((line) => line.id).join(','),
      cart.total_cart_value,
      discount,
      country,
    ],
    queryFn: async (): Promise<CartTax> => (await api.cartTax(country || undefined)).data,
    meta: { failure: 'Working out the tax' },
  });

/** The tax of the signed-in client's cart; while another country's is asked for, the last answer stays. */
export function useCartTax(
  cart: Pick<CartResponse, 'data' | 'total_cart_value'> | undefined,
  discount: number,
  country = '',
) {
  const { id } = useSession();
  const query = useQuery({
    ...cartTaxQueryOptions(id, cart ?? { data: [], total_cart_value: 0 }, discount, country),
    enabled: cart !== undefined && cart.data.length > 0,
    placeholderData: keepPreviousData,
  });
  return { tax: query.data, fetching: query.isFetching, isError: query.isError, refetch: query.refetch };
}
