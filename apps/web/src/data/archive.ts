import { ApiRequestError } from '@firm/api-client';
import type { ArchiveRequest } from '@firm/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import { failureMessage } from '../lib/failure-message';

/** Every archive search's answer lives under this key (a bookmark changes the results' toggles). */
export const archiveQueryKey = ['report-archive'] as const;

/**
 * Whether a failed search is tried again (once): not when the API refused it, since asking again gets the same
 * answer and, after a 429, counts against the limit once more.
 */
export function retriesArchiveSearch(failures: number, error: unknown): boolean {
  const refused = error instanceof ApiRequestError && error.status !== null && error.status < 500;
  return failures < 1 && !refused;
}

/** A page of archive search results. The previous page stays on screen while the next one loads. */
export const archiveQueryOptions = (request: ArchiveRequest) =>
  queryOptions({
    queryKey: [...archiveQueryKey, request],
    queryFn: () => api.archiveSearch(request),
    placeholderData: keepPreviousData,
    retry: retriesArchiveSearch,
    // SPEC §8: an archive failure is only logged, with the server's message or the general one.
    meta: {
      failure: 'Searching the report archive',
      logged: failureMessage,
    },
  });
