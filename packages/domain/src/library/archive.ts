import { z } from 'zod';
import { ARCHIVE_OPEN_PAGES, ARCHIVE_SEARCH_MAX_LENGTH, ARCHIVE_SORTS } from './archive-rules.js';

export const ArchiveQueryMessages = {
  page: 'Page must be a whole number from 1.',
  search: 'Type one or more words to search the archive.',
  searchLength: `Search may be at most ${ARCHIVE_SEARCH_MAX_LENGTH} characters long.`,
  sort: 'Sort must be name_asc or name_desc.',
  reportTypeName: 'Report type must be a report type name.',
  /** Answered (status true, no results) when every word is too common to search for. */
  onlyCommonWords: 'The search holds only very common words. Add a more specific word.',
  noResults: 'No reports match this search.',
  found: 'Reports found.',
  /** A visitor asked for a page past ARCHIVE_OPEN_PAGES (400). */
  visitorPages: `Visitors can see the first ${ARCHIVE_OPEN_PAGES} pages of results. Narrow the search, or sign in to see more of the reports you subscribe to.`,
  /** Too many searches in a minute (429). */
  tooManySearches: 'Too many searches. Please wait a minute and try again.',
} as const;

/** An empty query value means "no filter", as the web app sends it. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** Query of GET reports/elastic-search/ (SPEC §7). */
export const ArchiveQuerySchema = z.object({
  page: optional(
    z.coerce
      .number({ error: ArchiveQueryMessages.page })
      .int(ArchiveQueryMessages.page)
      .min(1, ArchiveQueryMessages.page)
      .max(100_000, ArchiveQueryMessages.page),
  ).transform((value) => value ?? 1),
  pdf_search: z
    .string({ error: ArchiveQueryMessages.search })
    .trim()
    .min(1, ArchiveQueryMessages.search)
    .max(ARCHIVE_SEARCH_MAX_LENGTH, ArchiveQueryMessages.searchLength),
  sort: optional(z.enum(ARCHIVE_SORTS, { error: ArchiveQueryMessages.sort })),
  report_type_name: optional(
    z
      .string({ error: ArchiveQueryMessages.reportTypeName })
      .trim()
      .max(200, ArchiveQueryMessages.reportTypeName),
  ),
});
export type ArchiveQuery = z.output<typeof ArchiveQuerySchema>;
/** The query as a caller holds it before sending: filters may be missing or empty. */
export type ArchiveRequest = { pdf_search: string } & Partial<
  Record<Exclude<keyof ArchiveQuery, 'pdf_search'>, string | number>
>;

/** A matched word inside a highlight: `text.slice(start, end)` (UTF-16 indexes, as JavaScript strings count). */
export const HighlightMatchSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
export type HighlightMatch = z.infer<typeof HighlightMatchSchema>;

/**
 * A fragment of a report's content around matched words (DESIGN §4): plain text and where the matches are. The
 * client wraps each range in `<mark>` itself; nothing in `text` is markup.
 */
export const HighlightSchema = z.object({
  text: z.string(),
  matches: z.array(HighlightMatchSchema),
});
export type Highlight = z.infer<typeof HighlightSchema>;

/**
 * One report found by the archive search. A result the caller cannot open carries its public summary and at most
 * one highlight of at most ARCHIVE_LOCKED_PASSAGE_WORDS words; one it can open, up to three.
 */
export const ArchiveResultSchema = z.object({
  id: z.number().int().positive(),
  report_name: z.string(),
  report_summary: z.string(),
  published_at: z.string().nullable(),
  report_type: z.number().int().positive(),
  report_type_name: z.string(),
  highlights: z.array(HighlightSchema),
  /** Whether the caller may open and download it (SPEC §6): a signed-in client entitled to the type. */
  can_open: z.boolean(),
  /** The caller's bookmark of the report, for the bookmark toggle; always null for a visitor. */
  bookmark_id: z.string().nullable(),
});
export type ArchiveResult = z.infer<typeof ArchiveResultSchema>;

/**
 * GET reports/elastic-search/: a page of results and how many the caller may page through (SPEC §7): every
 * match it may open, and those it may not within the first ARCHIVE_OPEN_PAGES pages.
 */
export const ArchiveResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    results: z.array(ArchiveResultSchema),
    count: z.number().int().nonnegative(),
    /**
     * True when more reports match than `count` counts: some the caller cannot open lie past the first pages.
     * Absent from a back end that counts every match.
     */
    count_capped: z.boolean().default(false),
  }),
});
export type ArchiveResponse = z.infer<typeof ArchiveResponseSchema>;
