import type { AlertPreferencesResponse, UpdateAlertPreferences } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useSession } from './session';

/** The signed-in member's notification settings (GET alerts/preferences/), kept per user. */
export const alertPreferencesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['alert-preferences', userId ?? 'visitor'],
    queryFn: async () => (await api.alertPreferences()).data,
    staleTime: 5 * 60_000,
    meta: { failure: 'Loading the notification settings' },
  });

/** PATCH alerts/preferences/: the settings the server saved become the page's. */
export function useUpdateAlertPreferencesMutation() {
  const queryClient = useQueryClient();
  const { id } = useSession();
  return useMutation({
    mutationFn: async (body: UpdateAlertPreferences) => (await api.updateAlertPreferences(body)).data,
    onSuccess: (saved: AlertPreferencesResponse['data']) =>
      queryClient.setQueryData(alertPreferencesQueryOptions(id).queryKey, saved),
  });
}
