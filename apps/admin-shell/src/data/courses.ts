import type { UploadProgress } from '@firm/api-client';
import type {
  CourseMaterial,
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

/** A session's materials (issue 44), oldest first. */
export const courseMaterialsQueryOptions = (sessionId: number) =>
  queryOptions({
    queryKey: ['admin', 'course-materials', sessionId],
    queryFn: async () => (await api.admin.courseMaterials(sessionId)).data,
  });

/** After an upload or a removal, the session's materials are the answer's, and the audit log reloads. */
function useMaterialChange<Input>(
  mutationFn: (input: Input) => Promise<{ message: string; data: CourseMaterial[] }>,
  sessionOf: (input: Input) => number,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer, input) => {
      queryClient.setQueryData(courseMaterialsQueryOptions(sessionOf(input)).queryKey, answer.data);
      await queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

export const useUploadCourseMaterialMutation = () =>
  useMaterialChange(
    ({
      sessionId,
      file,
      title,
      onProgress,
    }: {
      sessionId: number;
      file: File;
      title: string;
      onProgress?: (progress: UploadProgress) => void;
    }) => api.admin.uploadCourseMaterial(sessionId, file, title, onProgress),
    (input) => input.sessionId,
  );

export const useRemoveCourseMaterialMutation = () =>
  useMaterialChange(
    ({ materialId }: { sessionId: number; materialId: number }) => api.admin.removeCourseMaterial(materialId),
    (input) => input.sessionId,
  );
