import type {
  BillingProfileForm,
  AdminClientsRequest,
  AdminGraceExtend,
  AdminSubscriptionExtendRequest,
  AdminSubscriptionGrantRequest,
} from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { auditKey } from './audit';
import { overviewKey } from './overview';

export const clientsKey = ['admin', 'clients'] as const;

export const clientsQueryOptions = (request: AdminClientsRequest) =>
  queryOptions({ queryKey: [...clientsKey, 'list', request], queryFn: () => api.admin.clients(request) });

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...clientsKey, 'detail', id],
    queryFn: async () => (await api.admin.client(id)).data,
  });

/** A change of a client: the lists, the organisation, the overview and the audit log then reload. */
export type ClientChange =
  | { kind: 'organisation'; suspended: boolean; reason: string }
  | { kind: 'user'; userId: string; suspended: boolean; reason: string }
  | { kind: 'grant'; body: AdminSubscriptionGrantRequest }
  | { kind: 'extend'; subscriptionId: string; body: AdminSubscriptionExtendRequest }
  | { kind: 'grace'; subscriptionId: string; body: AdminGraceExtend };

export function useClientChangeMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ClientChange) => {
      switch (change.kind) {
        case 'organisation':
          return api.admin.setClientSuspended(id, change.suspended, change.reason);
        case 'user':
          return api.admin.setClientUserSuspended(id, change.userId, change.suspended, change.reason);
        case 'grant':
          return api.admin.grantSubscription(id, change.body);
        case 'extend':
          return api.admin.extendSubscription(id, change.subscriptionId, change.body);
        case 'grace':
          return api.admin.extendGrace(id, change.subscriptionId, change.body);
      }
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(clientQueryOptions(id).queryKey, answer.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...clientsKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: overviewKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}

/** The catalogue's report types, for choosing what to grant. */
export const grantableTypesQueryOptions = () =>
  queryOptions({
    queryKey: [...clientsKey, 'report-types'],
    queryFn: async () => (await api.reportTypes()).data.results,
    staleTime: 5 * 60_000,
  });

/** GET admin/clients/{id}/billing-profile/: the organisation's billing details, null until saved. */
export const clientBillingProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...clientsKey, 'detail', id, 'billing-profile'],
    queryFn: async () => (await api.admin.clientBillingProfile(id)).profile,
  });

/** PUT admin/clients/{id}/billing-profile/ (admins, finance): the saved profile is shown at once; the audit log reloads. */
export function useSaveClientBillingProfileMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingProfileForm) => api.admin.saveClientBillingProfile(id, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(clientBillingProfileQueryOptions(id).queryKey, answer.profile);
      await queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}
