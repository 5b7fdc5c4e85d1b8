/**
 * Mobile numbers checked against their country's numbering plan. This module carries libphonenumber-js's metadata
 * (about 80 kB), so only registration imports it; public pages use calling-code.ts.
 */
import type { Country } from '@firm/countries';
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { countriesWithCallingCode, DIGITS_PATTERN } from './calling-code.js';
import { MobileNumberMessages } from './mobile-number-messages.js';

/** SPEC §5/§9: the plans whose numbers SPEC's rule describes, 10 digits exactly (+1, +91). */
export const TEN_DIGIT_CALLING_CODES: readonly string[] = ['1', '91'];

/**
 * The numbers that may be meant by `digits`: as typed in national form, and with one leading zero restored,
 * because SPEC sends the number as a number and drops it (a number of Côte d'Ivoire starts with 0).
 */
function spellings(digits: string): string[] {
  return digits.startsWith('0') ? [digits] : [digits, `0${digits}`];
}

/** Whether `digits` is a valid number of `country`, typed in national form or after its calling code. */
function isValidFor(digits: string, country: Country): boolean {
  return spellings(digits).some((spelling) => {
    const international = parsePhoneNumberFromString(`+${country.phonecode}${spelling}`);
    if (international?.isValid()) return true;
    if (!isSupportedCountry(country.isoCode)) return false;
    return parsePhoneNumberFromString(spelling, country.isoCode)?.isValid() ?? false;
  });
}

/**
 * Countries without a plan in libphonenumber (Antarctica, Bouvet Island...) take any number that fits E.164:
 * no more than 15 digits with the calling code.
 */
function fitsE164(digits: string, country: Country): boolean {
  return digits.length >= 4 && country.phonecode.length + digits.length <= 15;
}

function hasPlan(country: Country): boolean {
  return isSupportedCountry(country.isoCode) || country.phonecode in metadata.country_calling_codes;
}

/** The country a calling code is mostly known for: libphonenumber's main country (+7 Russia, +1 United States). */
function mainCountry(countries: Country[]): Country {
  for (const country of countries) {
    const main = metadata.country_calling_codes[country.phonecode]?.[0];
    const found = countries.find((candidate) => candidate.isoCode === main);
    if (found) return found;
  }
  return countries[0]!;
}

/**
 * The message for a mobile number of the countries dialling one calling code, or undefined when it is valid.
 * `countries` is one country when a form knows it, or every country of a calling code when only that is known.
 * SPEC's rule and message stay for the 10-digit plans (+1, +91); other numbers must be valid in their plan.
 */
export function mobileNumberProblem(value: string, countries: readonly Country[]): string | undefined {
  const digits = value.trim();
  if (digits === '') return MobileNumberMessages.required;
  const [first] = countries;
  if (!first) return undefined;
  if (TEN_DIGIT_CALLING_CODES.includes(first.phonecode)) {
    return /^\d{10}$/.test(digits) ? undefined : MobileNumberMessages.tenDigits;
  }
  const valid =
    DIGITS_PATTERN.test(digits) &&
    countries.some((country) => (hasPlan(country) ? isValidFor(digits, country) : fitsE164(digits, country)));
  return valid ? undefined : MobileNumberMessages.invalidFor(mainCountry([...countries]).name);
}

/** The same check when only the calling code is known (the server's case). */
export function mobileNumberProblemForCallingCode(value: string, callingCode: string): string | undefined {
  return mobileNumberProblem(value, countriesWithCallingCode(callingCode));
}
