import { ABOUT_ROUTE_SECTIONS } from '@firm/domain';
import type { ComponentType } from 'react';
import type { PageHead } from '../../lib/site';

/**
 * SPEC §2 /about/{param}: the values the route accepts and the loading of each one's section. Kept apart from the
 * sections because the route file (in the main chunk) imports it to validate the param and load the section.
 */
export type AboutSection = (typeof ABOUT_ROUTE_SECTIONS)[number];

export function isAboutSection(value: string): value is AboutSection {
  return (ABOUT_ROUTE_SECTIONS as readonly string[]).includes(value);
}

/** A section of About: what the page head says, and the section itself. */
export interface AboutSectionView {
  head: PageHead;
  View: ComponentType;
}

/** Each section with its copy and head in a chunk of its own, so a page brings its own text alone (issue 18). */
const SECTION_VIEWS: Record<AboutSection, () => Promise<AboutSectionView>> = {
  'who-we-are': () =>
    import('./who-we-are').then(({ WHO_WE_ARE_HEAD, WhoWeAre }) => ({
      head: WHO_WE_ARE_HEAD,
      View: WhoWeAre,
    })),
  // Has no item of its own: it shows Who We Are (SPEC §2).
  'reports-individual': () =>
    import('./who-we-are').then(({ WHO_WE_ARE_HEAD, WhoWeAre }) => ({
      head: WHO_WE_ARE_HEAD,
      View: WhoWeAre,
    })),
  leadership: () =>
    import('./leadership').then(({ LEADERSHIP_HEAD, Leadership }) => ({
      head: LEADERSHIP_HEAD,
      View: Leadership,
    })),
  'industries-we-serve': () =>
    import('./industries').then(({ INDUSTRIES_HEAD, Industries }) => ({
      head: INDUSTRIES_HEAD,
      View: Industries,
    })),
  'travel-map': () =>
    import('./travel-map-section').then(({ TRAVEL_MAP_HEAD, TravelMapSection }) => ({
      head: TRAVEL_MAP_HEAD,
      View: TravelMapSection,
    })),
};

/** An About section, for its route's loader (hovering a link to the page loads it too). */
export function loadAboutSection(section: AboutSection): Promise<AboutSectionView> {
  return SECTION_VIEWS[section]();
}
