import {
  AdminCourseResponseSchema,
  AdminCoursesResponseSchema,
  CourseMaterialsResponseSchema,
  CourseMaterialUploadResponseSchema,
  type CreateCourseInput,
  type CreateCourseSessionInput,
  type UpdateCourseInput,
  type UpdateCourseSessionInput,
} from '@firm/domain';
import type { KyInstance } from 'ky';
import { toApiRequestError } from '../error-answers.js';
import { parse } from '../parse.js';
import type { Uploader, UploadProgress } from '../upload.js';
import { asPdf } from './as-pdf.js';

/** The courses the firm teaches, their sessions and the sessions' materials (issue 44): admins and editors. */
export function createCourseCalls(api: KyInstance, upload: Uploader) {
  return {
    /** GET admin/courses/: every course with all its sessions. */
    courses: () => parse(AdminCoursesResponseSchema, api.get('admin/courses/')),

    /** POST admin/courses/: 201 'Course added.' with the course. */
    addCourse: (body: CreateCourseInput) =>
      parse(AdminCourseResponseSchema, api.post('admin/courses/', { json: body })),

    /** PATCH admin/courses/{id}/: 'Course saved.' with the course. */
    updateCourse: (courseId: number, body: UpdateCourseInput) =>
      parse(AdminCourseResponseSchema, api.patch(`admin/courses/${courseId}/`, { json: body })),

    /** POST admin/courses/{id}/sessions/: 201 'Session added.' with the whole course. */
    addCourseSession: (courseId: number, body: CreateCourseSessionInput) =>
      parse(AdminCourseResponseSchema, api.post(`admin/courses/${courseId}/sessions/`, { json: body })),

    /**
     * PATCH admin/course-sessions/{id}/: the whole session again, with a reason when its price changes (400 with
     * the reason's message without one); 409 once it has started. 'Session saved.' with the whole course.
     */
    updateCourseSession: (sessionId: number, body: UpdateCourseSessionInput) =>
      parse(AdminCourseResponseSchema, api.patch(`admin/course-sessions/${sessionId}/`, { json: body })),

    /** GET admin/course-sessions/{id}/materials/: the session's materials, oldest first. */
    courseMaterials: (sessionId: number) =>
      parse(CourseMaterialsResponseSchema, api.get(`admin/course-sessions/${sessionId}/materials/`)),

    /**
     * POST admin/course-sessions/{id}/materials/?title=&file_name=: a PDF as the body; 201 with the session's
     * materials (its participants are mailed their links); rejects with the server's message when refused.
     */
    async uploadCourseMaterial(
      sessionId: number,
      file: File,
      title: string,
      onProgress?: (progress: UploadProgress) => void,
    ) {
      const answer = await upload(`admin/course-sessions/${sessionId}/materials/`, {
        searchParams: { title, file_name: file.name },
        body: asPdf(file),
        onProgress,
      });
      return CourseMaterialUploadResponseSchema.parse(answer);
    },

    /** DELETE admin/course-materials/{id}/: 'Material removed.' with the session's materials left. */
    removeCourseMaterial: (materialId: number) =>
      parse(CourseMaterialUploadResponseSchema, api.delete(`admin/course-materials/${materialId}/`)),

    /** GET admin/course-materials/{id}/file: the stored PDF, for a preview. */
    async courseMaterialFile(materialId: number): Promise<Blob> {
      try {
        return await api.get(`admin/course-materials/${materialId}/file`).blob();
      } catch (error) {
        throw await toApiRequestError(error);
      }
    },
  };
}
