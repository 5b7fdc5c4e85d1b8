/** The firm's name and the facts the copy repeats (SPEC §1). */
import { FIRM_NAME } from '@firm/domain';

export const SITE = {
  name: FIRM_NAME,
  founded: 2001,
  copyrightYear: 2025,
} as const;

export function pageTitle(title: string): string {
  return `${title} | ${SITE.name}`;
}

/** What a page's head says: its title (the firm's name follows it) and its description. */
export interface PageHead {
  title: string;
  description: string;
}

/** A route's head meta for a page head, none while the page is still unknown. */
export function headMeta(head: PageHead | undefined) {
  return head ? [{ title: pageTitle(head.title) }, { name: 'description', content: head.description }] : [];
}
