import { formatLongDate } from '@firm/domain';

/**
 * A session's days as one range, its month and year written once where they are shared: '12–15 March 2027',
 * '28 February – 3 March 2027', '30 December 2026 – 2 January 2027', or '12 March 2027' for a single day. The days
 * are calendar days of the session's zone (YYYY-MM-DD), written as @firm/domain's long date writes them.
 */
export function formatSessionDays(firstDay: string, lastDay: string): string {
  const first = formatLongDate(firstDay);
  const last = formatLongDate(lastDay);
  if (first === last) return first;
  const [firstDate, firstMonth, firstYear] = first.split(' ');
  const [, lastMonth, lastYear] = last.split(' ');
  // 'N/A' has no month or year to share.
  if (!firstYear || !lastYear || firstYear !== lastYear) return `${first} – ${last}`;
  if (firstMonth !== lastMonth) return `${firstDate} ${firstMonth} – ${last}`;
  return `${firstDate}–${last}`;
}

/**
 * The place an IANA zone is named after, read as people say it ('America/New_York' → 'New York',
 * 'America/Argentina/Buenos_Aires' → 'Buenos Aires'), or null for a zone named after no place ('UTC', 'Etc/GMT+5').
 */
export function zoneCity(timeZone: string): string | null {
  const parts = timeZone.split('/');
  if (parts.length < 2 || parts[0] === 'Etc') return null;
  return parts.at(-1)!.replaceAll('_', ' ');
}

/**
 * A session's daily hours, wall-clock in its own zone and named by that zone, so a visitor abroad reads them as
 * what they are: '09:00–17:00, New York time', or '09:00–17:00, UTC' for a zone of no place.
 */
export function formatSessionHours(hours: { start: string; end: string }, timeZone: string): string {
  const city = zoneCity(timeZone);
  return `${hours.start}–${hours.end}, ${city ? `${city} time` : timeZone}`;
}
