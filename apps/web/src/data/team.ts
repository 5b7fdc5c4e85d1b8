import type { TeamChangeResponse } from '@firm/domain';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { libraryQueryKey } from './library';
import { profileQueryOptions } from './profile';
import { useSession } from './session';

/** The caller's team, kept per user so another sign-in never sees it. */
export const teamQueryKey = (userId: string | undefined) => ['team', userId ?? 'visitor'] as const;

/** GET team/: members and invitations, the subscriptions' seats, the caller's role. */
export const teamQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: teamQueryKey(userId),
    queryFn: async () => (await api.team()).data,
    meta: { failure: 'Loading the team' },
  });

/** The record of the team's changes, kept per user. */
export const teamEventsQueryKey = (userId: string | undefined) =>
  ['team-events', userId ?? 'visitor'] as const;

/** GET team/events/?page=N, a page at a time, newest first (owners and admins). */
export const teamEventsQueryOptions = (userId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: teamEventsQueryKey(userId),
    queryFn: ({ pageParam }) => api.teamEvents(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((shown, page) => shown + page.data.length, 0) < last.count && last.data.length > 0
        ? pages.length + 1
        : undefined,
    meta: { failure: 'Loading the team history' },
  });

export interface TeamChangeOptions<Variables> {
  /**
   * Whether a change may alter what the caller may open (their own seat) or who they are (ownership): then the
   * library's access and the profile's role are fetched again.
   */
  touchesCaller?: (variables: Variables) => boolean;
}

/** The number of the team change sent last, across every control: answers to older ones are out of date. */
let lastChangeSent = 0;

/**
 * A change of the team. Every change call answers the whole team as it now is, so the answer to the change sent last
 * replaces the cached team: no second request, and what is shown is what the server holds. An answer to an older
 * change (two seats ticked quickly, answered out of order) would show the team without the later change, so it
 * only marks the team stale, to be fetched again.
 */
export function useTeamChange<Variables>(
  change: (variables: Variables) => Promise<TeamChangeResponse>,
  { touchesCaller }: TeamChangeOptions<Variables> = {},
) {
  const queryClient = useQueryClient();
  const { id } = useSession();
  return useMutation({
    mutationFn: change,
    onMutate: () => ({ sent: (lastChangeSent += 1) }),
    onSuccess: (answer, variables, sending) => {
      if (sending.sent === lastChangeSent) {
        // A fetch started by an older answer would bring back less than this answer holds.
        void queryClient.cancelQueries({ queryKey: teamQueryKey(id) });
        queryClient.setQueryData(teamQueryKey(id), answer.data);
      } else void queryClient.invalidateQueries({ queryKey: teamQueryKey(id) });
      // Every change is on the record.
      void queryClient.invalidateQueries({ queryKey: teamEventsQueryKey(id) });
      if (touchesCaller?.(variables)) {
        void queryClient.invalidateQueries({ queryKey: libraryQueryKey });
        void queryClient.invalidateQueries({ queryKey: profileQueryOptions(id).queryKey });
      }
    },
  });
}
