/** SPEC §9: summaries are cut to 50 words in the library and bookmarks, 100 in the archives. */
export const SUMMARY_WORDS = { library: 50, bookmarks: 50, archives: 100 } as const;

/** The first `limit` words of a text, with an ellipsis when something was cut. */
export function truncateWords(text: string, limit: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length <= limit ? words.join(' ') : `${words.slice(0, limit).join(' ')}…`;
}
