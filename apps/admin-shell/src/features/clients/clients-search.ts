import {
  ADMIN_CLIENT_SORTS,
  CLIENT_STATUSES,
  MAX_INTEGER_ID,
  SORT_DIRECTIONS,
  type AdminClientsRequest,
} from '@firm/domain';
import { z } from 'zod';

/**
 * The clients list's URL: ?status=suspended&q=acme&sort=name&direction=asc&page=2. A value the list cannot use
 * falls back to the default rather than failing the page.
 */
export const ClientsSearchSchema = z.object({
  status: z.enum(CLIENT_STATUSES).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  sort: z.enum(ADMIN_CLIENT_SORTS).optional().catch(undefined),
  direction: z.enum(SORT_DIRECTIONS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_INTEGER_ID).optional().catch(undefined),
});
export type ClientsSearch = z.infer<typeof ClientsSearchSchema>;

/** What the list asks the API for: the URL's values with the list's defaults (every status, newest first). */
export function clientsRequest(search: ClientsSearch): AdminClientsRequest {
  return {
    status: search.status ?? 'all',
    ...(search.q ? { q: search.q } : {}),
    sort: search.sort ?? 'created_at',
    direction: search.direction ?? 'desc',
    page: search.page ?? 1,
  };
}
