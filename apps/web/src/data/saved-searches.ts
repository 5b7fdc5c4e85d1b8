import { ApiRequestError } from '@firm/api-client';
import type { CreateSavedSearch, UpdateSavedSearch } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { failureMessage } from '../lib/failure-message';
import { useSession } from './session';

/** The signed-in member's saved archive searches (GET alerts/saved-searches/), newest first, kept per user. */
export const savedSearchesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['saved-searches', userId ?? 'visitor'],
    queryFn: async () => (await api.savedSearches()).data,
    staleTime: 5 * 60_000,
    meta: { failure: 'Loading the saved searches' },
  });

/** After any change the list is read again: the server orders it and stamps the dates. */
function useInvalidateSavedSearches() {
  const queryClient = useQueryClient();
  const { id } = useSession();
  return () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions(id).queryKey });
}

/** POST alerts/saved-searches/: resolves the server's answer (its message and the saved search). */
export function useSaveSearchMutation() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: (body: CreateSavedSearch) => api.saveSearch(body),
    onSuccess: invalidate,
  });
}

/** PATCH alerts/saved-searches/<id>/: a new name, words, report type or frequency. */
export function useUpdateSavedSearchMutation() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateSavedSearch }) =>
      api.updateSavedSearch(id, change),
    onSuccess: invalidate,
  });
}

/** DELETE alerts/saved-searches/<id>/. */
export function useDeleteSavedSearchMutation() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: (id: number) => api.deleteSavedSearch(id),
    onSuccess: invalidate,
  });
}

/** How a saved-search form shows a refusal: messages under its own fields, else one message for the form. */
export interface SavedSearchRefusal<Field extends string> {
  fields: [Field, string][];
  message: string | null;
}

/**
 * Splits a refused save or change: the first message of each field the form shows goes under it; when none of the
 * form's fields was named (the limit of saved searches, words the archive refuses), one message for the form.
 */
export function savedSearchRefusalOf<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
): SavedSearchRefusal<Field> {
  const named = error instanceof ApiRequestError && error.errors ? Object.entries(error.errors) : [];
  const fields = named.flatMap(([name, messages]): [Field, string][] =>
    (formFields as readonly string[]).includes(name) && messages[0] ? [[name as Field, messages[0]]] : [],
  );
  if (fields.length > 0) return { fields, message: null };
  const other = named.find(([, messages]) => messages[0])?.[1][0];
  return { fields, message: other ?? failureMessage(error) };
}
