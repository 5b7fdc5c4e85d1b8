import { acceptLibrarySearch, type ArchivedReportsQuery } from '@firm/domain';
import { page, searchParams, text, type SearchOf } from '../../lib/search-params';

/**
 * /individual-reports' URL search params (issue 44): the page of the archive and the words searched for, so back,
 * forward, a reload or a shared link show the same reports. A value that is not allowed is dropped.
 */
const archivedReportsSearch = {
  page,
  search_query: text(
    (words) => words.trim().length > 0 && acceptLibrarySearch('', words) === words,
    (words) => words.trim(),
  ),
};
export const readArchivedReportsSearch = searchParams(archivedReportsSearch);
export type ArchivedReportsSearch = SearchOf<typeof archivedReportsSearch>;

/** The API query of the page the URL names. */
export const archivedReportsQueryOf = (search: ArchivedReportsSearch): ArchivedReportsQuery => ({
  page: search.page ?? 1,
  ...(search.search_query ? { search_query: search.search_query } : {}),
});
