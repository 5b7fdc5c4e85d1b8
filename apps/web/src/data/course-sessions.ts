import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { takeServedData } from '../lib/served-data';

export const courseSessionsQueryKey = ['course-sessions'] as const;

/**
 * GET courses/sessions/ (issue 44): every course session to come, soonest first, open to visitors. The list comes
 * with /courses and /services/courses (lib/served-data.ts): a visitor's first load needs no API client.
 */
export const courseSessionsQueryOptions = () =>
  queryOptions({
    queryKey: courseSessionsQueryKey,
    queryFn: async () => takeServedData('courseSessions') ?? (await api.courseSessions()).data,
    meta: { failure: 'Loading the course sessions' },
  });

/** The course sessions to come. */
export function useCourseSessions() {
  return useQuery(courseSessionsQueryOptions());
}
