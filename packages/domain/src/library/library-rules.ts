// The library's search and filter rules without its schemas: zod-free, so the web app's route tree can read them
// (issue 18).

/**
 * SPEC §5: the library search accepts letters, digits, common punctuation and spaces, and no leading space; other
 * input is ignored (the box keeps its previous value).
 */
export const LIBRARY_SEARCH_PATTERN = /^(?! )[\p{L}\p{N} .,;:'"!?&()\-/%+]*$/u;
export const SEARCH_MAX_LENGTH = 100;

/** What the library search box holds after `typed`: the new text when allowed, else what it held before. */
export function acceptLibrarySearch(previous: string, typed: string): string {
  return typed.length <= SEARCH_MAX_LENGTH && LIBRARY_SEARCH_PATTERN.test(typed) ? typed : previous;
}

/** SPEC §5 status filter and library sort options. */
export const LIBRARY_STATUSES = ['active', 'expire'] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];
export const LIBRARY_SORTS = ['a_z', 'z_a'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

/** Whether the caller may open and download reports of a type (SPEC §4 report card actions). */
export function hasAccess(reportAccess: readonly number[], reportTypeId: number): boolean {
  return reportAccess.includes(reportTypeId);
}
