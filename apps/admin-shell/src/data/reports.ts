import type { UploadProgress } from '@firm/api-client';
import type { AdminReportsRequest, AdminReportUpdate } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { auditKey } from './audit';
import { soldReportTypes } from './report-types';

export const reportsKey = ['admin', 'reports'] as const;

export const reportsQueryOptions = (request: AdminReportsRequest) =>
  queryOptions({ queryKey: [...reportsKey, request], queryFn: () => api.admin.reports(request) });

/** What the alerts of the reports on a page did (issue 42), by report id. */
export const reportAlertsQueryOptions = (ids: number[]) =>
  queryOptions({
    queryKey: [...reportsKey, 'alerts', ids],
    queryFn: async () => new Map((await api.admin.reportAlerts(ids)).data.map((row) => [row.report_id, row])),
    enabled: ids.length > 0,
  });

/**
 * A report's correction notice (issue 42): when its PDF was replaced, who downloaded an earlier file, whether this
 * file's notice went. Under the reports' key, so a change of a report (its file replaced) reloads it too.
 */
export const correctionNoticeQueryOptions = (reportId: number) =>
  queryOptions({
    queryKey: [...reportsKey, 'correction-notice', reportId],
    queryFn: async () => (await api.admin.correctionNotice(reportId)).data,
  });

/** A type a report can go into (sold itself, all three tiers priced). */
export interface SellableType {
  id: number;
  name: string;
}

export const reportTypeChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'report-type-choices'],
    queryFn: async (): Promise<SellableType[]> =>
      soldReportTypes((await api.reportTypes()).data.results).map((type) => ({
        id: type.id,
        name: type.report_type_name,
      })),
    staleTime: 5 * 60_000,
  });

/** After any change of a report: the list and the audit log reload. */
function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reportsKey }),
      queryClient.invalidateQueries({ queryKey: auditKey }),
    ]);
}

export function useUpdateReportMutation() {
  const reload = useReload();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: AdminReportUpdate }) =>
      (await api.admin.updateReport(id, change)).data,
    onSuccess: reload,
  });
}

export function usePublicationMutation() {
  const reload = useReload();
  return useMutation({
    mutationFn: async ({
      id,
      publish,
      reason,
      quiet,
    }: {
      id: number;
      publish: boolean;
      reason?: string;
      quiet?: boolean;
    }) => {
      const body = { ...(reason ? { reason } : {}), ...(quiet ? { quiet } : {}) };
      return (publish ? await api.admin.publishReport(id, body) : await api.admin.unpublishReport(id, body))
        .data;
    },
    onSuccess: reload,
  });
}

export function useDeleteReportMutation() {
  const reload = useReload();
  return useMutation({ mutationFn: (id: number) => api.admin.deleteReport(id), onSuccess: reload });
}

/** A new PDF for a report (issue 42); answers the server's message and the report as it is now. */
export function useReplaceReportFileMutation() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({
      id,
      file,
      onProgress,
    }: {
      id: number;
      file: File;
      onProgress?: (progress: UploadProgress) => void;
    }) => api.admin.replaceReportFile(id, file, file.name, onProgress),
    onSuccess: reload,
  });
}

/** Tells the members who downloaded an earlier file of the report that a corrected one is in the library, once. */
export function useSendCorrectionNoticeMutation() {
  const queryClient = useQueryClient();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.admin.sendCorrectionNotice(id, note ? { note } : {}),
    onSuccess: async (answer) => {
      queryClient.setQueryData(correctionNoticeQueryOptions(answer.data.report_id).queryKey, answer.data);
      await reload();
    },
  });
}

/** Reloads the list and the audit log once uploads are done. */
export const useReloadReports = useReload;
