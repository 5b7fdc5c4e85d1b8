import { describe, expect, it } from 'vitest';
import { InquirySchema } from './inquiry.js';

const valid = {
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@cafe.example.br',
  phone: '1155550100',
  phoneCode: '+55',
  company: '',
  country: 'Brazil',
  hearAboutUs: 'online_search',
  reasonForInquiry: 'consultation',
  comments: '',
};

function errorsOf(values: Record<string, unknown>) {
  const result = InquirySchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('SPEC §5 Contact', () => {
  it('accepts a complete inquiry with company and comments left out', () => {
    expect(InquirySchema.parse(valid)).toMatchObject({ firstName: 'Ana', company: '', comments: '' });
  });

  it.each(['firstName', 'lastName', 'email', 'phone', 'country', 'hearAboutUs', 'reasonForInquiry'])(
    "%s is required: 'This field is required'",
    (field) => {
      expect(errorsOf({ ...valid, [field]: '' })[field]).toBe('This field is required');
    },
  );

  it('shows every missing field at once for an empty form', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(
      ['country', 'email', 'firstName', 'hearAboutUs', 'lastName', 'phone', 'reasonForInquiry'].sort(),
    );
  });

  it.each(['ana', 'ana@cafe', 'ana @cafe.br', 'ana@@cafe.br'])(
    "%s is refused: 'Please enter a valid email address'",
    (email) => {
      expect(errorsOf({ ...valid, email }).email).toBe('Please enter a valid email address');
    },
  );

  it('takes a phone of digits only, at most 15 (SPEC §9)', () => {
    expect(errorsOf({ ...valid, phone: '123456789012345' })).toEqual({});
    expect(errorsOf({ ...valid, phone: '1234567890123456' }).phone).toBe('Please enter at most 15 digits');
    expect(errorsOf({ ...valid, phone: 'call the office' }).phone).toBe('Please enter digits only');
    expect(errorsOf({ ...valid, phone: '11 5555 0100' }).phone).toBe('Please enter digits only');
  });

  it("takes SPEC §3's payload without a calling code, and gives the phone the chosen country's (issue 39)", () => {
    const { phoneCode: _left, ...spec } = valid;
    expect(InquirySchema.parse(spec).phoneCode).toBe('+55');
    expect(InquirySchema.parse({ ...spec, country: 'United Kingdom' }).phoneCode).toBe('+44');
    expect(InquirySchema.parse({ ...spec, country: 'The Bahamas' }).phoneCode).toBe('+1242');
    // The web form starts with an empty code, and a caller may send null: neither is a code given.
    expect(InquirySchema.parse({ ...spec, phoneCode: '' }).phoneCode).toBe('+55');
    expect(InquirySchema.parse({ ...spec, phoneCode: null }).phoneCode).toBe('+55');
  });

  it('keeps a calling code that is given, even when it is not the country’s', () => {
    expect(InquirySchema.parse({ ...valid, phoneCode: ' +44 ' }).phoneCode).toBe('+44');
  });

  it('takes the calling code sent with the phone only from the country list', () => {
    expect(errorsOf({ ...valid, phoneCode: '+44' })).toEqual({});
    expect(errorsOf({ ...valid, phoneCode: '+999' }).phoneCode).toBe(
      'Please select a calling code from the list',
    );
    expect(errorsOf({ ...valid, phoneCode: '<b>' }).phoneCode).toBe(
      'Please select a calling code from the list',
    );
    expect(errorsOf({ ...valid, phoneCode: '+'.padEnd(50, '4') }).phoneCode).toBe(
      'Please select a calling code from the list',
    );
    expect(errorsOf({ ...valid, phoneCode: 44 }).phoneCode).toBe(
      'Please select a calling code from the list',
    );
  });

  it('accepts only countries of the reference list, by name', () => {
    expect(errorsOf({ ...valid, country: 'Atlantis' }).country).toBe('Please select a country from the list');
  });

  it('accepts only the SPEC options for the two dropdowns', () => {
    expect(errorsOf({ ...valid, hearAboutUs: 'tv_advert' }).hearAboutUs).toBe('This field is required');
    expect(errorsOf({ ...valid, reasonForInquiry: 'general' })).toEqual({});
  });
});
