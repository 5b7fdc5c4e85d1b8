import {
  LIBRARY_SEARCH_PATTERN,
  LIBRARY_SORTS,
  LIBRARY_STATUSES,
  SEARCH_MAX_LENGTH,
  type LibraryRequest,
} from '@firm/domain';
import { z } from 'zod';

/**
 * The Report Library's URL search params (page, search_query, status, report_type, sort), so back, forward and a
 * reload show the same list. The router hands every value over as the text of the URL (parseSearch in @firm/domain), so
 * numbers are read here. A value that is not allowed is dropped (no filter), never an error page.
 */
export const LibrarySearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  search_query: z
    .string()
    .min(1)
    .max(SEARCH_MAX_LENGTH)
    .regex(LIBRARY_SEARCH_PATTERN)
    .optional()
    .catch(undefined),
  status: z.enum(LIBRARY_STATUSES).optional().catch(undefined),
  report_type: z.coerce.number().int().positive().optional().catch(undefined),
  sort: z.enum(LIBRARY_SORTS).optional().catch(undefined),
});
export type LibrarySearch = z.infer<typeof LibrarySearchSchema>;

/** The API query of a page of the library. */
export function libraryQueryOf(search: LibrarySearch): LibraryRequest {
  return {
    page: search.page ?? 1,
    search_query: search.search_query,
    status: search.status,
    report_type: search.report_type,
    sort: search.sort,
  };
}
