import { LEADER } from './leader';
import styles from './about.module.css';

/** The four figures SPEC §1 claims, as a description list so each number is read with what it counts. */
export function Facts() {
  return (
    <dl className={styles.facts}>
      {LEADER.facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
