import { canAddToCart, safeReturnPath } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { api, session } from '../lib/api';
import { failureMessage } from '../lib/failure-message';

const waitingListKey = (userId: string | undefined) => ['waiting-list', userId ?? 'visitor'] as const;

/** GET courses/waiting-list/: the organisation's places on full sessions' waiting lists, kept per user. */
export const waitingListQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: waitingListKey(userId),
    queryFn: async () => (await api.waitingList()).data,
    meta: { failure: 'Loading the waiting lists' },
  });

/**
 * Issue 44: joins a full session's waiting list for the organisation. Without the stored id and tokens the user
 * goes to /login first and comes back to the page they were on; a refusal (on the list already, seats free, the
 * list closed) comes back as its message, for the session it was about.
 */
export function useJoinWaitingList() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: { sessionId: number; seats: number }) =>
      api.joinWaitingList(request.sessionId, { seats: request.seats }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['waiting-list'] }),
    meta: { failure: 'Joining the waiting list' },
  });
  const join = (sessionId: number, seats: number) => {
    if (!canAddToCart(session.read())) {
      void navigate({ to: '/login', search: { redirect: safeReturnPath(pathname) ?? '/courses' } });
      return;
    }
    mutation.mutate({ sessionId, seats });
  };
  return {
    join,
    pending: mutation.isPending ? mutation.variables.sessionId : undefined,
    /** The session the last attempt was for, to put its message beside the right button. */
    sessionId: mutation.variables?.sessionId,
    joined: mutation.isSuccess ? mutation.variables.sessionId : undefined,
    error: mutation.error ? failureMessage(mutation.error) : null,
  };
}

/** DELETE courses/waiting-list/{id}/: leaves the list, or declines the seats offered; the list is read again. */
export function useLeaveWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => api.leaveWaitingList(entryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['waiting-list'] }),
  });
}
