import {
  ADMIN_ORDER_SORTS,
  MAX_INTEGER_ID,
  ORDER_METHODS,
  ORDER_STATUSES,
  SORT_DIRECTIONS,
  type AdminOrdersRequest,
} from '@firm/domain';
import { z } from 'zod';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/**
 * The orders list's URL: ?status=pending&method=invoice&from=2026-01-01&to=2026-03-31&q=acme&sort=total&page=2. A
 * value the list cannot use (typed by hand, or from an old link) falls back to the default rather than failing.
 */
export const OrdersSearchSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  method: z.enum(ORDER_METHODS).optional().catch(undefined),
  from: day,
  to: day,
  q: z.string().trim().max(100).optional().catch(undefined),
  sort: z.enum(ADMIN_ORDER_SORTS).optional().catch(undefined),
  direction: z.enum(SORT_DIRECTIONS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_INTEGER_ID).optional().catch(undefined),
});
export type OrdersSearch = z.infer<typeof OrdersSearchSchema>;

/** What the list asks the API for: the URL's values with the list's defaults (newest first). */
export function ordersRequest(search: OrdersSearch): AdminOrdersRequest {
  // Dates the wrong way round are asked the right way round rather than refused.
  const [from, to] =
    search.from && search.to && search.from > search.to ? [search.to, search.from] : [search.from, search.to];
  return {
    ...(search.status ? { status: search.status } : {}),
    ...(search.method ? { method: search.method } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(search.q ? { q: search.q } : {}),
    sort: search.sort ?? 'created_at',
    direction: search.direction ?? 'desc',
    page: search.page ?? 1,
  };
}
