import { pageItems } from '@firm/domain';
import { Pagination } from '@firm/ui';
import { Link } from '@tanstack/react-router';

export interface ResultsPaginationProps {
  /** Accessible name of the navigation, e.g. 'Report Library pages'. */
  label: string;
  page: number;
  pageCount: number;
  className?: string;
}

/**
 * SPEC §9 pagination of a list of reports whose page lives in the URL (`?page=`, none for page 1): links to the
 * same route with every other search param kept, at most five page numbers with ellipses.
 */
export function ResultsPagination({ label, page, pageCount, className }: ResultsPaginationProps) {
  return (
    <Pagination
      className={className}
      label={label}
      page={page}
      pageCount={pageCount}
      items={pageItems(Math.min(page, pageCount), pageCount)}
      renderLink={(target, { href: _href, children, ...linkProps }) => (
        <Link
          {...linkProps}
          to="."
          search={(previous) => ({ ...previous, page: target === 1 ? undefined : target })}
          // Only the page shown is current; the router would also mark page 1, whose URL omits the page.
          activeOptions={{ exact: true, includeSearch: true }}
        >
          {children}
        </Link>
      )}
    />
  );
}
