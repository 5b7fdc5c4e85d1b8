import { z } from 'zod';
import { ArchiveQueryMessages, ArchiveQuerySchema } from '../library/archive.js';
import type { AlertFrequency } from './alert-frequency.js';

/**
 * Saved searches (issue 42): an archive search a member keeps, with how often they hear of new reports it matches.
 * The search itself is the archive's: the same words, the same report type filter, refused with the same messages.
 */
export const SAVED_SEARCH_FREQUENCIES = [
  'immediate',
  'daily',
  'weekly',
] as const satisfies readonly AlertFrequency[];
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** A saved search without a report type filter looks in these. */
export const ALL_REPORT_TYPES = 'all report types';

/** Saved searches one member may keep. */
export const MAX_SAVED_SEARCHES = 50;
/** Matches one mail lists; past them, a link to the archive shows them all. */
export const SAVED_SEARCH_MAIL_MATCHES = 10;
/** A saved search's name, in characters. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;

export const SavedSearchMessages = {
  name: `Give the search a name of up to ${SAVED_SEARCH_NAME_MAX_LENGTH} characters.`,
  frequency: 'Choose how often to hear about new reports this search finds.',
  limit: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one you no longer need to save this one.`,
  notFound: 'This saved search does not exist.',
  /** Words only to leave out ('-oil') would match nearly every new report. */
  onlyExclusions:
    'Add a word to look for: a saved search of words to leave out only would match nearly every report.',
  nothingToChange: 'Change the name, the search or how often you hear about it.',
  reportType: ArchiveQueryMessages.reportTypeName,
  saved: 'Search saved. New reports it finds will reach you by mail.',
  changed: 'Your saved search is changed.',
  deleted: 'Your saved search is deleted.',
} as const;

const NameSchema = z
  .string({ error: SavedSearchMessages.name })
  .trim()
  .min(1, SavedSearchMessages.name)
  .max(SAVED_SEARCH_NAME_MAX_LENGTH, SavedSearchMessages.name);

const FrequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { error: SavedSearchMessages.frequency });

/** The archive's own rules for the words and the report type filter, and its messages. */
const { pdf_search: SearchSchema, report_type_name: ReportTypeNameSchema } = ArchiveQuerySchema.shape;

/** POST alerts/saved-searches/: the archive's search as it stands, a name and a frequency. */
export const CreateSavedSearchSchema = z
  .object({
    name: NameSchema,
    pdf_search: SearchSchema,
    report_type_name: ReportTypeNameSchema,
    frequency: FrequencySchema,
  })
  .strict();
export type CreateSavedSearch = z.output<typeof CreateSavedSearchSchema>;

/**
 * PATCH alerts/saved-searches/<id>/: a new name, search, report type (an empty one: every type) or frequency.
 * Nothing to change is refused.
 */
export const UpdateSavedSearchSchema = z
  .object({
    name: NameSchema.optional(),
    pdf_search: SearchSchema.optional(),
    report_type_name: z.union([z.literal('').transform(() => null), z.null(), ReportTypeNameSchema]),
    frequency: FrequencySchema.optional(),
  })
  .partial()
  .strict()
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: SavedSearchMessages.nothingToChange,
  });
export type UpdateSavedSearch = z.output<typeof UpdateSavedSearchSchema>;

/** One saved search as the profile lists it; `last_sent_at` is when its last mail left (null: none yet). */
export const SavedSearchSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  pdf_search: z.string(),
  report_type_name: z.string().nullable(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchesResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(SavedSearchSchema),
});
export type SavedSearchesResponse = z.infer<typeof SavedSearchesResponseSchema>;

export const SavedSearchResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: SavedSearchSchema,
});
export type SavedSearchResponse = z.infer<typeof SavedSearchResponseSchema>;

/** DELETE alerts/saved-searches/<id>/: the search is gone; the message says so. */
export const SavedSearchDeletedResponseSchema = z.object({ status: z.literal(true), message: z.string() });

/** Where a saved search's matches all show: the archive with its words and filter. */
export function savedSearchArchivePath(search: {
  pdf_search: string;
  report_type_name: string | null;
}): string {
  const query = new URLSearchParams({ pdf_search: search.pdf_search });
  if (search.report_type_name) query.set('report_type_name', search.report_type_name);
  return `/report-archives?${query.toString()}`;
}
