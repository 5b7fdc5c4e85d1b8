import { InvitationTokenSchema } from '../team/team.js';

/** The sections of the About pages (SPEC §2), in the order of their top nav. */
export const ABOUT_SECTIONS = ['who-we-are', 'leadership', 'industries-we-serve', 'travel-map'] as const;

/** What /about/{section} accepts: the sections, plus an older link target that shows Who We Are (SPEC §2). */
export const ABOUT_ROUTE_SECTIONS = [...ABOUT_SECTIONS, 'reports-individual'] as const;

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

/** The public content pages without a path parameter. */
const PUBLIC_STATIC_PATHS = [
  '/',
  '/reports',
  '/report-archives',
  '/individual-reports',
  '/courses',
  '/contact',
  '/privacy-policy',
] as const;

/**
 * Every public page a search engine should know (sitemap.xml). Sign-in, enrolment, checkout and result pages are
 * left out on purpose: they are not content.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  '/',
  ...ABOUT_SECTIONS.map((section) => `/about/${section}`),
  ...SERVICE_PAGES.map((page) => `/services/${page}`),
  ...PUBLIC_STATIC_PATHS.filter((path) => path !== '/'),
];

/**
 * The public pages the web build renders ahead, so their content arrives in the HTML (docs/decisions/004): the
 * sitemap's, and the sign-in, enrolment and password pages, whose forms then show before the app runs.
 */
export const PRERENDERED_PAGE_PATHS: readonly string[] = [
  ...PUBLIC_PAGE_PATHS,
  '/login',
  '/registration',
  '/forgot-password',
];

/**
 * Every fixed path of the web app's pages: the public site, sign-in and enrolment, checkout and its result pages,
 * and the client area (SPEC §2). The server answers any other path with 404 (the app still shows its 404 page),
 * and a test of the web app compares this list with its router, so a page cannot be added to one and not the other.
 */
export const WEB_PAGE_STATIC_PATHS: readonly string[] = [
  ...PUBLIC_STATIC_PATHS,
  '/login',
  '/registration',
  '/forgot-password',
  '/checkout',
  '/billing',
  '/byinvoice',
  '/success-page',
  '/error-page',
  '/processing-page',
  '/client',
  '/client/report-library',
  '/client/report-archives',
  '/client/bookmarks',
  '/client/courses',
  '/client/consultations',
  '/client/profile',
  '/client/profile/billing',
  '/unsubscribe',
];

/** The web app's pages with one path parameter: the path before it, and the only values it takes. */
export const WEB_PAGE_PARAM_PATHS: Readonly<Record<string, readonly string[]>> = {
  '/about/': ABOUT_ROUTE_SECTIONS,
  '/services/': SERVICE_PAGES,
};

/**
 * The web app's pages whose parameter is mailed to someone (issue 15: /invitation/<token>; issue 42: a new report's
 * /client/reports/<id>): the path before it, and the shape the parameter has. The page itself says whether it is
 * still good.
 */
export const WEB_PAGE_TOKEN_PATHS: Readonly<Record<string, (value: string) => boolean>> = {
  '/invitation/': (value) => InvitationTokenSchema.safeParse(value).success,
  '/client/reports/': (value) => /^[1-9]\d{0,9}$/.test(value),
};

/**
 * Trailing slashes, matched only from the start of their run: a bare /\/+$/ retries at every slash of a long run,
 * quadratic in a crafted path.
 */
const TRAILING_SLASHES = /(?<!\/)\/+$/;

/** A path without its trailing slashes; '/' stays as it is. */
export function withoutTrailingSlashes(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(TRAILING_SLASHES, '') : pathname;
}

/** Whether the web app has a page at `pathname` (a path without query string; a trailing slash is ignored). */
export function isWebPagePath(pathname: string): boolean {
  const path = withoutTrailingSlashes(pathname);
  if (WEB_PAGE_STATIC_PATHS.includes(path)) return true;
  return (
    Object.entries(WEB_PAGE_PARAM_PATHS).some(
      ([prefix, values]) => path.startsWith(prefix) && values.includes(path.slice(prefix.length)),
    ) ||
    Object.entries(WEB_PAGE_TOKEN_PATHS).some(
      ([prefix, isToken]) => path.startsWith(prefix) && isToken(path.slice(prefix.length)),
    )
  );
}
