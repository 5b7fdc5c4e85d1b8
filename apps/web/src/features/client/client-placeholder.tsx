import type { ReactNode } from 'react';
import styles from './client-shell.module.css';

/** A client page whose content SPEC §2 does not show yet (or a later issue fills): its heading, and a line. */
export function ClientPlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="client-page-title" className={styles.placeholder}>
      <h1 id="client-page-title">{title}</h1>
      {children}
    </section>
  );
}
