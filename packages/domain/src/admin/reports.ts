import { z } from 'zod';
import { MAX_INTEGER_ID } from '../api/ids.js';
import { StaffReasonSchema } from './audit.js';
import { isoDay as calendarDay } from './iso-day.js';
import { adminListQuery, adminPage, optionalParam, type AdminListRequest } from './list-query.js';

/** The back office's reports (issue 16): listed, uploaded, edited, unpublished, published again and deleted. */
export const REPORT_STATES = ['published', 'unpublished', 'all'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** The largest PDF the back office uploads, in bytes (50 MB). */
export const ADMIN_REPORT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * What reading a report's PDF may take (issue 39): a small file can expand to far more than its size, so its text
 * is read within these bounds, and a file over one is refused with the message naming it. The demo reports have 2
 * or 3 pages; 500 is a very long in-depth report, and 3 million characters 500 pages of dense text. 500 such pages
 * were read in 13 seconds with a heap of 69 MB on a busy two-core machine: within half the time and memory allowed.
 */
export const REPORT_PDF_LIMITS = {
  pages: 500,
  characters: 3_000_000,
  memoryMb: 256,
  seconds: 30,
} as const;
export type ReportPdfLimits = { [Limit in keyof typeof REPORT_PDF_LIMITS]: number };

const count = (value: number) => value.toLocaleString('en-US');

export const AdminReportMessages = {
  notFound: 'This report does not exist.',
  type: 'Choose a report type.',
  name: 'Please enter a name.',
  nameLength: 'A name may hold at most 300 characters.',
  summary: 'A summary may hold at most 5000 characters.',
  date: 'Dates must be written YYYY-MM-DD.',
  dateRange: 'The "from" date must not be after the "to" date.',
  state: 'State must be published, unpublished or all.',
  fileName: 'Give the file name, ending in .pdf.',
  notPdf: 'Only PDF files can be uploaded.',
  empty: 'The file is empty.',
  tooLarge: `A PDF may be at most ${ADMIN_REPORT_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyPages: (fileName: string, pages: number, limit: number) =>
    `${fileName} has ${count(pages)} pages; a report may have at most ${count(limit)}, so nothing was imported.`,
  tooMuchText: (fileName: string, limit: number) =>
    `${fileName} holds more than ${count(limit)} characters of text, the most a report may hold; nothing was imported.`,
  tooMuchMemory: (fileName: string, megabytes: number) =>
    `${fileName} needs more than ${count(megabytes)} MB of memory to read, the most a PDF may take; nothing was imported.`,
  tooSlow: (fileName: string, seconds: number) =>
    `${fileName} takes longer than ${count(seconds)} seconds to read, the most a PDF may take; nothing was imported.`,
  nothingToChange: 'Change at least one of name, summary, publication date or report type.',
  alreadyUnpublished: 'This report is already unpublished.',
  alreadyPublished: 'This report is already published.',
  hasDeliveries:
    'This report has been read or downloaded by clients; unpublish it instead, so the download log keeps it.',
  /** A replacement PDF that is the report's file already (issue 42). */
  sameFile: "This PDF is the report's file already; nothing was changed.",
  /** A replacement PDF that is another report's file. */
  fileOfAnother: (id: number, name: string) =>
    `This PDF is report ${id}, "${name}", already; nothing was changed.`,
  replaced: (fileName: string) =>
    `${fileName} replaces the report's PDF. Readers open the new file from now on; send a correction notice to tell those who downloaded the earlier one.`,
} as const;

export const AdminReportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  summary: z.string(),
  report_type: z.number().int(),
  report_type_name: z.string(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  unpublished_at: z.string().nullable(),
  total_word_count: z.number().int(),
  file_size: z.number().int(),
  /** When the report's PDF was last replaced (issue 42); null while it is the file first uploaded. */
  file_replaced_at: z.string().nullable(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const ADMIN_REPORT_SORTS = ['published_at', 'created_at', 'name'] as const;
export type AdminReportSort = (typeof ADMIN_REPORT_SORTS)[number];

const reportTypeId = z.coerce
  .number({ error: AdminReportMessages.type })
  .int(AdminReportMessages.type)
  .min(1, AdminReportMessages.type)
  .max(MAX_INTEGER_ID, AdminReportMessages.type);

/** A calendar day, YYYY-MM-DD, that exists. */
const isoDay = calendarDay(AdminReportMessages.date);

/** GET admin/reports/: the newest first; searched by name and summary, filtered by type, dates and state. */
export const AdminReportsQuerySchema = adminListQuery(ADMIN_REPORT_SORTS, 'created_at', {
  q: optionalParam(z.string().trim().max(100, 'Search may hold at most 100 characters.')),
  type: optionalParam(reportTypeId),
  published_from: optionalParam(isoDay),
  published_to: optionalParam(isoDay),
  state: optionalParam(z.enum(REPORT_STATES, { error: AdminReportMessages.state })).transform(
    (value): ReportState => value ?? 'all',
  ),
}).refine(
  (query) => !query.published_from || !query.published_to || query.published_from <= query.published_to,
  {
    message: AdminReportMessages.dateRange,
    path: ['published_to'],
  },
);
export type AdminReportsQuery = z.infer<typeof AdminReportsQuerySchema>;
export interface AdminReportsRequest extends AdminListRequest<AdminReportSort> {
  q?: string;
  type?: number;
  published_from?: string;
  published_to?: string;
  state?: ReportState;
}

export const AdminReportsResponseSchema = adminPage(AdminReportSchema);
export type AdminReportsResponse = z.infer<typeof AdminReportsResponseSchema>;

/** POST admin/reports/?type=…&file_name=…: the PDF itself is the body (application/pdf). */
export const AdminReportUploadQuerySchema = z.object({
  type: reportTypeId,
  file_name: z
    .string({ error: AdminReportMessages.fileName })
    .trim()
    .min(5, AdminReportMessages.fileName)
    .max(255, AdminReportMessages.fileName)
    .regex(/\.pdf$/i, AdminReportMessages.fileName),
  /** 'true' publishes without telling the report's readers (issue 42). */
  quiet: z.enum(['true', 'false'], { error: 'Quiet must be true or false.' }).optional(),
});
export type AdminReportUploadQuery = z.infer<typeof AdminReportUploadQuerySchema>;

/** PUT admin/reports/<id>/file?file_name=: a new PDF for the report, its body (issue 42). */
export const AdminReportReplaceQuerySchema = AdminReportUploadQuerySchema.pick({ file_name: true });

/** What became of one uploaded PDF: a new report, or the report the same file made before. */
export const ADMIN_UPLOAD_OUTCOMES = ['imported', 'duplicate'] as const;
export type AdminUploadOutcome = (typeof ADMIN_UPLOAD_OUTCOMES)[number];

export const AdminReportUploadResponseSchema = z.object({
  status: z.literal(true),
  outcome: z.enum(ADMIN_UPLOAD_OUTCOMES),
  message: z.string(),
  data: AdminReportSchema,
});
export type AdminReportUploadResponse = z.infer<typeof AdminReportUploadResponseSchema>;

/** PATCH admin/reports/{id}/: any of name, summary, publication date (null for none) and report type. */
export const AdminReportUpdateSchema = z
  .object({
    name: z
      .string({ error: AdminReportMessages.name })
      .trim()
      .min(1, AdminReportMessages.name)
      .max(300, AdminReportMessages.nameLength)
      .optional(),
    summary: z
      .string({ error: AdminReportMessages.summary })
      .trim()
      .max(5000, AdminReportMessages.summary)
      .optional(),
    published_at: isoDay.nullable().optional(),
    report_type: reportTypeId.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: AdminReportMessages.nothingToChange,
  });
export type AdminReportUpdate = z.infer<typeof AdminReportUpdateSchema>;

/**
 * POST admin/reports/{id}/unpublish/ and …/publish/: a reason is welcome, not required. `quiet` publishes without
 * telling the report's readers (issue 42).
 */
export const AdminReportPublicationSchema = z
  .object({
    reason: optionalParam(StaffReasonSchema),
    quiet: z.boolean({ error: 'Quiet must be true or false.' }).optional(),
  })
  .strict();
export type AdminReportPublication = z.infer<typeof AdminReportPublicationSchema>;

export const AdminReportResponseSchema = z.object({ status: z.literal(true), data: AdminReportSchema });
export type AdminReportResponse = z.infer<typeof AdminReportResponseSchema>;

/** PUT admin/reports/<id>/file: the report as it is now, with the server's sentence on what changed (issue 42). */
export const AdminReportReplacedResponseSchema = AdminReportResponseSchema.extend({ message: z.string() });
export type AdminReportReplacedResponse = z.infer<typeof AdminReportReplacedResponseSchema>;
