import {
  ADMIN_PROMO_CODE_SORTS,
  MAX_INTEGER_ID,
  PROMO_CODE_STATES,
  SORT_DIRECTIONS,
  type AdminPromoCodesRequest,
} from '@firm/domain';
import { z } from 'zod';

/**
 * The promo codes' URL: ?state=active&q=spring&sort=code&direction=asc&page=2. A value the list cannot use falls
 * back to the default rather than failing the page.
 */
export const PromoCodesSearchSchema = z.object({
  state: z.enum(PROMO_CODE_STATES).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  sort: z.enum(ADMIN_PROMO_CODE_SORTS).optional().catch(undefined),
  direction: z.enum(SORT_DIRECTIONS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_INTEGER_ID).optional().catch(undefined),
});
export type PromoCodesSearch = z.infer<typeof PromoCodesSearchSchema>;

/** What the list asks the API for: the URL's values with the defaults (every code, newest first). */
export function promoCodesRequest(search: PromoCodesSearch): AdminPromoCodesRequest {
  return {
    state: search.state ?? 'all',
    ...(search.q ? { q: search.q } : {}),
    sort: search.sort ?? 'created_at',
    direction: search.direction ?? 'desc',
    page: search.page ?? 1,
  };
}
