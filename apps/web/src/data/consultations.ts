import type { HoldRequest, RescheduleRequest, SlotsQuery } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';

/** The analysts taking sessions (GET consultations/analysts/). */
export const consultationAnalystsQueryOptions = () =>
  queryOptions({
    queryKey: ['consultation-analysts'],
    queryFn: async () => (await api.consultationAnalysts()).data,
    staleTime: 5 * 60_000,
    meta: { failure: 'Loading the analysts' },
  });

/** GET consultations/prices/: a session's price by its length, as the firm sets it now. */
export const consultationPricesQueryOptions = () =>
  queryOptions({
    queryKey: ['consultation-prices'],
    queryFn: async () => (await api.consultationPrices()).data,
    staleTime: 5 * 60_000,
    meta: { failure: 'Loading the consultation prices' },
  });

const slotsKey = ['consultation-slots'] as const;

/** A day's free times in the booker's zone (GET consultations/slots/): asked again after a minute. */
export const consultationSlotsQueryOptions = (query: SlotsQuery) =>
  queryOptions({
    queryKey: [...slotsKey, query],
    queryFn: async () => (await api.consultationSlots(query)).data.slots,
    staleTime: 60_000,
    meta: { failure: 'Loading the free times' },
  });

/** The caller's sessions, to come and past (GET consultations/), kept per user. */
export const consultationsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['consultations', userId ?? 'visitor'],
    queryFn: async () => (await api.consultations()).data,
    meta: { failure: 'Loading the consultations' },
  });

/** POST consultations/holds/: the free times are read again whatever the answer (a time held, or just taken). */
export function useHoldConsultationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HoldRequest) => api.holdConsultation(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: slotsKey }),
  });
}

/** DELETE consultations/holds/{id}/: the time goes back to the free times. */
export function useReleaseConsultationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holdId: number) => api.releaseConsultation(holdId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: slotsKey }),
  });
}

/** The payment of a held time, by card (POST consultations/holds/{id}/pay/). */
export const payConsultation = (holdId: number) => () => api.payConsultation(holdId, { method: 'card' });

/** After a session is booked or changes, the sessions, the monthly calls and the free times are read again. */
export function useInvalidateConsultations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: slotsKey }),
      queryClient.invalidateQueries({ queryKey: ['consultations'] }),
    ]);
}

/** POST consultations/{id}/cancel/. */
export function useCancelConsultationMutation() {
  const invalidate = useInvalidateConsultations();
  return useMutation({
    mutationFn: (sessionId: number) => api.cancelConsultation(sessionId),
    onSuccess: invalidate,
  });
}

/** POST consultations/{id}/reschedule/. */
export function useRescheduleConsultationMutation() {
  const invalidate = useInvalidateConsultations();
  return useMutation({
    mutationFn: ({ sessionId, ...body }: RescheduleRequest & { sessionId: number }) =>
      api.rescheduleConsultation(sessionId, body),
    onSuccess: invalidate,
  });
}

/** POST consultations/holds/{id}/monthly-call/. */
export function useMonthlyCallMutation() {
  const invalidate = useInvalidateConsultations();
  return useMutation({ mutationFn: (holdId: number) => api.useMonthlyCall(holdId), onSuccess: invalidate });
}

/** POST consultations/holds/{id}/credit/. */
export function useCreditConsultationMutation() {
  const invalidate = useInvalidateConsultations();
  return useMutation({
    mutationFn: (holdId: number) => api.useConsultationCredit(holdId),
    onSuccess: invalidate,
  });
}

/** POST consultations/holds/{id}/invoice/. */
export function useInvoiceConsultationMutation() {
  const invalidate = useInvalidateConsultations();
  return useMutation({
    mutationFn: (holdId: number) => api.payConsultationByInvoice(holdId),
    onSuccess: invalidate,
  });
}
