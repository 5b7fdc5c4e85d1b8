import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './PageBanner.module.css';

export interface PageBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's `<h1>`; it also names the section. */
  title: ReactNode;
  /** A short line above the title, e.g. 'Services'. */
  eyebrow?: ReactNode;
  /** The lead under the title, rendered as given (pass `<p>` elements). */
  children?: ReactNode;
  /** The id of the `<h1>`, for links or tests that need a fixed one. Generated with `useId` by default. */
  titleId?: string;
}

function isEmpty(node: ReactNode): boolean {
  return node === undefined || node === null || node === false || node === '';
}

/** The dark band at the top of a page: eyebrow, the page's `<h1>` and a lead, in a `<section>` named by the `<h1>`. */
export function PageBanner({ title, eyebrow, children, titleId, className, ...rest }: PageBannerProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <section {...rest} aria-labelledby={headingId} className={cx(styles.banner, className)}>
      <div className={styles.inner}>
        {/* The eyebrow comes first in reading order too, so it is heard as it is seen. */}
        {!isEmpty(eyebrow) && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {!isEmpty(children) && <div className={styles.lead}>{children}</div>}
      </div>
    </section>
  );
}
