import type {
  CreateAnalystInput,
  SessionCalendarQuery,
  SessionOutcomeInput,
  SlotsQuery,
  StaffBookingInput,
  UpdateAnalystInput,
  UpdateConsultationPrices,
} from '@firm/domain';
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

export const sessionCalendarKey = ['admin', 'consultations'] as const;

/** An analyst's sessions over a day or a week of their days (issue 43). */
export const sessionCalendarQueryOptions = (query: SessionCalendarQuery) =>
  queryOptions({
    queryKey: [...sessionCalendarKey, query],
    queryFn: async () => (await api.admin.sessionCalendar(query)).data,
  });

/** Marks what came of a session; the calendar and the audit log reload. */
export function useMarkSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SessionOutcomeInput & { id: number }) => api.admin.markSession(id, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionCalendarKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}

/** An analyst's free times on a day, in the analyst's own zone: what staff book for a client. */
export const analystSlotsQueryOptions = (query: SlotsQuery) =>
  queryOptions({
    queryKey: ['admin', 'consultation-slots', query],
    queryFn: async () => (await api.consultationSlots(query)).data.slots,
  });

/** Books a session for a client by hand; the calendar, its free times and the audit log reload. */
export function useBookForClientMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffBookingInput) => api.admin.bookForClient(input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionCalendarKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'consultation-slots'] }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}
