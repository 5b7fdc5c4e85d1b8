import type {
  CreateCourseInput,
  CreateCourseSessionInput,
  UpdateCourseInput,
  UpdateCourseSessionInput,
} from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { auditKey } from './audit';

export const coursesKey = ['admin', 'courses'] as const;

/** Every course with all its sessions (issue 44). */
export const coursesQueryOptions = () =>
  queryOptions({ queryKey: coursesKey, queryFn: async () => (await api.admin.courses()).data });

/** The analysts who may teach a session: those taking consultations now (the public list). */
export const courseAnalystsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'course-analysts'],
    queryFn: async () => (await api.consultationAnalysts()).data,
    staleTime: 5 * 60_000,
  });

/** After any change the courses and the audit log reload. */
function useCourseChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: coursesKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}

export const useAddCourseMutation = () =>
  useCourseChange((body: CreateCourseInput) => api.admin.addCourse(body));

export const useUpdateCourseMutation = () =>
  useCourseChange(({ id, body }: { id: number; body: UpdateCourseInput }) =>
    api.admin.updateCourse(id, body),
  );

export const useAddCourseSessionMutation = () =>
  useCourseChange(({ courseId, body }: { courseId: number; body: CreateCourseSessionInput }) =>
    api.admin.addCourseSession(courseId, body),
  );

export const useUpdateCourseSessionMutation = () =>
  useCourseChange(({ id, body }: { id: number; body: UpdateCourseSessionInput }) =>
    api.admin.updateCourseSession(id, body),
  );
