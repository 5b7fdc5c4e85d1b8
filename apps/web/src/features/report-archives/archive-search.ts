import { ARCHIVE_SORTS, isArchiveSearchable, type ArchiveRequest } from '@firm/domain';
import { oneOf, page, searchParams, text, type SearchOf } from '../../lib/search-params';

/**
 * The Report Archives' URL search params (page, pdf_search, sort, report_type_name), so back, forward, a reload
 * or a shared link show the same results. The router hands every value over as the text of the URL
 * (parseSearch in @firm/domain), so a quoted phrase keeps its quotes and numbers are read here. A value that is not allowed is dropped, never an error page; search
 * text that fails SPEC §5's words-with-single-spaces rule is no search.
 */
const archiveSearch = {
  page,
  pdf_search: text(isArchiveSearchable),
  sort: oneOf(ARCHIVE_SORTS),
  report_type_name: text(
    (name) => name.trim().length >= 1 && name.trim().length <= 200,
    (name) => name.trim(),
  ),
};
export const readArchiveSearch = searchParams(archiveSearch);
export type ArchiveSearch = SearchOf<typeof archiveSearch>;

/** The API query of the page of results the URL names, or null while nothing is searched for. */
export function archiveRequestOf(search: ArchiveSearch): ArchiveRequest | null {
  if (!search.pdf_search) return null;
  return {
    pdf_search: search.pdf_search,
    page: search.page ?? 1,
    sort: search.sort,
    report_type_name: search.report_type_name,
  };
}
