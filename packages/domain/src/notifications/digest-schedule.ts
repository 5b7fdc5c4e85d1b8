import { TZDate } from '@date-fns/tz';
import { addDays, isAfter, isMonday, set } from 'date-fns';
import { z } from 'zod';
import type { DigestFrequency } from './alert-frequency.js';

/** A digest leaves at 07:00 in the member's time zone: every day, or on Mondays. */
export const DIGEST_HOUR = 7;

/** Digests follow this zone until the member's browser or the member gives theirs. */
export const DEFAULT_DIGEST_TIME_ZONE = 'UTC';

/** Whether the runtime knows `zone` as an IANA time zone ('Europe/London'; not 'Mars/Olympus' or an offset). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneMessages = { unknown: 'Choose a time zone from the list.' } as const;

/** A member's time zone, as the browser names it at sign-in or the member picks it. */
export const TimeZoneSchema = z.string().trim().max(64).refine(isTimeZone, TimeZoneMessages.unknown);

/**
 * When a member's next digest is due, strictly after `after`: 07:00 on the next day that has one (daily) or on
 * the next Monday (weekly), in the member's time zone. The wall-clock hour holds across a daylight-saving change,
 * so the instant moves by an hour with it.
 */
export function nextDigestAt(frequency: DigestFrequency, timeZone: string, after: Date): Date {
  const now = new TZDate(after.getTime(), timeZone);
  const atSeven = (day: TZDate) => set(day, { hours: DIGEST_HOUR, minutes: 0, seconds: 0, milliseconds: 0 });
  let due = atSeven(now);
  while (!isAfter(due, now) || (frequency === 'weekly' && !isMonday(due))) due = atSeven(addDays(due, 1));
  return new Date(due.getTime());
}
