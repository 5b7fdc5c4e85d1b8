import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Pagination.module.css';

/** A page number, or a gap where pages are left out (before or after the current page). */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/** What a page link needs; spread it onto a router `<Link>` (which computes its own href). */
export interface PaginationLinkProps {
  className: string;
  'aria-current': 'page' | undefined;
  'aria-label': string;
  children: ReactNode;
  href: string;
  rel?: 'prev' | 'next';
}

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'aria-label' | 'children'> {
  /** Accessible name of the `<nav>`. Defaults to 'Pagination'. */
  label?: string;
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are. Nothing is rendered for fewer than two. */
  pageCount: number;
  /** The numbers and gaps to show, e.g. `[1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]`. */
  items: readonly PaginationItem[];
  /** The address of a page for the default links. Defaults to `?page=N`. */
  hrefFor?: (page: number) => string;
  /** Renders one link, e.g. the app router's `<Link>`; defaults to an `<a>`. */
  renderLink?: (page: number, linkProps: PaginationLinkProps) => ReactNode;
  previousLabel?: string;
  nextLabel?: string;
}

function renderAnchor(_page: number, { children, ...linkProps }: PaginationLinkProps): ReactNode {
  return <a {...linkProps}>{children}</a>;
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/**
 * Links to the pages of a list: previous, the page numbers it is given (the current one marked
 * `aria-current="page"`), gaps as an ellipsis, next. At either end, previous or next is shown but is not a link.
 */
export function Pagination({
  label = 'Pagination',
  page,
  pageCount,
  items,
  hrefFor = (target) => `?page=${target}`,
  renderLink = renderAnchor,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  className,
  ...rest
}: PaginationProps) {
  if (pageCount < 2) return null;

  const step = (target: number, text: string, direction: 'left' | 'right') => {
    const content = (
      <>
        {direction === 'left' ? <ChevronIcon direction="left" /> : null}
        <span>{text}</span>
        {direction === 'right' ? <ChevronIcon direction="right" /> : null}
      </>
    );
    if (target < 1 || target > pageCount) {
      // A link that goes nowhere is left out of the tab order and read as unavailable.
      return (
        <span className={cx(styles.link, styles.step, styles.disabled)} aria-disabled="true">
          {content}
        </span>
      );
    }
    return renderLink(target, {
      className: cx(styles.link, styles.step),
      'aria-current': undefined,
      'aria-label': `${text} page`,
      children: content,
      href: hrefFor(target),
      rel: direction === 'left' ? 'prev' : 'next',
    });
  };

  return (
    <nav {...rest} aria-label={label} className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        <li>{step(page - 1, previousLabel, 'left')}</li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {renderLink(item, {
                className: cx(styles.link, styles.number),
                'aria-current': item === page ? 'page' : undefined,
                'aria-label': `Page ${item}`,
                children: item,
                href: hrefFor(item),
              })}
            </li>
          ) : (
            <li key={item} className={styles.gap}>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">More pages</span>
            </li>
          ),
        )}
        <li>{step(page + 1, nextLabel, 'right')}</li>
      </ul>
    </nav>
  );
}
