import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { clientQueryKeys } from '../../lib/client-query-keys';

/** A page of the caller's bookmarks. The previous page stays on screen while the next one loads. */
export const bookmarksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...clientQueryKeys.bookmarks, { page }],
    queryFn: () => api.bookmarks({ page }),
    placeholderData: keepPreviousData,
  });
