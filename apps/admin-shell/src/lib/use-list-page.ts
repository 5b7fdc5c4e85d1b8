import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';

/** What a back-office list keeps in its URL besides its filters. */
type ListSearch = { sort?: string; direction?: 'asc' | 'desc'; page?: number };

/**
 * A back-office list whose filters and sort live in the URL (issue 40): the server sorts and filters it, and this
 * hook moves the URL. A new sort or new filters go back to the first page of a paged list.
 */
export function useListSearch<Filters extends object = object>() {
  const navigate = useNavigate();
  const move = useCallback(
    (change: Partial<ListSearch> | Partial<Filters>, replace = false) =>
      void navigate({
        to: '.',
        // The page's own route validates what it reads from the URL (its search schema).
        search: (prev) => ({ ...prev, ...change }) as typeof prev,
        replace,
      }),
    [navigate],
  );
  return {
    move,
    /** A column header asked for another sort. */
    sortBy: (sort: string, desc: boolean) =>
      move({ sort, direction: desc ? 'desc' : 'asc', page: undefined }),
    /** The filters' form was sent: empty values leave the URL. */
    filterBy: (filters: Partial<Filters>) => move({ ...filters, page: undefined }),
  };
}

/**
 * A back-office list the server also pages, its page in the URL: besides sorting and filtering, a page past the
 * last one (the list shrank under it, say its last row was handled, or the URL was typed by hand) moves to the
 * last page, replacing the URL, instead of showing an empty page.
 */
export function useListPage<Filters extends object = object>(list: {
  page: number;
  count: number;
  pageSize: number;
}) {
  const { move, sortBy, filterBy } = useListSearch<Filters>();
  const pageCount = Math.max(1, Math.ceil(list.count / list.pageSize));
  const { page, count } = list;
  useEffect(() => {
    if (count > 0 && page > pageCount) move({ page: pageCount }, true);
  }, [count, page, pageCount, move]);
  return { page, pageCount, sortBy, filterBy };
}
