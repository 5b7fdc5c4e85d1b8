import { TZDate } from '@date-fns/tz';
import { FIRM_TIME_ZONE } from '../reports/archived-reports.js';

/**
 * The series of the firm's numbered documents (issue 46): each numbers its documents 1, 2, 3… within a calendar
 * year of the firm, without gaps.
 */
export const DOCUMENT_SERIES = { invoice: 'INV', creditNote: 'CN' } as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[keyof typeof DOCUMENT_SERIES];

/** The calendar year, in the firm's time zone, an instant falls in: the year a document issued then is numbered in. */
export const firmYearOf = (instant: Date): number =>
  new TZDate(instant.getTime(), FIRM_TIME_ZONE).getFullYear();

/** A document's number as it is printed: INV-2026-000042. */
export const documentNumberOf = (series: DocumentSeries, year: number, number: number): string =>
  `${series}-${year}-${String(number).padStart(6, '0')}`;
