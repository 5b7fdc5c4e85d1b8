import {
  ADMIN_REPORT_SORTS,
  MAX_INTEGER_ID,
  REPORT_STATES,
  SORT_DIRECTIONS,
  type AdminReportsRequest,
  type ReportState,
} from '@firm/domain';
import { z } from 'zod';

/** A calendar day as the date inputs give it; anything else is no filter. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  })
  .optional()
  .catch(undefined);

/**
 * The reports list's URL: ?q=coffee&type=3&from=2026-01-01&to=2026-03-31&state=unpublished&sort=name&page=2. A value
 * the list cannot use (typed by hand, or from an old link) falls back to the default rather than failing the page.
 */
export const ReportsSearchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  type: z.coerce.number().int().min(1).max(MAX_INTEGER_ID).optional().catch(undefined),
  from: day,
  to: day,
  state: z.enum(REPORT_STATES).optional().catch(undefined),
  sort: z.enum(ADMIN_REPORT_SORTS).optional().catch(undefined),
  direction: z.enum(SORT_DIRECTIONS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_INTEGER_ID).optional().catch(undefined),
});
export type ReportsSearch = z.infer<typeof ReportsSearchSchema>;

export const DEFAULT_REPORT_STATE: ReportState = 'all';

/**
 * What the list asks the API for: the URL's values with the list's defaults (every report, newest first). Dates
 * given the wrong way round are swapped, since the server would refuse them.
 */
export function reportsRequest(search: ReportsSearch): AdminReportsRequest {
  const [from, to] =
    search.from && search.to && search.from > search.to ? [search.to, search.from] : [search.from, search.to];
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.type ? { type: search.type } : {}),
    ...(from ? { published_from: from } : {}),
    ...(to ? { published_to: to } : {}),
    state: search.state ?? DEFAULT_REPORT_STATE,
    sort: search.sort ?? 'created_at',
    direction: search.direction ?? 'desc',
    page: search.page ?? 1,
  };
}

/** The day of a timestamp as the date input holds it (UTC, as the server stores publication dates). */
export const dayOf = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');
