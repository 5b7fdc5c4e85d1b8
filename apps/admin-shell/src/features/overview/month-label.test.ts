import { describe, expect, it } from 'vitest';
import { monthLabel, monthShortLabel } from './month-label';

describe('a month of the revenue chart', () => {
  it('reads 2026-11 as Nov 2026, and Nov under its bar', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2026-01-01T00:00:00.000Z')).toBe('Jan 2026');
    expect(monthShortLabel('2026-11')).toBe('Nov');
  });

  it('keeps what it cannot read', () => {
    expect(monthLabel('last month')).toBe('last month');
  });
});
