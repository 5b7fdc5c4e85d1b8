import {
  ADMIN_INQUIRY_SORTS,
  MAX_INTEGER_ID,
  INQUIRY_STATES,
  SORT_DIRECTIONS,
  type AdminInquiriesRequest,
  type InquiryState,
} from '@firm/domain';
import { z } from 'zod';

/**
 * The inbox's URL: ?state=handled&q=ana&sort=company&direction=asc&page=2. A value the inbox cannot use (typed by
 * hand, or from an old link) falls back to the default rather than failing the page.
 */
export const InquiriesSearchSchema = z.object({
  state: z.enum(INQUIRY_STATES).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  sort: z.enum(ADMIN_INQUIRY_SORTS).optional().catch(undefined),
  direction: z.enum(SORT_DIRECTIONS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_INTEGER_ID).optional().catch(undefined),
});
export type InquiriesSearch = z.infer<typeof InquiriesSearchSchema>;

export const DEFAULT_INQUIRY_STATE: InquiryState = 'new';

/** What the inbox asks the API for: the URL's values with the inbox's defaults (new ones, newest first). */
export function inquiriesRequest(search: InquiriesSearch): AdminInquiriesRequest {
  return {
    state: search.state ?? DEFAULT_INQUIRY_STATE,
    ...(search.q ? { q: search.q } : {}),
    sort: search.sort ?? 'created_at',
    direction: search.direction ?? 'desc',
    page: search.page ?? 1,
  };
}
