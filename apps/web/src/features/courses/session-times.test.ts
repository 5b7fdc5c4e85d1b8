import { describe, expect, it } from 'vitest';
import { formatSessionDays, formatSessionHours, zoneCity } from './session-times';

describe('formatSessionDays', () => {
  it('writes the month and year once when the days share them', () => {
    expect(formatSessionDays('2027-03-12', '2027-03-15')).toBe('12–15 March 2027');
  });

  it('writes each month when the days run into the next one, and each year into the next year', () => {
    expect(formatSessionDays('2027-02-28', '2027-03-03')).toBe('28 February – 3 March 2027');
    expect(formatSessionDays('2026-12-30', '2027-01-02')).toBe('30 December 2026 – 2 January 2027');
  });

  it('writes a single day once', () => {
    expect(formatSessionDays('2027-03-12', '2027-03-12')).toBe('12 March 2027');
  });
});

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
