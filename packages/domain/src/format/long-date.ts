/**
 * Long dates, apart from dates.ts: a page that shows only these loads neither date-fns nor the browser's locale data
 * (docs/decisions/023).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A calendar day written out, e.g. '2025-06-12' → 'June 12, 2025' (the home page's posts), or 'N/A'. Only the
 * calendar date of an ISO value counts.
 */
export function formatLongDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return 'N/A';
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // A day the calendar has (not '2025-02-30'): the date the parts make falls on the same month and day.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'N/A';
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
