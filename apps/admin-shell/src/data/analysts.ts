import type { CreateAnalystInput, UpdateAnalystInput, UpdateConsultationPrices } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { auditKey } from './audit';

export const analystsKey = ['admin', 'analysts'] as const;

/** The analysts who take consultations (issue 43), removed ones too. */
export const analystsQueryOptions = () =>
  queryOptions({ queryKey: analystsKey, queryFn: async () => (await api.admin.analysts()).data });

export const consultationPricesKey = ['admin', 'consultation-prices'] as const;

/** What a session of each length costs now (issue 43). */
export const consultationPricesQueryOptions = () =>
  queryOptions({
    queryKey: consultationPricesKey,
    queryFn: async () => (await api.admin.consultationPrices()).data,
  });

/** After any change the analysts, the prices and the audit log reload. */
function useAnalystChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: analystsKey }),
        queryClient.invalidateQueries({ queryKey: consultationPricesKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}

export const useSetConsultationPricesMutation = () =>
  useAnalystChange((input: UpdateConsultationPrices) => api.admin.setConsultationPrices(input));

export const useAddAnalystMutation = () =>
  useAnalystChange((input: CreateAnalystInput) => api.admin.addAnalyst(input));

export const useUpdateAnalystMutation = () =>
  useAnalystChange(({ id, ...changes }: UpdateAnalystInput & { id: number }) =>
    api.admin.updateAnalyst(id, changes),
  );

export const useRemoveAnalystMutation = () => useAnalystChange((id: number) => api.admin.removeAnalyst(id));
