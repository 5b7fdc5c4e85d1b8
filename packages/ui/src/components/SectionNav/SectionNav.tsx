import { useLayoutEffect, useRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './SectionNav.module.css';

export interface SectionNavItem {
  /** Unique among the items; the React key of the item. */
  key: string;
  label: ReactNode;
  href: string;
  /** The page being shown: `aria-current="page"` and an underline. */
  active?: boolean;
}

/** What a link of the nav needs; spread it onto a router `<Link>` (with `to={item.href}` if it has no href). */
export interface SectionNavLinkProps {
  className: string;
  'aria-current': 'page' | undefined;
  children: ReactNode;
  href: string;
}

export interface SectionNavProps extends Omit<HTMLAttributes<HTMLElement>, 'aria-label' | 'children'> {
  /** Accessible name of the `<nav>`, e.g. 'About'. */
  label: string;
  items: SectionNavItem[];
  /** Renders one link, e.g. the app router's `<Link>`; defaults to an `<a>`. */
  renderLink?: (item: SectionNavItem, linkProps: SectionNavLinkProps) => ReactNode;
}

function renderAnchor(_item: SectionNavItem, { children, ...linkProps }: SectionNavLinkProps): ReactNode {
  return <a {...linkProps}>{children}</a>;
}

/**
 * The links of a section (About, Services) under the site header. The active one is underlined and marked
 * `aria-current="page"`; on narrow screens the row scrolls sideways, with the active link scrolled into view.
 */
export function SectionNav({ label, items, renderLink = renderAnchor, className, ...rest }: SectionNavProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const activeRef = useRef<HTMLLIElement>(null);
  const activeKey = items.find((item) => item.active)?.key;

  // Only the row scrolls (never the page): when the active link is cut off, centre it.
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = activeRef.current;
    if (!list || !active) return;
    const start = active.offsetLeft;
    const end = start + active.offsetWidth;
    if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, start - (list.clientWidth - active.offsetWidth) / 2);
    }
  }, [activeKey]);

  return (
    <nav {...rest} aria-label={label} className={cx(styles.nav, className)}>
      <ul ref={listRef} className={styles.list}>
        {items.map((item) => (
          <li key={item.key} ref={item.key === activeKey ? activeRef : undefined} className={styles.item}>
            {renderLink(item, {
              className: cx(styles.link),
              'aria-current': item.active ? 'page' : undefined,
              children: item.label,
              href: item.href,
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
