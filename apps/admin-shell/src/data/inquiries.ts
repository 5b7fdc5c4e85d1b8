import type { AdminInquiriesRequest } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { auditKey } from './audit';
import { overviewKey } from './overview';

export const inquiriesKey = ['admin', 'inquiries'] as const;

export const inquiriesQueryOptions = (request: AdminInquiriesRequest) =>
  queryOptions({ queryKey: [...inquiriesKey, request], queryFn: () => api.admin.inquiries(request) });

/** Marks an inquiry handled or new again; the inbox, the overview's count and the audit log then reload. */
export function useUpdateInquiryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, handled }: { id: string; handled: boolean }) =>
      (await api.admin.updateInquiry(id, { handled })).data,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiriesKey }),
        queryClient.invalidateQueries({ queryKey: overviewKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}
