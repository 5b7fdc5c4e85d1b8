import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type CardProvider =
  { kind: 'loading' } | { kind: 'sandbox' } | { kind: 'stripe'; publishableKey: string };

/**
 * Which provider takes card and bank payments (DESIGN §4): Stripe when the server has a publishable key, else
 * the sandbox. A config that cannot be loaded leaves the sandbox form, as with no key.
 */
export function useCardProvider(): CardProvider {
  const query = useQuery({
    queryKey: ['payment-config'],
    queryFn: () => api.paymentConfig(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    meta: { failure: 'Loading the payment configuration' },
  });
  if (query.isPending) return { kind: 'loading' };
  const config = query.data;
  return config?.provider === 'stripe' && config.publishable_key
    ? { kind: 'stripe', publishableKey: config.publishable_key }
    : { kind: 'sandbox' };
}
