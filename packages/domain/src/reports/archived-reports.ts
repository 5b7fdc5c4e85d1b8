import { TZDate } from '@date-fns/tz';
import { startOfWeek } from 'date-fns';
import { z } from 'zod';
import { MAX_INTEGER_ID } from '../api/ids.js';
import { LibraryQuerySchema } from '../library/library.js';

/**
 * The firm's own time zone (its head office, New York): where its calendar, not a reader's, decides a day or a
 * week, as the archive's cut-off does.
 */
export const FIRM_TIME_ZONE = 'America/New_York';

/**
 * The start of the archive (issue 44): every published report dated before the start of the current week (Monday
 * 00:00 in the firm's zone) is in the archive and sold on its own; a report of this week is not yet.
 */
export function archiveCutoff(now: Date): Date {
  return new Date(startOfWeek(new TZDate(now.getTime(), FIRM_TIME_ZONE), { weekStartsOn: 1 }).getTime());
}

export const ArchivedReportMessages = {
  report: 'Choose a report from the archive to add to the cart.',
  notInArchive: 'This report is not in the archive.',
  notSold: 'This report is not sold on its own.',
  covered: 'Your subscription already includes this report.',
  owned: 'Your organisation already owns this report.',
  inCart: 'This report is already in your cart.',
  underWay:
    'A payment for a report in your cart is already under way (a bank transfer or an invoice). Please remove it.',
  added: 'Added to your cart.',
  unchangeable: 'A report bought alone has no licence or quantity to change; remove it instead.',
} as const;

/** POST reports/cart/archived/ (issue 44): one report of the archive, bought alone. */
export const AddArchivedReportSchema = z.object({
  report: z
    .number({ error: ArchivedReportMessages.report })
    .int(ArchivedReportMessages.report)
    .positive(ArchivedReportMessages.report)
    .max(MAX_INTEGER_ID, ArchivedReportMessages.report),
});
export type AddArchivedReportRequest = z.infer<typeof AddArchivedReportSchema>;

/** GET reports/archived/ (issue 44): a page of the archive, searched by words of a report's name or summary. */
export const ArchivedReportsQuerySchema = LibraryQuerySchema.pick({ page: true, search_query: true });
export type ArchivedReportsQuery = z.output<typeof ArchivedReportsQuerySchema>;

/** A report of the archive as /individual-reports lists it: what anyone may read of it, and its price alone. */
export const ArchivedReportSchema = z.object({
  id: z.number().int().positive(),
  report_name: z.string(),
  report_summary: z.string(),
  published_at: z.string(),
  report_type: z.number().int().positive(),
  report_type_name: z.string(),
  /** USD for the report alone; null when its type is not sold report by report. */
  price: z.number().nonnegative().nullable(),
});
export type ArchivedReport = z.infer<typeof ArchivedReportSchema>;

export const ArchivedReportsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(ArchivedReportSchema),
  count: z.number().int().nonnegative(),
});
export type ArchivedReportsResponse = z.infer<typeof ArchivedReportsResponseSchema>;
