import { buttonClassName, PageSection } from '@firm/ui';
import { GLOBAL_PERSPECTIVE } from './global-perspective';
import styles from './about.module.css';
import { Facts } from './facts';
import { VisitedCountries } from './visited-countries-loader';
import type { AboutSectionView } from './about-sections';

/** SPEC §2 Travel Map: the Global Perspective text, EXPLORE THE MAP and the map of the countries visited. */
export function TravelMapSection() {
  return (
    <PageSection aria-labelledby="perspective-title">
      <div className={styles.split}>
        <div className={styles.prose}>
          <h2 id="perspective-title" className={styles.sectionTitle}>
            {GLOBAL_PERSPECTIVE.title}
          </h2>
          {GLOBAL_PERSPECTIVE.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {/* SPEC leaves this link without a target (DESIGN §4: give it a sensible one): the map itself. */}
          <p>
            <a href="#travel-map" className={buttonClassName('primary')}>
              EXPLORE THE MAP
            </a>
          </p>
        </div>
        <Facts />
      </div>
      <div id="travel-map" className={styles.mapFrame}>
        <VisitedCountries />
      </div>
    </PageSection>
  );
}

/** Travel Map: its page head and the section, as its route loads them (about-sections.ts). */
export const aboutSection: AboutSectionView = {
  head: {
    title: 'Travel Map',
    description:
      'A global perspective: the more than 100 countries our founder has visited, from origin farms to consuming markets.',
  },
  View: TravelMapSection,
};
