import { readFileSync } from 'node:fs';
import { Country as SourceCountries } from 'country-state-city';
import { describe, expect, it } from 'vitest';
import { formatCountriesJson, toCountries } from '../scripts/transform-countries.js';
import { COUNTRIES } from './index.js';

describe('src/data/countries.json', () => {
  // Regenerates in memory so the committed data cannot drift from country-state-city (or be edited by hand).
  it('equals what scripts/generate-countries.ts makes from country-state-city', () => {
    const regenerated = toCountries(SourceCountries.getAllCountries());
    expect(COUNTRIES).toEqual(regenerated);
    expect(readFileSync(new URL('./data/countries.json', import.meta.url), 'utf8')).toBe(
      formatCountriesJson(regenerated),
    );
  });
});

describe('normalisation of the source', () => {
  const source = {
    name: ' American Samoa ',
    isoCode: 'as',
    flag: '🇦🇸',
    phonecode: '+1-684',
    currency: 'USD',
    latitude: '-14.33333333',
    longitude: '-170.00000000',
    timezones: null,
  };

  it('trims, upper-cases the code, turns coordinates into numbers and a null time-zone list into []', () => {
    expect(toCountries([source])).toEqual([
      {
        name: 'American Samoa',
        isoCode: 'AS',
        flag: '🇦🇸',
        phonecode: '1684',
        currency: 'USD',
        latitude: -14.33333333,
        longitude: -170,
        timezones: [],
      },
    ]);
  });

  it.each([
    ['91', '91'],
    ['+91', '91'],
    ['+1-684', '1684'],
    ['+44-1481', '441481'],
    ['+1-809 and 1-829', '1809'],
  ])('phonecode %j becomes %j', (phonecode, expected) => {
    expect(toCountries([{ ...source, phonecode }])[0]?.phonecode).toBe(expected);
  });

  it('converts a numeric gmtOffset string and keeps only the SPEC fields', () => {
    const timezone = {
      zoneName: 'Pacific/Pago_Pago',
      gmtOffset: '-39600',
      gmtOffsetName: 'UTC-11:00',
      abbreviation: 'SST',
      tzName: 'Samoa Standard Time',
    };
    // A key the source might add later, passed through a variable as the source's data would be.
    const withExtraKey = { ...timezone, dstOffset: 0 };
    const [country] = toCountries([{ ...source, timezones: [withExtraKey] }]);
    expect(country?.timezones).toEqual([{ ...timezone, gmtOffset: -39600 }]);
  });

  it.each([
    ['a blank latitude', { latitude: '' }],
    ['a latitude out of range', { latitude: '91' }],
    ['an isoCode of three letters', { isoCode: 'ASM' }],
    ['a phonecode without digits', { phonecode: '+' }],
    ['an empty currency', { currency: '' }],
  ])('rejects %s', (_, change) => {
    expect(() => toCountries([{ ...source, ...change }])).toThrow(/American Samoa/);
  });

  it('rejects duplicate isoCodes', () => {
    expect(() => toCountries([source, { ...source, name: 'Samoa Americana' }])).toThrow(/isoCode "AS"/);
  });
});
