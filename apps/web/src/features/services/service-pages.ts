import { SERVICE_PAGES } from '@firm/domain';
import type { ServiceCopy } from './services-content';

/**
 * SPEC §2 /services/{param}: the values the route accepts, and the loading of each one's copy. Kept apart from the
 * copy because the route file (in the main chunk) imports it to validate the param and load the page's text.
 */
export type ServicePage = (typeof SERVICE_PAGES)[number];

export function isServicePage(value: string): value is ServicePage {
  return (SERVICE_PAGES as readonly string[]).includes(value);
}

/** Each page's copy and head in a module of its own, so a page brings its text alone (issue 18). */
const SERVICE_COPY: Record<ServicePage, () => Promise<{ serviceCopy: ServiceCopy }>> = {
  reports: () => import('./copy/reports'),
  'reports-individual': () => import('./copy/reports-individual'),
  'strategic-advisory': () => import('./copy/strategic-advisory'),
  consultation: () => import('./copy/consultation'),
  courses: () => import('./copy/courses'),
  'legal-expert': () => import('./copy/legal-expert'),
  'speaking-events': () => import('./copy/speaking-events'),
};

/** The copy of a services page, for its route's loader (hovering a link to the page loads it too). */
export async function loadServiceCopy(page: ServicePage): Promise<ServiceCopy> {
  return (await SERVICE_COPY[page]()).serviceCopy;
}
