import {
  AdminReportAlertsResponseSchema,
  AdminReportReplacedResponseSchema,
  AdminReportResponseSchema,
  AdminReportsResponseSchema,
  AdminReportUploadResponseSchema,
  CorrectionNoticeResponseSchema,
  type AdminReportPublication,
  type AdminReportsRequest,
  type AdminReportUpdate,
  type SendCorrectionNotice,
} from '@firm/domain';
import type { KyInstance } from 'ky';
import { toApiRequestError } from '../error-answers.js';
import { parse } from '../parse.js';
import type { Uploader, UploadProgress } from '../upload.js';
import { asPdf } from './as-pdf.js';
import { searchParamsOf } from './search-params.js';

const reportPath = (id: number) => `admin/reports/${encodeURIComponent(String(id))}/`;

/** The back office's reports (issue 16): admins and editors. */
export function createAdminReportCalls(api: KyInstance, upload: Uploader) {
  return {
    /** GET admin/reports/: every report, published or not, paginated, sorted and filtered on the server. */
    reports: (query: AdminReportsRequest = {}) =>
      parse(AdminReportsResponseSchema, api.get('admin/reports/', { searchParams: searchParamsOf(query) })),

    /**
     * POST admin/reports/?type=&file_name=: one PDF as the body, imported into the type. Answers whether it made a
     * report or was the file of one already (duplicate); rejects with the server's message when refused.
     */
    async uploadReport(
      reportType: number,
      file: File,
      options: {
        onProgress?: (progress: UploadProgress) => void;
        signal?: AbortSignal;
        /** Publish without telling the report's readers (issue 42). */
        quiet?: boolean;
      } = {},
    ) {
      const answer = await upload('admin/reports/', {
        searchParams: {
          type: String(reportType),
          file_name: file.name,
          ...(options.quiet ? { quiet: 'true' } : {}),
        },
        body: asPdf(file),
        onProgress: options.onProgress,
        signal: options.signal,
      });
      return AdminReportUploadResponseSchema.parse(answer);
    },

    /**
     * PUT admin/reports/{id}/file?file_name=: a new PDF for the report, its body (issue 42). Answers the report, its
     * `file_replaced_at` set, and the server's message; rejects with the server's message when refused (the report's
     * own file or another's already, not a PDF, too large).
     */
    async replaceReportFile(
      id: number,
      file: File | Blob,
      fileName: string,
      onProgress?: (progress: UploadProgress) => void,
    ) {
      const answer = await upload(`${reportPath(id)}file`, {
        method: 'PUT',
        searchParams: { file_name: fileName },
        body: asPdf(file),
        onProgress,
      });
      return AdminReportReplacedResponseSchema.parse(answer);
    },

    /**
     * GET admin/reports/{id}/correction-notice/: when the PDF was replaced, how many members downloaded an earlier
     * file and not this one, and whether this file's notice went (when, to how many).
     */
    correctionNotice: (id: number) =>
      parse(CorrectionNoticeResponseSchema, api.get(`${reportPath(id)}correction-notice/`)),

    /** POST admin/reports/{id}/correction-notice/: tells those members a corrected file is in the library, once. */
    sendCorrectionNotice: (id: number, body: SendCorrectionNotice = {}) =>
      parse(CorrectionNoticeResponseSchema, api.post(`${reportPath(id)}correction-notice/`, { json: body })),

    /** GET admin/reports/alerts/?ids=: what each report's alerts did (members told, when, waiting for a digest). */
    reportAlerts: (ids: number[]) =>
      parse(
        AdminReportAlertsResponseSchema,
        api.get('admin/reports/alerts/', { searchParams: { ids: ids.join(',') } }),
      ),

    /** PATCH admin/reports/{id}/: name, summary, publication date, report type (recorded in the audit log). */
    updateReport: (id: number, body: AdminReportUpdate) =>
      parse(AdminReportResponseSchema, api.patch(reportPath(id), { json: body })),

    /** POST admin/reports/{id}/unpublish/: out of the library, the archive and downloads. */
    unpublishReport: (id: number, body: AdminReportPublication = {}) =>
      parse(AdminReportResponseSchema, api.post(`${reportPath(id)}unpublish/`, { json: body })),

    /** POST admin/reports/{id}/publish/: back into them. */
    publishReport: (id: number, body: AdminReportPublication = {}) =>
      parse(AdminReportResponseSchema, api.post(`${reportPath(id)}publish/`, { json: body })),

    /** DELETE admin/reports/{id}/: the report and its file. */
    async deleteReport(id: number): Promise<void> {
      try {
        await api.delete(reportPath(id));
      } catch (error) {
        throw await toApiRequestError(error);
      }
    },

    /** GET admin/reports/{id}/file: the stored PDF, for a preview. */
    async reportFile(id: number): Promise<Blob> {
      try {
        return await api.get(`admin/reports/${encodeURIComponent(String(id))}/file`).blob();
      } catch (error) {
        throw await toApiRequestError(error);
      }
    },
  };
}
