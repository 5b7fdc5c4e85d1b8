import { Spinner } from '@firm/ui';
import { useId, type ReactNode } from 'react';
import styles from './client-landing.module.css';

export interface LandingSectionProps {
  title: string;
  /** What loads, for the spinner's label, e.g. 'your subscriptions'. */
  what: string;
  pending: boolean;
  failed: boolean;
  /** A link onwards, e.g. to the whole list. */
  more?: ReactNode;
  children?: ReactNode;
}

/**
 * One section of the client landing, which loads on its own: a spinner while it does, a short line when it could
 * not (the failure itself is logged by the caller, SPEC §8), else its content and a link onwards.
 */
export function LandingSection({ title, what, pending, failed, more, children }: LandingSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section} aria-busy={pending}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {pending ? (
        <Spinner size="small" label={`Loading ${what}`} />
      ) : failed ? (
        <p className={styles.muted}>We could not load {what}. Please try again later.</p>
      ) : (
        <>
          {children}
          {more ? <p className={styles.more}>{more}</p> : null}
        </>
      )}
    </section>
  );
}
