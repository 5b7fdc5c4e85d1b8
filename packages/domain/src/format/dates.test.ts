import { describe, expect, it } from 'vitest';
import { formatReportDate, formatSubscriptionDate } from './dates.js';

describe('SPEC §9 report dates', () => {
  it.each([
    ['2025-10-14T00:00:00.000Z', 'library', '10.14.25'],
    ['2025-03-05T23:30:00.000Z', 'library', '3.5.25'],
    ['2025-03-05T23:30:00.000Z', 'bookmarks', '03-05-2025'],
    [null, 'library', 'N/A'],
    [undefined, 'bookmarks', 'N/A'],
    ['not a date', 'library', 'N/A'],
  ] as const)('%s as %s → %s', (value, style, shown) => {
    expect(formatReportDate(value, style)).toBe(shown);
  });
});

describe('subscription dates', () => {
  it.each([
    ['2027-03-16T10:00:00.000Z', 'Mar 16, 2027'],
    ['2026-12-01', 'Dec 1, 2026'],
    [null, 'N/A'],
    ['soon', 'N/A'],
  ] as const)('%s → %s', (value, shown) => {
    expect(formatSubscriptionDate(value)).toBe(shown);
  });
});
