import { Card, PageSection } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { GLOBAL_PERSPECTIVE } from './global-perspective';
import { INDUSTRIES } from './industries-content';
import { LEADER } from './leader';
import { INTRO, VALUES } from './who-we-are-content';
import styles from './about.module.css';
import { Facts } from './facts';
import { VisitedCountries } from './visited-countries-loader';
import type { AboutSectionView } from './about-sections';

/**
 * SPEC §2 Who We Are: six value cards, the short leadership bio, the industries, the global perspective with its
 * map (loaded only when scrolled near, being the heaviest part and the last).
 */
export function WhoWeAre() {
  return (
    <>
      <PageSection aria-labelledby="intro-title">
        <div className={styles.split}>
          <div className={styles.prose}>
            <h2 id="intro-title" className={styles.sectionTitle}>
              {INTRO.title}
            </h2>
            {INTRO.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Facts />
        </div>
      </PageSection>

      <PageSection tone="tinted" aria-labelledby="values-title">
        <h2 id="values-title" className={styles.sectionTitle}>
          Our values
        </h2>
        <ul className={styles.cards}>
          {VALUES.map((value) => (
            <Card key={value.title} as="li" title={value.title}>
              <p>{value.text}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection aria-labelledby="leader-title">
        <div className={styles.prose}>
          <h2 id="leader-title" className={styles.sectionTitle}>
            Leadership
          </h2>
          <p className={styles.leaderName}>
            {LEADER.name}, <span className={styles.leaderRole}>{LEADER.role}</span>
          </p>
          <p>{LEADER.summary}</p>
          <p>
            <Link
              to="/about/$section"
              params={{ section: 'leadership' }}
              resetScroll={false}
              className={styles.more}
            >
              Read the full biography of {LEADER.name}
            </Link>
          </p>
        </div>
      </PageSection>

      <PageSection tone="tinted" aria-labelledby="industries-title">
        <h2 id="industries-title" className={styles.sectionTitle}>
          Industries we serve
        </h2>
        <ul className={styles.industryList}>
          {INDUSTRIES.map((industry) => (
            <li key={industry.title}>
              <h3>{industry.title}</h3>
              <p>{industry.text}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link
            to="/about/$section"
            params={{ section: 'industries-we-serve' }}
            resetScroll={false}
            className={styles.more}
          >
            See who we work with in each industry
          </Link>
        </p>
      </PageSection>

      <PageSection aria-labelledby="perspective-title">
        <div className={styles.prose}>
          <h2 id="perspective-title" className={styles.sectionTitle}>
            {GLOBAL_PERSPECTIVE.title}
          </h2>
          <p>{GLOBAL_PERSPECTIVE.text[0]}</p>
          <p>
            <Link
              to="/about/$section"
              params={{ section: 'travel-map' }}
              resetScroll={false}
              className={styles.more}
            >
              Explore the map of the countries we have visited
            </Link>
          </p>
        </div>
        <div className={styles.mapFrame}>
          <VisitedCountries deferred />
        </div>
      </PageSection>
    </>
  );
}

/** Who We Are: its page head and the section, as its route loads them (about-sections.ts). */
export const aboutSection: AboutSectionView = {
  head: {
    title: 'Who We Are',
    description:
      'Independent research and advice on coffee, cocoa, sugar, cotton and orange juice markets since 2001: our values, leadership and the industries we serve.',
  },
  View: WhoWeAre,
};
