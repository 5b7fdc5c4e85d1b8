// The archive search's rules without its schemas: zod-free, so the web app's route tree can read them (issue 18).

/**
 * SPEC §5: the archive searches only for words separated by single spaces. A word is any run of non-space
 * characters, so the web-search syntax (`"a phrase"`, `OR`, `-word`) passes; leading, trailing or doubled spaces
 * do not. Text that fails is kept in the box but starts no search.
 */
export const ARCHIVE_SEARCH_PATTERN = /^\S+(?: \S+)*$/u;
export const ARCHIVE_SEARCH_MAX_LENGTH = 200;

/** Whether typed archive search text starts a search (SPEC §5). */
export function isArchiveSearchable(text: string): boolean {
  return text.length <= ARCHIVE_SEARCH_MAX_LENGTH && ARCHIVE_SEARCH_PATTERN.test(text);
}

/** SPEC §5 archive sort options; without one, results come by relevance. */
export const ARCHIVE_SORTS = ['name_asc', 'name_desc'] as const;
export type ArchiveSort = (typeof ARCHIVE_SORTS)[number];

/**
 * How many pages of a search show the reports the caller cannot open (a visitor's whole reach): past them only
 * reports the caller may open are listed, and a visitor's page is refused (docs/decisions/007).
 */
export const ARCHIVE_OPEN_PAGES = 10;
/** The longest highlight of a result the caller cannot open, in words separated by spaces. */
export const ARCHIVE_LOCKED_PASSAGE_WORDS = 20;
