import type { LibrarySort } from './library-rules.js';
import type { LibraryGroup, LibraryReport } from './library.js';

type Compare = (a: LibraryReport, b: LibraryReport) => number;

let collator: Intl.Collator | undefined;
/**
 * Report names in the API's order, the collator made on the first comparison: a browser loads its locale data for
 * the first one, a long task on a phone, which a page that never sorts by name should not pay (docs/decisions/023).
 */
function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: false });
  return collator.compare(a, b);
}

/** The order the API sorts a page by (SPEC §5 sort; without one, the newest first). */
const ORDERS: Record<LibrarySort | 'newest', Compare> = {
  newest: (a, b) => {
    if (a.published_at !== b.published_at) {
      if (a.published_at === null) return 1;
      if (b.published_at === null) return -1;
      return a.published_at < b.published_at ? 1 : -1;
    }
    return b.id - a.id;
  },
  a_z: (a, b) => compareNames(a.report_name, b.report_name) || a.id - b.id,
  z_a: (a, b) => compareNames(b.report_name, a.report_name) || b.id - a.id,
};

/**
 * The reports of a library page in the page's own order. The API answers them grouped by report type (SPEC §7),
 * each group in the page's order; the groups are merged back, so 'Newest first' reads newest first across types.
 * A tie between groups keeps the earlier group first, as the API placed it.
 */
export function reportsInPageOrder(groups: readonly LibraryGroup[], sort?: LibrarySort): LibraryReport[] {
  const compare = ORDERS[sort ?? 'newest'];
  const heads = groups.map(() => 0);
  const merged: LibraryReport[] = [];
  for (;;) {
    let best = -1;
    groups.forEach((group, index) => {
      const candidate = group.reports[heads[index]!];
      if (!candidate) return;
      const current = best === -1 ? undefined : groups[best]!.reports[heads[best]!];
      if (!current || compare(candidate, current) < 0) best = index;
    });
    if (best === -1) return merged;
    merged.push(groups[best]!.reports[heads[best]!]!);
    heads[best]! += 1;
  }
}
