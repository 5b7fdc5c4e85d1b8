import type { BillingChangeResponse, BillingProfileForm } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { libraryQueryKey } from './library';
import { useSession } from './session';
import { teamQueryKey } from './team';

/** The organisation's billing, kept per user so another sign-in never sees it. */
export const billingQueryKey = (userId: string | undefined) => ['billing', userId ?? 'visitor'] as const;

/** GET billing/overview/: subscriptions, orders and invoices (owner, admins, billing). A 403 is not retried. */
export const billingQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: billingQueryKey(userId),
    queryFn: () => api.billingOverview(),
    retry: (count, error) => 'status' in error && error.status !== 403 && count < 2,
    meta: { failure: 'Loading billing' },
  });

/**
 * A change of a subscription (auto-renew, its tier): the overview is fetched again (an upgrade adds an order),
 * and so are the team's seats and the library, which follow the tier.
 */
export function useSubscriptionChange<Variables>(
  change: (variables: Variables) => Promise<BillingChangeResponse>,
) {
  const queryClient = useQueryClient();
  const { id } = useSession();
  return useMutation({
    mutationFn: change,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: billingQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: teamQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: libraryQueryKey });
    },
  });
}

/** Fetches the overview again (after an order was paid). */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  const { id } = useSession();
  return () => queryClient.invalidateQueries({ queryKey: billingQueryKey(id) });
}

/** GET billing/profile/: the organisation's billing details (owner, admins, billing), kept under the overview's key. */
export const billingProfileQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...billingQueryKey(userId), 'profile'] as const,
    queryFn: () => api.billingProfile(),
    retry: (count, error) => 'status' in error && error.status !== 403 && count < 2,
    meta: { failure: 'Loading billing details' },
  });

/** PUT billing/profile/: the saved profile replaces the query's at once. */
export function useSaveBillingProfileMutation() {
  const queryClient = useQueryClient();
  const { id } = useSession();
  return useMutation({
    mutationFn: (body: BillingProfileForm) => api.saveBillingProfile(body),
    onSuccess: (answer) => queryClient.setQueryData(billingProfileQueryOptions(id).queryKey, answer),
  });
}
