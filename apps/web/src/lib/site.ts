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
