import { ADMIN_REPORT_TYPE_SORTS, SORT_DIRECTIONS, type AdminReportTypesRequest } from '@firm/domain';
import { z } from 'zod';

/** The report types' URL: ?q=coffee&sort=name&direction=asc. A value the list cannot use falls back to the default. */
export const ReportTypesSearchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  sort: z.enum(ADMIN_REPORT_TYPE_SORTS).optional().catch(undefined),
  direction: z.enum(SORT_DIRECTIONS).optional().catch(undefined),
});
export type ReportTypesSearch = z.infer<typeof ReportTypesSearchSchema>;

/** What the list asks the API for: the catalogue's order unless the URL says otherwise. */
export function reportTypesRequest(search: ReportTypesSearch): AdminReportTypesRequest {
  return {
    ...(search.q ? { q: search.q } : {}),
    sort: search.sort ?? 'position',
    direction: search.direction ?? 'asc',
  };
}
