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
 * The product's one long date (issue 40): a calendar day written out, day first, e.g. '2025-06-12' → '12 June 2025'
 * (the home page's posts, report names, mails, invoices and receipts), or 'N/A'. Of an ISO string only its calendar
 * date counts; of a Date, its day in UTC (the day the API stores and reads).
 */
export function formatLongDate(value: Date | string | null | undefined): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return 'N/A';
    return `${value.getUTCDate()} ${MONTHS[value.getUTCMonth()]} ${value.getUTCFullYear()}`;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return 'N/A';
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // A day the calendar has (not '2025-02-30'): the date the parts make falls on the same month and day.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'N/A';
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
