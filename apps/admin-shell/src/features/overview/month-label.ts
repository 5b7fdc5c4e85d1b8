const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' (or a full ISO date) as 'Nov 2026'; anything else as sent. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) return month;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

const shortFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** '2026-11' as 'Nov', under a bar of the chart (its table gives the year). */
export function monthShortLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) return month;
  return shortFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
