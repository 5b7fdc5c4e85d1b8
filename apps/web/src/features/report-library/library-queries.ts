import type { LibraryRequest } from '@firm/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { clientQueryKeys } from '../../lib/client-query-keys';

/** A page of the Report Library. The previous page stays on screen while the next one loads. */
export const libraryQueryOptions = (query: LibraryRequest) =>
  queryOptions({
    queryKey: [...clientQueryKeys.library, query],
    queryFn: () => api.reportLibrary(query),
    placeholderData: keepPreviousData,
  });
