import { useEffect } from 'react';

/**
 * A list's page past its last one (the list shrank under it, say the last row of the last page was handled, or the
 * URL was typed by hand) moves to the last page, replacing the URL, instead of showing an empty page.
 */
export function usePageInRange(
  list: { page: number; pageCount: number; count: number },
  goTo: (page: number) => void,
): void {
  const { page, pageCount, count } = list;
  useEffect(() => {
    if (count > 0 && page > pageCount) goTo(pageCount);
  }, [count, page, pageCount, goTo]);
}
