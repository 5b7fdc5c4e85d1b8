import { z } from 'zod';
import { MAX_INTEGER_ID } from '../api/ids.js';
import { ALERT_FREQUENCIES, AlertFrequencySchema, type AlertFrequency } from './alert-frequency.js';
import { TimeZoneSchema } from './digest-schedule.js';

/**
 * How often a report type appears (issue 42): weekly series are read the morning they come out; in-depth reports,
 * a few a year, can wait for the week's digest.
 */
export const REPORT_CADENCES = ['weekly', 'in_depth'] as const;
export type ReportCadence = (typeof REPORT_CADENCES)[number];

/** What a member hears of a type until they choose: at once for weekly types, the weekly digest for in-depth ones. */
export function defaultAlertFrequency(cadence: ReportCadence): AlertFrequency {
  return cadence === 'weekly' ? 'immediate' : 'weekly';
}

export const AlertMessages = {
  reportType: 'Choose one of the report types you read.',
  frequency: 'Choose how often to hear about this report type.',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Nothing was changed: open the link from the mail again, or change your alerts on your profile.',
  unsubscribeExpired:
    'This unsubscribe link has expired. Nothing was changed: change your alerts on your profile, or use the link in a newer mail.',
  saved: 'Your notification settings are saved.',
  /** What a saved search's unsubscribe link stops: the search, deleted. */
  savedSearchStopped: (name: string) => `your saved search '${name}' (it is deleted)`,
  /** A saved search's unsubscribe link, after the search was deleted (by the link or on the profile). */
  savedSearchGone:
    'This saved search is deleted already: no more mail will come about it. Nothing else was changed.',
} as const;

/** One report type the member reads, with how often they hear of its new reports. */
export const AlertPreferenceSchema = z.object({
  report_type: z.number().int().positive(),
  report_type_name: z.string(),
  frequency: AlertFrequencySchema,
  /** Whether the member chose it (false: the type's default). */
  chosen: z.boolean(),
});
export type AlertPreference = z.infer<typeof AlertPreferenceSchema>;

/**
 * GET alerts/preferences/: the member's time zone (null until the browser or the member gave one; digests then
 * follow UTC) and a frequency for each type the member reads now.
 */
export const AlertPreferencesResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    time_zone: z.string().nullable(),
    types: z.array(AlertPreferenceSchema),
  }),
});
export type AlertPreferencesResponse = z.infer<typeof AlertPreferencesResponseSchema>;

/**
 * PATCH alerts/preferences/: a new time zone, new frequencies, or both. `detected_time_zone` is the browser's, sent
 * at sign-in: kept only while the member has none, so it never undoes their own choice.
 */
export const UpdateAlertPreferencesSchema = z
  .object({
    time_zone: TimeZoneSchema.optional(),
    detected_time_zone: TimeZoneSchema.optional(),
    types: z
      .array(
        z.object({
          report_type: z
            .number({ error: AlertMessages.reportType })
            .int(AlertMessages.reportType)
            .positive(AlertMessages.reportType)
            .max(MAX_INTEGER_ID, AlertMessages.reportType),
          frequency: z.enum(ALERT_FREQUENCIES, { error: AlertMessages.frequency }),
        }),
      )
      .max(200)
      .optional(),
  })
  .strict();
export type UpdateAlertPreferences = z.infer<typeof UpdateAlertPreferencesSchema>;

/**
 * GET alerts/unsubscribe/?token=: what the link would turn off, report types or a saved search (the unsubscribe
 * page shows it before the press).
 */
export const UnsubscribeLinkResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    report_type_name: z.string(),
    email: z.string(),
    frequency: AlertFrequencySchema,
    /** Set when the link is a saved search's: the search it deletes (report_type_name then names its filter). */
    saved_search_name: z.string().nullable().default(null),
  }),
});
export type UnsubscribeLinkResponse = z.infer<typeof UnsubscribeLinkResponseSchema>;

/** POST alerts/unsubscribe/?token=: the types are off; the message says which. */
export const UnsubscribeResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;

export const UnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: AlertMessages.unsubscribeInvalid })
    .min(1, AlertMessages.unsubscribeInvalid)
    .max(512),
});

export const AdminReportAlertsMessages = {
  ids: 'Ids must be up to 100 report ids, separated by commas.',
} as const;

/** GET admin/reports/alerts/?ids=1,2,3: the alerts of these reports (a page of the back office's list). */
export const AdminReportAlertsQuerySchema = z.object({
  ids: z
    .string({ error: AdminReportAlertsMessages.ids })
    .regex(/^[1-9]\d{0,9}(?:,[1-9]\d{0,9}){0,99}$/, AdminReportAlertsMessages.ids)
    .transform((ids) => ids.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= MAX_INTEGER_ID), AdminReportAlertsMessages.ids),
});

/**
 * What a report's alerts did: how many members were told and when the first and last mail left, and how many wait
 * for a digest. A report nobody was told of (quiet, no readers, not announced yet) has told 0 and no times.
 */
export const AdminReportAlertsSchema = z.object({
  report_id: z.number().int().positive(),
  told: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
  first_sent_at: z.string().nullable(),
  last_sent_at: z.string().nullable(),
});
export type AdminReportAlerts = z.infer<typeof AdminReportAlertsSchema>;

export const AdminReportAlertsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(AdminReportAlertsSchema),
});
export type AdminReportAlertsResponse = z.infer<typeof AdminReportAlertsResponseSchema>;
