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
const SECTION_VIEWS: Record<AboutSection, () => Promise<{ aboutSection: AboutSectionView }>> = {
  'who-we-are': () => import('./who-we-are'),
  // Has no item of its own: it shows Who We Are (SPEC §2).
  'reports-individual': () => import('./who-we-are'),
  leadership: () => import('./leadership'),
  'industries-we-serve': () => import('./industries'),
  'travel-map': () => import('./travel-map-section'),
};

/** An About section, for its route's loader (hovering a link to the page loads it too). */
export async function loadAboutSection(section: AboutSection): Promise<AboutSectionView> {
  return (await SECTION_VIEWS[section]()).aboutSection;
}
