import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './PageSection.module.css';

export type PageSectionTone = 'plain' | 'tinted';

export interface PageSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading at the top of the content; it also names the section. Without it, name the section yourself
   * (`aria-labelledby` on a heading of your own) or leave it unnamed. */
  title?: ReactNode;
  /** The id of the heading, for links or tests that need a fixed one. Generated with `useId` by default. */
  titleId?: string;
  /** Level of the heading, to fit the page's outline. Defaults to 2. */
  headingLevel?: 2 | 3;
  /** 'plain' (default): the page's white. 'tinted': the light surface, to set bands apart. */
  tone?: PageSectionTone;
  children?: ReactNode;
}

function isEmpty(node: ReactNode): boolean {
  return node === undefined || node === null || node === false || node === '';
}

/** A full-width band of a page whose content is centred at the page's width (80rem), with an optional heading. */
export function PageSection({
  title,
  titleId,
  headingLevel = 2,
  tone = 'plain',
  children,
  className,
  'aria-labelledby': labelledBy,
  ...rest
}: PageSectionProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const titled = !isEmpty(title);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      {...rest}
      aria-labelledby={titled ? headingId : labelledBy}
      className={cx(styles.section, tone === 'tinted' && styles.tinted, className)}
    >
      <div className={styles.inner}>
        {titled && (
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
        )}
        {children}
      </div>
    </section>
  );
}
