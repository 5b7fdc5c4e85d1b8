/** The sections of the About pages (SPEC §2), in the order of their top nav. */
export const ABOUT_SECTIONS = ['who-we-are', 'leadership', 'industries-we-serve', 'travel-map'] as const;

/** The services pages (SPEC §2). */
export const SERVICE_PAGES = [
  'reports',
  'reports-individual',
  'strategic-advisory',
  'consultation',
  'courses',
  'legal-expert',
  'speaking-events',
] as const;

/**
 * Every public page a search engine should know (sitemap.xml). Sign-in, enrolment, checkout and result pages are
 * left out on purpose: they are not content.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  '/',
  ...ABOUT_SECTIONS.map((section) => `/about/${section}`),
  ...SERVICE_PAGES.map((page) => `/services/${page}`),
  '/reports',
  '/report-archives',
  '/individual-reports',
  '/courses',
  '/contact',
  '/privacy-policy',
];
