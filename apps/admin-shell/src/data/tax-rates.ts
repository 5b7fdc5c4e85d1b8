import type { TaxRateForm, TaxRatesResponse } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { auditKey } from './audit';

export const taxRatesKey = ['admin', 'tax-rates'] as const;

export const taxRatesQueryOptions = () =>
  queryOptions({ queryKey: taxRatesKey, queryFn: async () => (await api.admin.taxRates()).data });

/** A change of the rates: every answer is the whole list, which replaces the cached one; the audit log reloads. */
function useTaxRatesChange<Variables>(change: (variables: Variables) => Promise<TaxRatesResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer) => {
      queryClient.setQueryData(taxRatesKey, answer.data);
      await queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

/** Adds a rate (no `id`) or changes one. */
export const useSaveTaxRateMutation = () =>
  useTaxRatesChange(({ id, body }: { id: number | null; body: TaxRateForm }) =>
    id === null ? api.admin.createTaxRate(body) : api.admin.updateTaxRate(id, body),
  );

/** Removes a rate. */
export const useRemoveTaxRateMutation = () => useTaxRatesChange((id: number) => api.admin.deleteTaxRate(id));
