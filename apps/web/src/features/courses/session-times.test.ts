import { describe, expect, it } from 'vitest';
import { formatSessionHours, zoneCity } from './session-times';

describe('formatSessionHours', () => {
  it("names the hours' zone by its city", () => {
    expect(formatSessionHours({ start: '09:00', end: '17:00' }, 'America/New_York')).toBe(
      '09:00–17:00, New York time',
    );
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });

  it('names a zone of no place by its IANA name', () => {
    expect(formatSessionHours({ start: '08:30', end: '12:30' }, 'UTC')).toBe('08:30–12:30, UTC');
    expect(formatSessionHours({ start: '08:30', end: '12:30' }, 'Etc/GMT+5')).toBe('08:30–12:30, Etc/GMT+5');
  });
});
