import { PageSection } from '@firm/ui';
import { LEADER } from './leader';
import { LEADER_BIO } from './leadership-content';
import styles from './about.module.css';
import { Facts } from './facts';
import type { AboutSectionView } from './about-sections';

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
          {LEADER_BIO.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3 className={styles.subTitle}>Credentials</h3>
          <ul className={styles.credentials}>
            {LEADER_BIO.credentials.map((credential) => (
              <li key={credential}>{credential}</li>
            ))}
          </ul>
        </div>
        <Facts />
      </div>
    </PageSection>
  );
}

/** Leadership: its page head and the section, as its route loads them (about-sections.ts). */
export const aboutSection: AboutSectionView = {
  head: {
    title: 'Leadership',
    description:
      'Maria Delgado Hart, president and founder: over 40 years in soft commodity markets, 19 of them on Wall Street, and talks at more than 300 conferences in over 100 countries.',
  },
  View: Leadership,
};
