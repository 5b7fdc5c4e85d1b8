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
