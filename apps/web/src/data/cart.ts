import { canAddToCart, isClientSession, safeReturnPath, type CartResponse, type TierKey } from '@firm/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { api, session } from '../lib/api';
import { failureMessage } from '../lib/failure-message';
import { takeReaderData } from '../lib/served-data';
import { cartQueryKey, storeCart } from './cart-cache';
import { useSession } from './session';

const NO_TYPES: readonly number[] = [];

/** SPEC §7 GET reports/cart/; on a portal page, first the cart the server wrote into it (lib/served-data.ts). */
export const cartQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: cartQueryKey(userId),
    queryFn: async () => takeReaderData('cart', userId) ?? (await api.cart()),
    meta: { failure: 'Loading the cart' },
  });

/**
 * The signed-in client's cart (SPEC §7 GET reports/cart/), fetched when the stored id and tokens of a client
 * exist: an admin has no cart and is never asked for one. The header's count is its length (DESIGN §4
 * deviation); a failure to load is only logged (SPEC §8).
 */
export function useCart() {
  const values = useSession();
  const enabled = isClientSession(values);
  const query = useQuery({ ...cartQueryOptions(values.id), enabled });
  const cart = enabled ? query.data : undefined;
  return {
    cart,
    count: cart?.count ?? 0,
    /** SPEC §3: the report type ids in the cart. */
    typeIds: cart?.report_access ?? NO_TYPES,
    isPending: enabled && query.isPending,
    isError: enabled && query.isError,
    enabled,
    refetch: query.refetch,
  };
}

/**
 * A change of the cart. Every answer is the whole cart, which replaces the cached one, so the header and every
 * subscribe button follow at once (SPEC §4: removing or changing a line refreshes the cart).
 */
export function useCartChange<Variables>(change: (variables: Variables) => Promise<CartResponse>) {
  const queryClient = useQueryClient();
  const { id } = useSession();
  return useMutation({
    mutationFn: change,
    onSuccess: (cart) => storeCart(queryClient, id, cart),
    meta: { failure: 'Changing the cart' },
  });
}

/**
 * SPEC §4/§5 add to cart: a report type at a licence tier. Without the stored id and tokens the user goes to
 * /login instead, carrying the choice and the page they were on, so the login page can say why and the type is in
 * the cart after signing in; a refusal (already subscribed, already in the cart) comes back as its message.
 */
export function useAddToCart() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const mutation = useCartChange((request: { reportTypeId: number; tier: TierKey }) =>
    api.addToCart({ report_type: request.reportTypeId, selected_subscription: request.tier }),
  );
  const add = (reportTypeId: number, tier: TierKey) => {
    if (!canAddToCart(session.read())) {
      void navigate({
        to: '/login',
        search: { subscribe: reportTypeId, tier, redirect: safeReturnPath(pathname) ?? '/reports' },
      });
      return;
    }
    mutation.mutate({ reportTypeId, tier });
  };
  return {
    add,
    pending: mutation.isPending,
    /** The type the last attempt was for, to put its message beside the right button. */
    reportTypeId: mutation.variables?.reportTypeId,
    error: mutation.error ? failureMessage(mutation.error) : null,
  };
}

/**
 * Issue 44: one archived report into the cart. Without the stored id and tokens the user goes to /login first and
 * comes back to the page they were on; a refusal (covered by a subscription, owned already, in the cart) comes back
 * as its message, for the report it was about.
 */
export function useAddArchivedReport() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const mutation = useCartChange((reportId: number) => api.addArchivedReportToCart({ report: reportId }));
  const add = (reportId: number) => {
    if (!canAddToCart(session.read())) {
      void navigate({
        to: '/login',
        search: { redirect: safeReturnPath(pathname) ?? '/individual-reports' },
      });
      return;
    }
    mutation.mutate(reportId);
  };
  return {
    add,
    pending: mutation.isPending ? mutation.variables : undefined,
    /** The report the last attempt was for, to put its message beside the right button. */
    reportId: mutation.variables,
    error: mutation.error ? failureMessage(mutation.error) : null,
  };
}

/**
 * Issue 44: seats of a course session into the cart. Without the stored id and tokens the user goes to /login first
 * and comes back to the page they were on; a refusal (fewer seats left, the session in the cart already) comes back
 * as its message, for the session it was about.
 */
export function useAddCourseSeats() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const mutation = useCartChange((request: { sessionId: number; seats: number }) =>
    api.addCourseSeatsToCart({ session: request.sessionId, seats: request.seats }),
  );
  /** Adds the seats; `onAdded` runs once they are in the cart. */
  const add = (sessionId: number, seats: number, onAdded?: () => void) => {
    if (!canAddToCart(session.read())) {
      void navigate({ to: '/login', search: { redirect: safeReturnPath(pathname) ?? '/courses' } });
      return;
    }
    mutation.mutate({ sessionId, seats }, { onSuccess: () => onAdded?.() });
  };
  return {
    add,
    pending: mutation.isPending ? mutation.variables.sessionId : undefined,
    /** The session the last attempt was for, to put its message beside the right button. */
    sessionId: mutation.variables?.sessionId,
    error: mutation.error ? failureMessage(mutation.error) : null,
  };
}
