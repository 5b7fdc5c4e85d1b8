import type { TaxRateForm } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { auditKey } from './audit';

export const taxRatesKey = ['admin', 'tax-rates'] as const;

export const taxRatesQueryOptions = () =>
  queryOptions({ queryKey: taxRatesKey, queryFn: async () => (await api.admin.taxRates()).data });

/**
 * Adds a rate (no `id`) or changes one; the list is the answer's, and the audit log reloads. Removing one is
 * `useRemoveTaxRateMutation`.
 */
export function useSaveTaxRateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TaxRateForm }) =>
      id === null ? api.admin.createTaxRate(body) : api.admin.updateTaxRate(id, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(taxRatesKey, answer.data);
      await queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

/** Removes a rate; the list is the answer's, and the audit log reloads. */
export function useRemoveTaxRateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.admin.deleteTaxRate(id),
    onSuccess: async (answer) => {
      queryClient.setQueryData(taxRatesKey, answer.data);
      await queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}
