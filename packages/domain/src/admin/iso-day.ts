import { z } from 'zod';

/** Whether a YYYY-MM-DD string names a calendar day that exists (2025-02-31 does not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A calendar day, YYYY-MM-DD, that exists; anything else fails with `message`. */
export const isoDay = (message: string) => z.string({ error: message }).refine(isCalendarDay, message);
