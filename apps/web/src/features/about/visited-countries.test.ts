import { describe, expect, it } from 'vitest';
import { VISITED_COUNTRY_CODES, VISITED_PLACES } from './visited-countries';

describe('the travel map countries', () => {
  it('SPEC §1: over 100 countries, each listed once', () => {
    expect(new Set(VISITED_COUNTRY_CODES).size).toBe(VISITED_COUNTRY_CODES.length);
    expect(VISITED_COUNTRY_CODES.length).toBeGreaterThan(100);
  });

  it('every code is a country of @firm/countries, so every one gets a marker', () => {
    expect(VISITED_PLACES.map((place) => place.id)).toEqual(VISITED_COUNTRY_CODES);
    for (const place of VISITED_PLACES) {
      expect(Number.isFinite(place.latitude) && Number.isFinite(place.longitude)).toBe(true);
    }
  });
});
