import type { AdminReportAlerts } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { alertsRepository as repository } from './repository.js';

/**
 * The back office's view of what reports' alerts did (issue 42): per report, the members told, when the first and
 * last mail left, and those waiting for a digest. A report without alerts answers zeros.
 */
export function createReportAlerts({ db }: { db: Db }) {
  return async (reportIds: readonly number[]): Promise<AdminReportAlerts[]> => {
    const found = new Map((await repository.alertSummaries(db, reportIds)).map((row) => [row.reportId, row]));
    return [...new Set(reportIds)].map((reportId) => {
      const row = found.get(reportId);
      return {
        report_id: reportId,
        told: row?.told ?? 0,
        waiting: row?.waiting ?? 0,
        first_sent_at: row?.firstAt?.toISOString() ?? null,
        last_sent_at: row?.lastAt?.toISOString() ?? null,
      };
    });
  };
}

export type ReportAlerts = ReturnType<typeof createReportAlerts>;
