import { Spinner } from '@firm/ui';
import type { ComponentPropsWithRef } from 'react';
import styles from './report-results.module.css';

/** The spinner shown while a list of reports (or anything the page waits for) loads. */
export function ResultsLoading({ label }: { label: string }) {
  return (
    <div className={styles.state}>
      <Spinner label={label} />
    </div>
  );
}

/** SPEC §2: what a list of reports reads when it has none. */
export function NoResults() {
  return <p className={styles.empty}>No data available</p>;
}

/** The grid of ReportCards (rendered `as="li"`) in the client's lists of reports. */
export function ReportCardList({ className, ...rest }: ComponentPropsWithRef<'ul'>) {
  return <ul {...rest} className={className ? `${styles.cards} ${className}` : styles.cards} />;
}
