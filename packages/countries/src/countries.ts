import data from './data/countries.json' with { type: 'json' };
import type { Country, CountryOption } from './types.js';

// Assigned, not cast, so a JSON that no longer fits the type fails the type-check.
const entries: readonly Country[] = data;

function freezeCountry(country: Country): Country {
  country.timezones.forEach((timezone) => Object.freeze(timezone));
  Object.freeze(country.timezones);
  return Object.freeze(country);
}

/**
 * The reference list, sorted by name (see compare-names.ts). The JSON is generated and sorted by
 * scripts/generate-countries.ts; it is frozen because every importer shares this one copy.
 */
export const COUNTRIES: readonly Country[] = Object.freeze(entries.map(freezeCountry));

const byIsoCode = new Map(COUNTRIES.map((country) => [country.isoCode, country]));
// Lower-cased without locale rules so a lookup gives the same answer on every runtime.
const byLowerCaseName = new Map(COUNTRIES.map((country) => [country.name.toLowerCase(), country]));
const names = new Set(COUNTRIES.map((country) => country.name));

/** All names, alphabetical (the list is stored in that order). A new array each call, free to mutate. */
export function countryNames(): string[] {
  return COUNTRIES.map((country) => country.name);
}

/** Options for a country select, alphabetical; value and label are both the name (SPEC §3). */
export function countryOptions(): CountryOption[] {
  return COUNTRIES.map((country) => ({ value: country.name, label: country.name }));
}

/** `'in'`, `'IN'` and `' IN '` all find India; unknown codes give `undefined`. */
export function findCountryByIsoCode(code: string): Country | undefined {
  return byIsoCode.get(code.trim().toUpperCase());
}

/** Exact name, ignoring case and surrounding spaces: `'united states'` finds United States. */
export function findCountryByName(name: string): Country | undefined {
  return byLowerCaseName.get(name.trim().toLowerCase());
}

/**
 * Whether a value is a stored country value: exactly a name of the list, case and spaces included, because that
 * is what a country field holds. Use findCountryByName to resolve what a person typed to the canonical name.
 */
export function isCountryName(value: unknown): value is string {
  return typeof value === 'string' && names.has(value);
}
