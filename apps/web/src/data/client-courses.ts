import type { ClientCourseSession } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';

const clientCoursesKey = (userId: string | undefined) => ['client-courses', userId ?? 'visitor'] as const;

/** GET courses/mine/: the organisation's course sessions, their seats and participants, kept per user. */
export const clientCoursesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: clientCoursesKey(userId),
    queryFn: async () => (await api.myCourses()).data,
    meta: { failure: 'Loading the courses' },
  });

/**
 * A change of a session's participants (named or swapped out): the answer is the session as it is now, which
 * replaces it in the list shown.
 */
function useParticipantsChange<Variables>(
  userId: string | undefined,
  change: (variables: Variables) => ReturnType<typeof api.addCourseParticipant>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ data }) =>
      queryClient.setQueryData<ClientCourseSession[]>(clientCoursesKey(userId), (sessions) =>
        sessions?.map((session) => (session.id === data.id ? data : session)),
      ),
  });
}

/** POST courses/sessions/{id}/participants/. */
export const useAddParticipant = (userId: string | undefined) =>
  useParticipantsChange(userId, (request: { sessionId: number; email: string }) =>
    api.addCourseParticipant(request.sessionId, { email: request.email }),
  );

/** DELETE courses/participants/{id}/. */
export const useRemoveParticipant = (userId: string | undefined) =>
  useParticipantsChange(userId, (participantId: number) => api.removeCourseParticipant(participantId));
