import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date.js';

describe('long dates', () => {
  it.each([
    ['2025-06-12', '12 June 2025'],
    ['2026-01-01T23:30:00.000Z', '1 January 2026'],
    ['2024-02-29', '29 February 2024'],
    ['2025-02-29', 'N/A'],
    ['2025-13-01', 'N/A'],
    [null, 'N/A'],
    ['soon', 'N/A'],
  ] as const)('%s → %s', (value, shown) => {
    expect(formatLongDate(value)).toBe(shown);
  });

  it('writes the calendar day as Intl writes it in en-GB, from an ISO string or a Date alike', () => {
    const long = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
      const date = new Date(day + 23 * 3_600_000);
      expect(formatLongDate(date.toISOString())).toBe(long.format(date));
      expect(formatLongDate(date)).toBe(long.format(date));
    }
  });

  it('answers N/A for an invalid Date', () => {
    expect(formatLongDate(new Date(Number.NaN))).toBe('N/A');
  });
});
