/**
 * How many reports a search found, as the page says it. A capped count (docs/decisions/007) counts only what the
 * caller can page through: more match.
 */
export function archiveCountLabel(count: number, capped: boolean): string {
  if (capped) return `More than ${count} reports found`;
  return count === 1 ? '1 report found' : `${count} reports found`;
}
