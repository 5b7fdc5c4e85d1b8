import type { ReactNode } from 'react';
import styles from './profile-panel.module.css';

/** One read-only field of a profile panel: its label and value; no value reads 'Not given'. */
export interface Fact {
  label: string;
  value: ReactNode | undefined;
}

/** Fields shown read-only in a profile panel (the person's details, the organisation's billing details). */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value ?? <span className={styles.none}>Not given</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
