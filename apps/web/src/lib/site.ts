/** The firm's name and the facts the copy repeats (SPEC §1). */
export const SITE = {
  name: 'Softline Advisory',
  founded: 2001,
  copyrightYear: 2025,
} as const;

export function pageTitle(title: string): string {
  return `${title} | ${SITE.name}`;
}
