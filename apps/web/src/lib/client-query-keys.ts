/**
 * Query keys of the client area's lists. A bookmark changed on one page makes the others' data stale, so every
 * page names these keys from here rather than from each other's features.
 */
export const clientQueryKeys = {
  library: ['report-library'] as const,
  bookmarks: ['bookmarks'] as const,
  archive: ['report-archive'] as const,
  /** The organisation's subscriptions (the landing page, the catalogue's running tiers). */
  subscriptions: ['subscriptions'] as const,
};
