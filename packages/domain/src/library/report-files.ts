import { z } from 'zod';
import { MAX_INTEGER_ID } from '../api/ids.js';

export const REPORT_FILE_OPERATIONS = ['view', 'download'] as const;
export type ReportFileOperation = (typeof REPORT_FILE_OPERATIONS)[number];

export const ReportFileMessages = {
  id: 'Choose a report.',
  operation: 'Operation must be view or download.',
} as const;

/** Body of POST reports/generate-presigned-url/ (SPEC §7). */
export const PresignedUrlRequestSchema = z.object({
  id: z.coerce
    .number({ error: ReportFileMessages.id })
    .int(ReportFileMessages.id)
    .positive(ReportFileMessages.id)
    .max(MAX_INTEGER_ID, ReportFileMessages.id),
  operation: z.enum(REPORT_FILE_OPERATIONS, { error: ReportFileMessages.operation }),
});
export type PresignedUrlRequest = z.infer<typeof PresignedUrlRequestSchema>;

/** Its answer: a short-lived signed URL the browser opens in a new window. */
export const PresignedUrlResponseSchema = z.object({
  status: z.literal(true),
  url: z.string().min(1),
});
export type PresignedUrlResponse = z.infer<typeof PresignedUrlResponseSchema>;
