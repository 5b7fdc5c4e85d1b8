import { z } from 'zod';
import { MAX_INTEGER_ID } from '../api/ids.js';
import { ReportSubscriptionStatusField } from './library.js';

/** SPEC §3 bookmark list item, with the report it points at. */
export const BookmarkSchema = z.object({
  id: z.string(),
  report_id: z.number().int().positive(),
  report_name: z.string(),
  report_type: z.number().int().positive(),
  report_type_name: z.string(),
  published_at: z.string().nullable(),
  report_summary: z.string(),
  /** As in the library: whether the organisation's subscription to the report's type is active or has ended. */
  subscription_status: ReportSubscriptionStatusField,
});
export type Bookmark = z.infer<typeof BookmarkSchema>;

/**
 * GET reports/bookmarks/: a page of the caller's bookmarks, how many there are, and the report type ids the caller
 * may open (report_access, as the library answers it) for each card's actions.
 */
export const BookmarksResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(BookmarkSchema),
  count: z.number().int().nonnegative(),
  report_access: z.array(z.number().int().positive()).default([]),
  /** The ids of the reports on this page the caller may open through a single-report licence (issue 44). */
  licensed_reports: z.array(z.number().int().positive()).default([]),
});
export type BookmarksResponse = z.infer<typeof BookmarksResponseSchema>;

export const BookmarkMessages = {
  reportId: 'Choose a report to bookmark.',
  unknownReport: 'This report does not exist.',
  unknownBookmark: 'This bookmark does not exist.',
} as const;

/** Body of POST reports/bookmarks/. */
export const CreateBookmarkSchema = z.object({
  report_id: z.coerce
    .number({ error: BookmarkMessages.reportId })
    .int(BookmarkMessages.reportId)
    .positive(BookmarkMessages.reportId)
    .max(MAX_INTEGER_ID, BookmarkMessages.reportId),
});
export type CreateBookmark = z.infer<typeof CreateBookmarkSchema>;

/** Answer of POST (with the new bookmark's id) and DELETE reports/bookmarks/. */
export const BookmarkChangeResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ id: z.string() }).optional(),
  message: z.string().optional(),
});
