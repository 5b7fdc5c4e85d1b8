import { page, searchParams, type SearchOf } from '../../lib/search-params';

/** The Bookmarks page's URL search: the page, dropped when it is not a page number. */
const bookmarksSearch = { page };
export const readBookmarksSearch = searchParams(bookmarksSearch);
export type BookmarksSearch = SearchOf<typeof bookmarksSearch>;
