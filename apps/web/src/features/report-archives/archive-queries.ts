import type { ArchiveRequest } from '@firm/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { clientQueryKeys } from '../../lib/client-query-keys';
import { retriesArchiveSearch } from './archive-refusal';

/** A page of archive search results. The previous page stays on screen while the next one loads. */
export const archiveQueryOptions = (request: ArchiveRequest) =>
  queryOptions({
    queryKey: [...clientQueryKeys.archive, request],
    queryFn: () => api.archiveSearch(request),
    placeholderData: keepPreviousData,
    retry: retriesArchiveSearch,
  });
