import {
  AdminCourseResponseSchema,
  AdminCoursesResponseSchema,
  type CreateCourseInput,
  type CreateCourseSessionInput,
  type UpdateCourseInput,
  type UpdateCourseSessionInput,
} from '@firm/domain';
import type { KyInstance } from 'ky';
import { parse } from '../parse.js';

/** The courses the firm teaches and their sessions (issue 44): admins and editors. */
export function createCourseCalls(api: KyInstance) {
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
  };
}
