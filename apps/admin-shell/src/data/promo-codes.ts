import type { AdminPromoCodeCreateRequest, AdminPromoCodesRequest } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { auditKey } from './audit';

export const promoCodesKey = ['admin', 'promo-codes'] as const;

export const promoCodesQueryOptions = (request: AdminPromoCodesRequest) =>
  queryOptions({ queryKey: [...promoCodesKey, request], queryFn: () => api.admin.promoCodes(request) });

export const promoCodeRedemptionsQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: [...promoCodesKey, id, 'redemptions', page],
    queryFn: () => api.admin.promoCodeRedemptions(id, { page }),
  });

/** Creates a code; the list and the audit log then reload. */
export function useCreatePromoCodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminPromoCodeCreateRequest) => (await api.admin.createPromoCode(body)).data,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: promoCodesKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}

/** Deactivates a code with a reason; the list and the audit log then reload. */
export function useDeactivatePromoCodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      (await api.admin.deactivatePromoCode(id, reason)).data,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: promoCodesKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}
