import {
  LIBRARY_SEARCH_PATTERN,
  LIBRARY_SORTS,
  LIBRARY_STATUSES,
  MAX_INTEGER_ID,
  SEARCH_MAX_LENGTH,
  type LibraryRequest,
} from '@firm/domain';
import { oneOf, page, searchParams, text, wholeNumber, type SearchOf } from '../../lib/search-params';

/**
 * The Report Library's URL search params (page, search_query, status, report_type, sort), so back, forward and a
 * reload show the same list. The router hands every value over as the text of the URL (parseSearch in @firm/domain), so
 * numbers are read here. A value that is not allowed is dropped (no filter), never an error page.
 */
const librarySearch = {
  page,
  search_query: text(
    (query) => query.length >= 1 && query.length <= SEARCH_MAX_LENGTH && LIBRARY_SEARCH_PATTERN.test(query),
  ),
  status: oneOf(LIBRARY_STATUSES),
  report_type: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  sort: oneOf(LIBRARY_SORTS),
  /** One report only: where an alert mail's link leads (issue 42). */
  report: wholeNumber(1, MAX_INTEGER_ID),
};
export const readLibrarySearch = searchParams(librarySearch);
export type LibrarySearch = SearchOf<typeof librarySearch>;

/** The API query of a page of the library. */
export function libraryQueryOf(search: LibrarySearch): LibraryRequest {
  return {
    page: search.page ?? 1,
    search_query: search.search_query,
    status: search.status,
    report_type: search.report_type,
    sort: search.sort,
    report: search.report,
  };
}
