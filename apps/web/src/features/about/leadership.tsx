import { PageSection } from '@firm/ui';
import { LEADER } from './about-content';
import styles from './about.module.css';
import { Facts } from './facts';

/** SPEC §2 Leadership: the bio of the president and founder and her credentials. */
export function Leadership() {
  return (
    <PageSection aria-labelledby="leader-title">
      <div className={styles.split}>
        <div className={styles.prose}>
          <p className={styles.kicker}>{LEADER.role}</p>
          <h2 id="leader-title" className={styles.sectionTitle}>
            {LEADER.name}
          </h2>
          {LEADER.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3 className={styles.subTitle}>Credentials</h3>
          <ul className={styles.credentials}>
            {LEADER.credentials.map((credential) => (
              <li key={credential}>{credential}</li>
            ))}
          </ul>
        </div>
        <Facts />
      </div>
    </PageSection>
  );
}
