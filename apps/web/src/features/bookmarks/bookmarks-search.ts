import { z } from 'zod';

/** The Bookmarks page's URL search: the page, dropped when it is not a page number. */
export const BookmarksSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type BookmarksSearch = z.infer<typeof BookmarksSearchSchema>;
