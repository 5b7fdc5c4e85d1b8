import { describe, expect, it } from 'vitest';
import { isCalendarDay, isoDay } from './iso-day.js';

describe('isCalendarDay', () => {
  it.each(['2025-02-28', '2024-02-29', '2025-12-31', '2026-01-01'])('accepts %s', (value) => {
    expect(isCalendarDay(value)).toBe(true);
  });

  it.each([
    '2025-02-31',
    '2025-02-29',
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-1-5',
    '2025-01-01T00:00',
    '',
  ])('refuses %s', (value) => {
    expect(isCalendarDay(value)).toBe(false);
  });
});

describe('isoDay', () => {
  it('fails with the given message', () => {
    const schema = isoDay('Write a date.');
    expect(schema.parse('2025-03-03')).toBe('2025-03-03');
    const result = schema.safeParse('2025-02-31');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Write a date.']);
    expect(schema.safeParse(20250101).error?.issues.map((issue) => issue.message)).toEqual(['Write a date.']);
  });
});
