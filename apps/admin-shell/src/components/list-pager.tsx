import { pageItems } from '@firm/domain';
import { Pagination } from '@firm/ui';
import { Link } from '@tanstack/react-router';

/**
 * The pages of a back-office list whose page lives in the URL (`?page=`): links to the same route with every
 * other search param kept, at most five page numbers with ellipses.
 */
export function ListPager({ label, page, pageCount }: { label: string; page: number; pageCount: number }) {
  return (
    <Pagination
      label={label}
      page={page}
      pageCount={pageCount}
      items={pageItems(Math.min(page, pageCount), pageCount)}
      renderLink={(target, { children, href: _href, ...linkProps }) => (
        <Link to="." search={(prev: Record<string, unknown>) => ({ ...prev, page: target })} {...linkProps}>
          {children}
        </Link>
      )}
    />
  );
}
