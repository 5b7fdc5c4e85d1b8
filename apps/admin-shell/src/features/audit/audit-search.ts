import { MAX_INTEGER_ID, SORT_DIRECTIONS, STAFF_ACTIONS, type AuditRequest } from '@firm/domain';
import { z } from 'zod';

/**
 * The audit log's URL: ?action=inquiry_handled&staff=<id>&tenant=<id>&direction=asc&page=2. Values the log cannot
 * use fall back to the default (everything, newest first) rather than failing the page.
 */
export const AuditSearchSchema = z.object({
  action: z.enum(STAFF_ACTIONS).optional().catch(undefined),
  staff: z.uuid().optional().catch(undefined),
  tenant: z.uuid().optional().catch(undefined),
  direction: z.enum(SORT_DIRECTIONS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_INTEGER_ID).optional().catch(undefined),
});
export type AuditSearch = z.infer<typeof AuditSearchSchema>;

/** What the log asks the API for: by time, newest first unless the URL says otherwise. */
export function auditRequest(search: AuditSearch): AuditRequest {
  return {
    ...(search.action ? { action: search.action } : {}),
    ...(search.staff ? { staff: search.staff } : {}),
    ...(search.tenant ? { tenant: search.tenant } : {}),
    sort: 'occurred_at',
    direction: search.direction ?? 'desc',
    page: search.page ?? 1,
  };
}
