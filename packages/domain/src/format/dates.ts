import { format, isValid, parseISO } from 'date-fns';

/** SPEC §9 date formats: M.d.yy in the library and archives, MM-dd-yyyy in bookmarks. */
export const REPORT_DATE_FORMATS = { library: 'M.d.yy', bookmarks: 'MM-dd-yyyy' } as const;

/**
 * A report's publication date as SPEC §9 writes it, or 'N/A' when there is none. Only the calendar date of the ISO
 * value counts, so every time zone shows the day the firm published on.
 */
export function formatReportDate(
  value: string | null | undefined,
  style: keyof typeof REPORT_DATE_FORMATS,
): string {
  if (!value) return 'N/A';
  const date = parseISO(value.slice(0, 10));
  return isValid(date) ? format(date, REPORT_DATE_FORMATS[style]) : 'N/A';
}

/** A subscription's start or end day, e.g. 'Mar 16, 2027', or 'N/A'. The calendar date of the ISO value counts. */
export function formatSubscriptionDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = parseISO(value.slice(0, 10));
  return isValid(date) ? format(date, 'MMM d, yyyy') : 'N/A';
}

/** When something happened, in the reader's time zone: 'Nov 24, 2026, 14:05', or 'N/A'. */
export function formatEventTime(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy, HH:mm') : 'N/A';
}
