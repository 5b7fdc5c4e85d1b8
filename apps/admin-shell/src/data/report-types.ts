import type { AdminReportTypesRequest, AdminReportTypeUpdate } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { auditKey } from './audit';

export const reportTypesKey = ['admin', 'report-types'] as const;

export const reportTypesQueryOptions = (request: AdminReportTypesRequest) =>
  queryOptions({ queryKey: [...reportTypesKey, request], queryFn: () => api.admin.reportTypes(request) });

/** Edits a type and, when one is chosen, uploads its picture; the list and the audit log then reload. */
export function useSaveReportTypeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      image,
    }: {
      id: number;
      body: AdminReportTypeUpdate;
      image: File | null;
    }) => {
      const saved = (await api.admin.updateReportType(id, body)).data;
      return image ? (await api.admin.uploadReportTypeImage(id, image)).data : saved;
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportTypesKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}
