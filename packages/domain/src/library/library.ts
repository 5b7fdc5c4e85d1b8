import { z } from 'zod';
import { MAX_INTEGER_ID } from '../api/ids.js';
import {
  LIBRARY_SEARCH_PATTERN,
  LIBRARY_SORTS,
  LIBRARY_STATUSES,
  SEARCH_MAX_LENGTH,
} from './library-rules.js';

export const LibraryQueryMessages = {
  page: 'Page must be a whole number from 1.',
  search: 'Search may hold letters, digits, common punctuation and spaces, and may not start with a space.',
  status: 'Status must be active or expire.',
  reportType: 'Report type must be a report type id.',
  sort: 'Sort must be a_z or z_a.',
  report: 'Report must be a report id.',
} as const;

/** An empty query value means "no filter", as the web app sends it. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const PageField = optional(
  z.coerce
    .number({ error: LibraryQueryMessages.page })
    .int(LibraryQueryMessages.page)
    .min(1, LibraryQueryMessages.page)
    .max(100_000, LibraryQueryMessages.page),
).transform((value) => value ?? 1);

/** Query of GET reports/report/acess/ and reports/bookmarks/ (SPEC §7). */
export const LibraryQuerySchema = z.object({
  page: PageField,
  search_query: optional(
    z
      .string({ error: LibraryQueryMessages.search })
      .max(SEARCH_MAX_LENGTH, { message: LibraryQueryMessages.search, abort: true })
      .regex(LIBRARY_SEARCH_PATTERN, LibraryQueryMessages.search),
  ),
  status: optional(z.enum(LIBRARY_STATUSES, { error: LibraryQueryMessages.status })),
  report_type: optional(
    z.coerce
      .number({ error: LibraryQueryMessages.reportType })
      .int(LibraryQueryMessages.reportType)
      .positive(LibraryQueryMessages.reportType)
      .max(MAX_INTEGER_ID, LibraryQueryMessages.reportType),
  ),
  sort: optional(z.enum(LIBRARY_SORTS, { error: LibraryQueryMessages.sort })),
  /** One report only: where a new report's alert leads (issue 42). */
  report: optional(
    z.coerce
      .number({ error: LibraryQueryMessages.report })
      .int(LibraryQueryMessages.report)
      .positive(LibraryQueryMessages.report)
      .max(MAX_INTEGER_ID, LibraryQueryMessages.report),
  ),
});
export type LibraryQuery = z.output<typeof LibraryQuerySchema>;
/** The query as a caller holds it before sending: any filter may be missing or empty. */
export type LibraryRequest = Partial<Record<keyof LibraryQuery, string | number>>;

/**
 * The state of the organisation's subscription to a report's type (SPEC §5 status filter: active, or ended, which
 * the filter calls 'expire'); null when the organisation never subscribed to it.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'expired'] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/**
 * A report's subscription_status as a list answers it. A server that does not send it (the contract of SPEC §7
 * has no such field) reads as never subscribed, so the lists still work against it.
 */
export const ReportSubscriptionStatusField = SubscriptionStatusSchema.nullable().default(null);

/** A report as the library lists it (SPEC §3 report fields, without the content). */
export const LibraryReportSchema = z.object({
  id: z.number().int().positive(),
  report_name: z.string(),
  report_summary: z.string(),
  published_at: z.string().nullable(),
  total_word_count: z.number().int().nonnegative(),
  report_type: z.number().int().positive(),
  report_type_name: z.string(),
  /** The caller's bookmark of this report, for the toggle's DELETE; null when not bookmarked. */
  bookmark_id: z.string().nullable(),
  /** Whether the organisation's subscription to the report's type is active or has ended (an 'Expired' card). */
  subscription_status: ReportSubscriptionStatusField,
  /** When the report came into the library (issue 42: 'New' since the reader's previous visit); beyond SPEC. */
  added_at: z.string().nullable().default(null),
});
export type LibraryReport = z.infer<typeof LibraryReportSchema>;

/** SPEC §3 access group: a report type's name and its reports on this page. */
export const LibraryGroupSchema = z.object({
  report_type: z.number().int().positive(),
  report_type_name: z.string(),
  reports: z.array(LibraryReportSchema),
});
export type LibraryGroup = z.infer<typeof LibraryGroupSchema>;

/** GET reports/report/acess/: the page's groups, the number of matching reports, the subscribed type ids. */
export const LibraryResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(LibraryGroupSchema),
  count: z.number().int().nonnegative(),
  report_access: z.array(z.number().int().positive()),
  /**
   * Beyond SPEC (issue 15): the type ids the caller's organisation has a running subscription to, seat or not. A
   * type here but not in report_access is one to ask the administrator a seat for, not to buy.
   */
  organisation_access: z.array(z.number().int().positive()).default([]),
  /**
   * Beyond SPEC (issue 44): the ids of the reports on this page the caller may open through a single-report licence
   * of the organisation (an archived report bought alone), whatever its type's subscription.
   */
  licensed_reports: z.array(z.number().int().positive()).default([]),
});
export type LibraryResponse = z.infer<typeof LibraryResponseSchema>;

/** GET accounts/last-visit/: when the caller's previous visit began (null on a first); 'New' is what came since. */
export const LastVisitResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ previous_visit_at: z.string().nullable() }),
});
export type LastVisitResponse = z.infer<typeof LastVisitResponseSchema>;

/** Whether a report came into the library after the reader's previous visit (none: nothing is new). */
export function isNewSince(addedAt: string | null, previousVisitAt: string | null | undefined): boolean {
  return Boolean(addedAt && previousVisitAt && addedAt > previousVisitAt);
}
