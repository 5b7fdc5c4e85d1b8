import { ABOUT_ROUTE_SECTIONS } from '@firm/domain';

/**
 * SPEC §2 /about/{param}: the values the route accepts and what the page head says for each. Kept apart from the
 * page's copy because the route file (in the main chunk) imports it to validate the param and title the page.
 */
export type AboutSection = (typeof ABOUT_ROUTE_SECTIONS)[number];

export function isAboutSection(value: string): value is AboutSection {
  return (ABOUT_ROUTE_SECTIONS as readonly string[]).includes(value);
}

export const ABOUT_HEAD: Record<AboutSection, { title: string; description: string }> = {
  'who-we-are': {
    title: 'Who We Are',
    description:
      'Independent research and advice on coffee, cocoa, sugar, cotton and orange juice markets since 2001: our values, leadership and the industries we serve.',
  },
  'reports-individual': {
    title: 'Who We Are',
    description:
      'Independent research and advice on coffee, cocoa, sugar, cotton and orange juice markets since 2001: our values, leadership and the industries we serve.',
  },
  leadership: {
    title: 'Leadership',
    description:
      'Maria Delgado Hart, president and founder: over 40 years in soft commodity markets, 19 of them on Wall Street, and talks at more than 300 conferences in over 100 countries.',
  },
  'industries-we-serve': {
    title: 'Industries We Serve',
    description:
      'Hedge funds, banks, growers, traders, manufacturers, retailers, governments and media rely on our soft commodity research and advice.',
  },
  'travel-map': {
    title: 'Travel Map',
    description:
      'A global perspective: the more than 100 countries our founder has visited, from origin farms to consuming markets.',
  },
};
