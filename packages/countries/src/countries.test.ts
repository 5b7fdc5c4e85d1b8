import { describe, expect, it } from 'vitest';
import { compareCountryNames } from './compare-names.js';
import {
  COUNTRIES,
  countryNames,
  countryOptions,
  findCountryByIsoCode,
  findCountryByName,
  isCountryName,
} from './index.js';

describe('SPEC §3 country reference list', () => {
  it('has about 250 entries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
  });

  it.each(COUNTRIES.map((country) => [country.name, country] as const))(
    '%s has every field',
    (_, country) => {
      expect(Object.keys(country)).toEqual([
        'name',
        'isoCode',
        'flag',
        'phonecode',
        'currency',
        'latitude',
        'longitude',
        'timezones',
      ]);
      expect(country.name).toMatch(/^\S(.*\S)?$/);
      expect(country.isoCode).toMatch(/^[A-Z]{2}$/);
      expect(country.flag).not.toBe('');
      expect(country.phonecode).toMatch(/^\d{1,7}$/);
      expect(country.currency).toMatch(/^[A-Z]{3}$/);
      expect(Math.abs(country.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(country.longitude)).toBeLessThanOrEqual(180);
      expect(Array.isArray(country.timezones)).toBe(true);
      for (const timezone of country.timezones) {
        expect(Object.keys(timezone)).toEqual([
          'zoneName',
          'gmtOffset',
          'gmtOffsetName',
          'abbreviation',
          'tzName',
        ]);
        expect(timezone.zoneName).toMatch(/^\S+$/);
        expect(Number.isInteger(timezone.gmtOffset)).toBe(true);
        expect(typeof timezone.gmtOffsetName).toBe('string');
        expect(typeof timezone.abbreviation).toBe('string');
        expect(typeof timezone.tzName).toBe('string');
      }
    },
  );

  it('has unique isoCodes and unique names (ignoring case)', () => {
    expect(new Set(COUNTRIES.map((country) => country.isoCode)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((country) => country.name.toLowerCase())).size).toBe(COUNTRIES.length);
  });

  it('is sorted by name with the English collator, and countryNames() follows it', () => {
    const names = countryNames();
    expect(names).toEqual(COUNTRIES.map((country) => country.name));
    expect(names).toEqual([...names].sort(compareCountryNames));
  });

  it('sorts accented names with their letter, not after Z', () => {
    expect(['Zambia', 'Åland Islands', 'Curaçao', 'Cuba'].sort(compareCountryNames)).toEqual([
      'Åland Islands',
      'Cuba',
      'Curaçao',
      'Zambia',
    ]);
  });

  it('is frozen, because every importer shares it', () => {
    expect(Object.isFrozen(COUNTRIES)).toBe(true);
    expect(Object.isFrozen(COUNTRIES[0])).toBe(true);
    expect(Object.isFrozen(COUNTRIES[0]?.timezones)).toBe(true);
  });
});

describe('lookups', () => {
  it.each([['IN'], ['in'], [' In ']])('findCountryByIsoCode(%j) is India', (code) => {
    expect(findCountryByIsoCode(code)?.name).toBe('India');
  });

  it.each([['united states'], ['United States'], ['  UNITED STATES ']])(
    'findCountryByName(%j) is US',
    (name) => {
      expect(findCountryByName(name)?.isoCode).toBe('US');
    },
  );

  it.each([['ZZ'], [''], ['IND']])('findCountryByIsoCode(%j) is undefined', (code) => {
    expect(findCountryByIsoCode(code)).toBeUndefined();
  });

  it.each([['Atlantis'], [''], ['United']])('findCountryByName(%j) is undefined', (name) => {
    expect(findCountryByName(name)).toBeUndefined();
  });

  it('isCountryName accepts only a stored value: an exact name', () => {
    expect(isCountryName('India')).toBe(true);
    expect(isCountryName('Curaçao')).toBe(true);
    expect(isCountryName('india')).toBe(false);
    expect(isCountryName(' India')).toBe(false);
    expect(isCountryName('Atlantis')).toBe(false);
    expect(isCountryName(undefined)).toBe(false);
    expect(isCountryName(356)).toBe(false);
  });

  it('countryOptions() use the name as value and label, in list order', () => {
    const options = countryOptions();
    expect(options).toHaveLength(COUNTRIES.length);
    expect(options.find((option) => option.value === 'India')).toEqual({ value: 'India', label: 'India' });
    expect(options.map((option) => option.value)).toEqual(countryNames());
  });
});
