import { buttonClassName, CallToAction, PageBanner, SectionNav } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { CALL_TO_ACTION, FOUNDING_STORY } from './about-content';
import type { AboutSection } from './about-sections';
import styles from './about.module.css';

/** SPEC §2: the four items of the About nav, in order. */
const NAV_ITEMS = [
  { key: 'who-we-are', label: 'WHO WE ARE' },
  { key: 'leadership', label: 'LEADERSHIP' },
  { key: 'industries-we-serve', label: 'INDUSTRIES WE SERVE' },
  { key: 'travel-map', label: 'TRAVEL MAP' },
] as const;

/** SPEC §2 About: the section nav, the founding banner with the section's title, the section, the call to action. */
export function AboutPage({
  section,
  title,
  children,
}: {
  section: AboutSection;
  title: string;
  children: ReactNode;
}) {
  useScrollToTopOnChange(section);
  // reports-individual has no item of its own: it shows Who We Are and underlines it (SPEC §2).
  const current = section === 'reports-individual' ? 'who-we-are' : section;

  return (
    <>
      {/* Drawn afresh for each section: a link marked current before the page was interactive (a click caught by
          the early input script, decision 031) would otherwise keep the mark hydration left on it. */}
      <SectionNav
        key={current}
        label="About"
        className={styles.sectionNav}
        items={NAV_ITEMS.map((item) => ({
          ...item,
          href: `/about/${item.key}`,
          active: item.key === current,
        }))}
        renderLink={(item, { href: _href, children, ...linkProps }) => (
          // The page scrolls smoothly itself (below) instead of jumping to the top.
          <Link to="/about/$section" params={{ section: item.key }} resetScroll={false} {...linkProps}>
            {children}
          </Link>
        )}
      />
      <PageBanner titleId="about-title" eyebrow={FOUNDING_STORY.eyebrow} title={title}>
        <p>{FOUNDING_STORY.text}</p>
      </PageBanner>
      {children}
      <CallToAction
        title={CALL_TO_ACTION.title}
        actions={
          <>
            <Link to="/reports" className={buttonClassName('secondary')}>
              VIEW OUR REPORTS
            </Link>
            <Link
              to="/services/$service"
              params={{ service: 'consultation' }}
              className={buttonClassName('secondary')}
            >
              SCHEDULE CONSULTATION
            </Link>
          </>
        }
      >
        <p>{CALL_TO_ACTION.text}</p>
      </CallToAction>
    </>
  );
}

/**
 * SPEC §2: changing the section scrolls smoothly to the top, or jumps there for visitors who ask for less motion.
 * Not on the first render: the router has already placed a freshly opened page.
 */
function useScrollToTopOnChange(section: AboutSection) {
  const shown = useRef(section);
  useEffect(() => {
    if (shown.current === section) return;
    shown.current = section;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [section]);
}
