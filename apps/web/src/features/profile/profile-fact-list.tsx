import type { ProfileFact } from './profile-fields';
import styles from './profile.module.css';

/** Profile fields shown read-only: each label with its value, or 'Not given' when the profile has none. */
export function ProfileFactList({ facts }: { facts: ProfileFact[] }) {
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
