import type { ReportFileOperation } from '@firm/domain';
import { api } from './api';
import { logFailure } from './log-failure';
import { openSignedFile } from './open-signed-file';

/**
 * SPEC §7: DOWNLOAD and OPEN ask for a short-lived signed URL and open it in a new window (openSignedFile); a
 * failure is only logged (SPEC §8).
 */
export function openReportFile(reportId: number, operation: ReportFileOperation): void {
  openSignedFile(() => api.reportFileUrl({ id: reportId, operation })).catch((error: unknown) =>
    logFailure(`Opening report ${reportId} (${operation})`, error),
  );
}
