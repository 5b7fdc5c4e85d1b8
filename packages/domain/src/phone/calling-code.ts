import { COUNTRIES, findCountryByIsoCode, findCountryByName, type Country } from '@firm/countries';

/** SPEC §9: a phone input takes at most 15 digits (the longest number E.164 allows). */
export const PHONE_MAX_DIGITS = 15;

export const DIGITS_PATTERN = /^\d+$/;

/** A country's calling code as forms show and send it: `+44`, or `+1242` for the Bahamas (@firm/countries). */
export function callingCodeOf(country: Pick<Country, 'phonecode'>): string {
  return `+${country.phonecode}`;
}

/** The calling code of an ISO code of @firm/countries, or undefined for an unknown code. */
export function callingCodeOfIsoCode(isoCode: string): string | undefined {
  const country = findCountryByIsoCode(isoCode);
  return country ? callingCodeOf(country) : undefined;
}

/** The calling code of a country named as SPEC §3's country selects send it, or undefined for an unknown name. */
export function callingCodeOfCountryName(name: string): string | undefined {
  const country = findCountryByName(name);
  return country ? callingCodeOf(country) : undefined;
}

/**
 * The countries that dial a calling code (`+1` is Canada, the United States and their minor islands), in the
 * list's alphabetical order; empty when no country of @firm/countries has it.
 */
export function countriesWithCallingCode(code: string): Country[] {
  const digits = code.trim().replace(/^\+/, '');
  return DIGITS_PATTERN.test(digits) ? COUNTRIES.filter((country) => country.phonecode === digits) : [];
}

export function isCallingCode(code: string): boolean {
  return /^\+\d+$/.test(code) && countriesWithCallingCode(code).length > 0;
}
