/** SPEC §9: ten items a page. */
export const PAGE_SIZE = 10;

export function pageCount(count: number, pageSize = PAGE_SIZE): number {
  return Math.max(0, Math.ceil(count / pageSize));
}

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * SPEC §9: at most five page numbers, with ellipses for the pages left out. The first and last pages stay
 * reachable, and the current page is in the middle where it can be.
 */
export function pageItems(current: number, total: number, visible = 5): PageItem[] {
  if (total <= visible) return Array.from({ length: total }, (_, index) => index + 1);
  const inner = visible - 2;
  let start = Math.max(2, current - Math.floor(inner / 2));
  const end = Math.min(total - 1, start + inner - 1);
  start = Math.max(2, end - inner + 1);
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    ...(start > 2 ? (['ellipsis-start'] as const) : []),
    ...middle,
    ...(end < total - 1 ? (['ellipsis-end'] as const) : []),
    total,
  ];
}
