import { z } from 'zod';
import { ADMIN_REPORT_MAX_BYTES, AdminReportMessages } from '../admin/reports.js';
import { REPORT_FILE_OPERATIONS } from '../library/report-files.js';

/** The largest PDF staff upload as a session's material: a report's limit. */
export const COURSE_MATERIAL_MAX_BYTES = ADMIN_REPORT_MAX_BYTES;

/** The most characters of a material's title. */
export const COURSE_MATERIAL_TITLE_MAX = 200;

/**
 * How long a material's link in a participant's mail works after the session ends, in days: participants outside
 * the organisation have no portal, so the mail is how they open what staff uploaded.
 */
export const MATERIAL_MAIL_LINK_DAYS = 90;

/** What a session's materials say (issue 44, decision 036). */
export const CourseMaterialMessages = {
  title: `Give the material a title of at most ${COURSE_MATERIAL_TITLE_MAX} characters.`,
  fileName: AdminReportMessages.fileName,
  notPdf: AdminReportMessages.notPdf,
  empty: AdminReportMessages.empty,
  unreadable: 'This PDF cannot be read (it may be damaged or password-protected); nothing was uploaded.',
  tooLarge: AdminReportMessages.tooLarge,
  notFound: 'This material does not exist.',
  uploaded: 'Material uploaded; the session’s participants are sent its link.',
  removed: 'Material removed.',
  participantsOnly: 'Only the participants of this session open its materials.',
  badLink: 'This link has expired or is not valid. Open the material again from your courses in the portal.',
  operation: 'Operation must be view or download.',
} as const;

/** The query of POST admin/course-sessions/{id}/materials/ (the PDF is the body). */
export const UploadCourseMaterialQuerySchema = z.object({
  title: z
    .string({ error: CourseMaterialMessages.title })
    .trim()
    .min(1, CourseMaterialMessages.title)
    .max(COURSE_MATERIAL_TITLE_MAX, CourseMaterialMessages.title),
  file_name: z
    .string({ error: CourseMaterialMessages.fileName })
    .trim()
    .min(5, CourseMaterialMessages.fileName)
    .max(255, CourseMaterialMessages.fileName)
    .regex(/\.pdf$/i, CourseMaterialMessages.fileName),
});
export type UploadCourseMaterialQuery = z.infer<typeof UploadCourseMaterialQuerySchema>;

/** A PDF staff uploaded to a session, as its participants and the back office list it. */
export const CourseMaterialSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  file_name: z.string(),
  size_bytes: z.number().int().nonnegative(),
  uploaded_at: z.string(),
});
export type CourseMaterial = z.infer<typeof CourseMaterialSchema>;

/** GET admin/course-sessions/{id}/materials/: the session's materials, oldest first. */
export const CourseMaterialsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(CourseMaterialSchema),
});
export type CourseMaterialsResponse = z.infer<typeof CourseMaterialsResponseSchema>;

/** The answer to an upload: the material, and the session's materials with it. */
export const CourseMaterialUploadResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(CourseMaterialSchema),
});
export type CourseMaterialUploadResponse = z.infer<typeof CourseMaterialUploadResponseSchema>;

/** Body of POST courses/materials/{id}/link/: a participant opens the material to view or to download. */
export const CourseMaterialLinkRequestSchema = z.object({
  operation: z.enum(REPORT_FILE_OPERATIONS, { error: CourseMaterialMessages.operation }),
});
export type CourseMaterialLinkRequest = z.infer<typeof CourseMaterialLinkRequestSchema>;
