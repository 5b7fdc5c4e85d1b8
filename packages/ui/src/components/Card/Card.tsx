import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading. */
  title: ReactNode;
  /** Level of the heading, to fit the page's outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** A short line above the title, e.g. 'COCOA'. */
  eyebrow?: ReactNode;
  children?: ReactNode;
  /** Pinned to the bottom of the card: a link or a button. */
  footer?: ReactNode;
  /** The root element. Defaults to 'article'; use 'li' inside a `<ul>` of cards. */
  as?: 'article' | 'li' | 'div';
}

function isEmpty(node: ReactNode): boolean {
  return node === undefined || node === null || node === false || node === '';
}

/** A light, bordered content card: eyebrow, heading, body and an optional footer. */
export function Card({
  title,
  headingLevel = 3,
  eyebrow,
  children,
  footer,
  as: Root = 'article',
  className,
  ...rest
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Root {...rest} className={cx(styles.card, className)}>
      {/* The eyebrow comes first in reading order too, so it is heard as it is seen. */}
      {!isEmpty(eyebrow) && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading className={styles.title}>{title}</Heading>
      {!isEmpty(children) && <div className={styles.body}>{children}</div>}
      {!isEmpty(footer) && <div className={styles.footer}>{footer}</div>}
    </Root>
  );
}
