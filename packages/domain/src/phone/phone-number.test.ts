import { findCountryByIsoCode, type Country } from '@firm/countries';
import { describe, expect, it } from 'vitest';
import { callingCodeOfIsoCode, countriesWithCallingCode, isCallingCode } from './calling-code.js';
import { mobileNumberProblem, mobileNumberProblemForCallingCode } from './phone-number.js';

const country = (isoCode: string): Country => findCountryByIsoCode(isoCode)!;
const problem = (value: string, isoCode: string) => mobileNumberProblem(value, [country(isoCode)]);

describe('calling codes of @firm/countries', () => {
  it('gives a country its code with a plus', () => {
    expect(callingCodeOfIsoCode('GB')).toBe('+44');
    expect(callingCodeOfIsoCode('in')).toBe('+91');
    expect(callingCodeOfIsoCode('ZZ')).toBeUndefined();
  });

  it('lists every country sharing a code and knows only codes of the list', () => {
    expect(countriesWithCallingCode('+1').map((c) => c.isoCode)).toEqual(['CA', 'US', 'UM']);
    expect(isCallingCode('+44')).toBe(true);
    expect(isCallingCode('44')).toBe(false);
    expect(isCallingCode('+999')).toBe(false);
  });
});

describe('registration mobile number', () => {
  it('is required', () => {
    expect(problem('', 'GB')).toBe('Mobile number is required.');
    expect(problem('  ', 'IN')).toBe('Mobile number is required.');
  });

  it.each([
    ['GB', '7911123456'],
    ['GB', '07911123456'],
    ['BR', '11987654321'],
    ['CI', '0707123456'],
    // Sent as a number, the leading zero of an Ivorian number is lost: it is restored.
    ['CI', '707123456'],
    ['US', '2125551234'],
    ['IN', '9876543210'],
    // @firm/countries gives the Bahamas +1242, so the seven local digits follow it.
    ['BS', '3221234'],
  ])('accepts a valid number of %s: %s', (isoCode, digits) => {
    expect(problem(digits, isoCode)).toBeUndefined();
  });

  it.each([
    ['US', '212555123'],
    ['US', '21255512345'],
    ['IN', '98765 43210'],
    ['CA', '41655512a4'],
  ])('keeps SPEC’s 10-digit rule for +1 and +91 (%s %s)', (isoCode, digits) => {
    expect(problem(digits, isoCode)).toBe('Mobile number should be exactly 10 digits.');
  });

  it.each([
    ['GB', '12345', 'United Kingdom'],
    ['GB', '791112345678', 'United Kingdom'],
    ['BR', '123', 'Brazil'],
    ['GB', '7911 123456', 'United Kingdom'],
  ])('refuses a number outside the plan of %s (%s) naming the country', (isoCode, digits, name) => {
    expect(problem(digits, isoCode)).toBe(`Please enter a valid mobile number for ${name}.`);
  });

  it('checks against every country of a calling code when only the code is known', () => {
    expect(mobileNumberProblemForCallingCode('7911123456', '+44')).toBeUndefined();
    expect(mobileNumberProblemForCallingCode('9123456789', '+7')).toBeUndefined();
    expect(mobileNumberProblemForCallingCode('12', '+7')).toBe(
      'Please enter a valid mobile number for Russia.',
    );
    expect(mobileNumberProblemForCallingCode('212555123', '+1')).toBe(
      'Mobile number should be exactly 10 digits.',
    );
  });
});
