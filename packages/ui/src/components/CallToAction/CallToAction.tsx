import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './CallToAction.module.css';

export type CallToActionTone = 'brand' | 'light';

export interface CallToActionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading; it also names the section. */
  title: ReactNode;
  /** Level of the heading, to fit the page's outline. Defaults to 2. */
  headingLevel?: 2 | 3;
  /** The text under the heading. */
  children?: ReactNode;
  /** Buttons or links. On 'brand', use `buttonClassName('secondary')` / `variant="secondary"` to stay readable. */
  actions: ReactNode;
  /** 'brand' (default): white on dark green. 'light': dark text on the light surface. */
  tone?: CallToActionTone;
}

/** A band that ends a page with a next step: a `<section>` named by its heading, text and actions. */
export function CallToAction({
  title,
  headingLevel = 2,
  children,
  actions,
  tone = 'brand',
  className,
  ...rest
}: CallToActionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} aria-labelledby={headingId} className={cx(styles.band, styles[tone], className)}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      {children !== undefined && children !== null && children !== '' && (
        <div className={styles.text}>{children}</div>
      )}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
