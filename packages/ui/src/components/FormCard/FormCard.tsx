import { useEffect, useId, useRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './FormCard.module.css';

export interface FormCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading of the card, which also names the section. */
  title: ReactNode;
  /** A short line above the title and part of the heading, so it is read with it, e.g. 'Step 2 of 3'. */
  caption?: ReactNode;
  /** A sentence under the heading saying what the form is for. */
  lead?: ReactNode;
  children?: ReactNode;
  /** Under the form, centred: links elsewhere, e.g. to sign in instead. */
  footer?: ReactNode;
  /** 'narrow' (default) for a few fields in one column, 'wide' for fields side by side. */
  width?: 'narrow' | 'wide';
  /** Level of the heading. Defaults to 1: the card is the page's content. */
  headingLevel?: 1 | 2;
  /**
   * The step of a form in several steps. When it changes, focus moves to the heading, so keyboard and screen
   * reader users start the new step at its top instead of on a control that is gone.
   */
  step?: string | number;
  /** The id of the heading, for links or tests that need a fixed one. Generated with `useId` by default. */
  titleId?: string;
}

function isEmpty(node: ReactNode): boolean {
  return node === undefined || node === null || node === false || node === '';
}

/** A page band with one centred card holding a form: sign in, enrol, reset a password. */
export function FormCard({
  title,
  caption,
  lead,
  children,
  footer,
  width = 'narrow',
  headingLevel = 1,
  step,
  titleId,
  className,
  ...rest
}: FormCardProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    // Only a change moves focus: on first render focus stays where the page put it.
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} aria-labelledby={headingId} className={cx(styles.band, className)}>
      <div className={cx(styles.card, width === 'wide' && styles.wide)}>
        <Heading id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
          {!isEmpty(caption) && (
            <>
              <span className={styles.caption}>{caption}</span>{' '}
            </>
          )}
          {title}
        </Heading>
        {!isEmpty(lead) && <p className={styles.lead}>{lead}</p>}
        {children}
        {!isEmpty(footer) && <div className={styles.footer}>{footer}</div>}
      </div>
    </section>
  );
}
