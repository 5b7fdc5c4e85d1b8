import type { AdminReportTypesRequest, AdminReportTypeUpdate, ReportType } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { auditKey } from './audit';

/**
 * The types that are sold themselves, nested ones included, by name: those with a price for every tier, as the
 * server requires of a type a report goes into or a subscription is granted for. Groups are not sold.
 */
export function soldReportTypes(types: ReportType[]): ReportType[] {
  const all = types.flatMap(function walk(type): ReportType[] {
    return [type, ...type.sub_list.flatMap(walk)];
  });
  return all
    .filter(
      (type) =>
        type.subscription_price_for_single_user !== null &&
        type.subscription_price_for_upto_3_user !== null &&
        type.subscription_price_for_enterprise !== null,
    )
    .sort((a, b) => a.report_type_name.localeCompare(b.report_type_name));
}

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
