import type { ReportFileOperation } from '@firm/domain';
import { api } from './api';
import { logFailure } from './log-failure';

/**
 * SPEC §7: DOWNLOAD and OPEN ask for a short-lived signed URL and open it in a new window. The window is opened
 * at once, inside the click, because popup blockers only allow windows opened by a user's gesture; it is pointed
 * at the file when the URL arrives, and closed again if the request fails (a failure is only logged, SPEC §8).
 */
export function openReportFile(reportId: number, operation: ReportFileOperation): void {
  const target = window.open('', '_blank');
  // The file is all the new window needs; it gets no handle back on this page.
  if (target) target.opener = null;
  api
    .reportFileUrl({ id: reportId, operation })
    .then(({ url }) => {
      if (target && !target.closed) target.location.href = url;
      else window.open(url, '_blank', 'noopener');
    })
    .catch((error: unknown) => {
      target?.close();
      logFailure(`Opening report ${reportId} (${operation})`, error);
    });
}
