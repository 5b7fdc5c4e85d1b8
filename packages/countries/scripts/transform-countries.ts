import { compareCountryNames } from '../src/compare-names.js';
import type { Country, CountryTimezone } from '../src/types.js';

/*
 * The shape `country-state-city` hands out, written out here (rather than imported) so this module stays pure
 * and also accepts what the source's own type does not promise: numeric coordinates and missing time zones.
 */
export interface SourceTimezone {
  zoneName: string;
  gmtOffset: number | string;
  gmtOffsetName: string;
  abbreviation: string;
  tzName: string;
}

export interface SourceCountry {
  name: string;
  isoCode: string;
  flag: string;
  phonecode: string;
  currency: string;
  latitude: string | number;
  longitude: string | number;
  timezones?: readonly SourceTimezone[] | null;
}

/*
 * Normalisations, each deliberate. Anything that does not fit after them throws, naming the country, so a source
 * update that breaks an assumption stops the generation instead of writing odd data.
 *
 * 1. Only the SPEC §3 fields are kept, always in the same key order; any other key of the source is dropped.
 * 2. Text fields are trimmed. Names are otherwise kept exactly as the source spells them ('The Bahamas',
 *    'Man (Isle of)'): the name is the stored value of a country field, and renaming would orphan stored values.
 * 3. isoCode is upper-cased and must be two letters A–Z; currency must be three letters A–Z.
 * 4. phonecode: the source mixes '91', '+1-684', '+44-1481' and '+1-809 and 1-829'. Kept as the digits of the
 *    dialling prefix without '+' or separators ('1684', '441481'), so `+${phonecode}` is a real prefix of the
 *    territory's numbers; when the source lists several ('… and …'), the first one is kept.
 * 5. latitude and longitude: strings such as '33.00000000' in the source, numbers here (33); must be within range.
 * 6. timezones: a missing or null list becomes []; gmtOffset is a whole number of seconds (a numeric string is
 *    converted); entries keep the source's order.
 * 7. Entries are sorted by name with the package's collator (the source is sorted by isoCode); isoCodes and
 *    names (ignoring case) must be unique so the lookups are unambiguous.
 */
export function toCountries(source: readonly SourceCountry[]): Country[] {
  const countries = source.map(toCountry).sort((a, b) => compareCountryNames(a.name, b.name));
  assertUnique(countries, (country) => country.isoCode, 'isoCode');
  assertUnique(countries, (country) => country.name.toLowerCase(), 'name');
  return countries;
}

/*
 * One entry per line: about 90 kB and 250 lines instead of some 6,000 pretty-printed ones, and a change to one
 * country shows as one changed line in review.
 */
export function formatCountriesJson(countries: readonly Country[]): string {
  return `[\n${countries.map((country) => `  ${JSON.stringify(country)}`).join(',\n')}\n]\n`;
}

function toCountry(source: SourceCountry): Country {
  const name = source.name.trim();
  const fail = (problem: string): never => {
    throw new Error(`country-state-city entry ${JSON.stringify(name || source.isoCode)}: ${problem}`);
  };
  if (name === '') fail('empty name');

  const isoCode = source.isoCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(isoCode)) fail(`isoCode ${JSON.stringify(source.isoCode)} is not two letters`);

  const currency = source.currency.trim();
  if (!/^[A-Z]{3}$/.test(currency)) fail(`currency ${JSON.stringify(source.currency)} is not three letters`);

  const flag = source.flag.trim();
  if (flag === '') fail('empty flag');

  return {
    name,
    isoCode,
    flag,
    phonecode: toPhonecode(source.phonecode, fail),
    currency,
    latitude: toCoordinate(source.latitude, 90, 'latitude', fail),
    longitude: toCoordinate(source.longitude, 180, 'longitude', fail),
    timezones: (source.timezones ?? []).map((timezone) => toTimezone(timezone, fail)),
  };
}

function toPhonecode(value: string, fail: (problem: string) => never): string {
  // Matched from the start of a run of spaces only, so a long run costs one pass (the lint rule on patterns).
  const first = value.split(/(?<!\s)\s+and\s+/)[0] ?? '';
  const digits = first.replace(/^\s*\+/, '').replace(/[\s-]/g, '');
  return /^\d{1,7}$/.test(digits)
    ? digits
    : fail(`phonecode ${JSON.stringify(value)} is not a dialling prefix`);
}

function toCoordinate(
  value: string | number,
  limit: number,
  field: string,
  fail: (problem: string) => never,
): number {
  // Number('') is 0, so blank text is rejected before converting.
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit
    ? number
    : fail(`${field} ${JSON.stringify(value)} is not a number within ±${limit}`);
}

function toTimezone(source: SourceTimezone, fail: (problem: string) => never): CountryTimezone {
  const gmtOffset = typeof source.gmtOffset === 'number' ? source.gmtOffset : Number(source.gmtOffset);
  if (!Number.isInteger(gmtOffset)) {
    fail(`gmtOffset ${JSON.stringify(source.gmtOffset)} of ${source.zoneName} is not whole seconds`);
  }
  const zoneName = source.zoneName.trim();
  if (zoneName === '') fail('time zone without zoneName');
  return {
    zoneName,
    gmtOffset,
    gmtOffsetName: source.gmtOffsetName.trim(),
    abbreviation: source.abbreviation.trim(),
    tzName: source.tzName.trim(),
  };
}

function assertUnique(countries: readonly Country[], key: (country: Country) => string, field: string): void {
  const seen = new Set<string>();
  for (const country of countries) {
    const value = key(country);
    if (seen.has(value))
      throw new Error(`country-state-city: ${field} ${JSON.stringify(value)} appears twice`);
    seen.add(value);
  }
}
