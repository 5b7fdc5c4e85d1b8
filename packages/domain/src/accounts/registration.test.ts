import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTRATION, INDUSTRY_SECTOR_OPTIONS, toRegistrationPayload } from './registration-fields.js';
import {
  RegistrationConfirmSchema,
  RegistrationFormSchema,
  RegistrationRequestSchema,
  type RegistrationForm,
} from './registration.js';

const valid: RegistrationForm = {
  tenant: 'Santos Roasters',
  first_name: 'Maria',
  last_name: 'Santos',
  email: 'maria@santos.example',
  phone_number: '9876543210',
  phone_country: 'IN',
  password: 'Roast@2026',
  street_address: '12 Harbour Road',
  city: 'Kochi',
  industry_sector: 'import-export',
  country: 'IN',
};

function messages(values: Partial<RegistrationForm>): string[] {
  const result = RegistrationFormSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('SPEC §5 registration rules, in order', () => {
  it('reports every empty required field in the SPEC order', () => {
    expect(messages(EMPTY_REGISTRATION)).toEqual([
      'Tenant is required.',
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Mobile number is required.',
      'Password is required.',
      'Address is required.',
      'City is required.',
    ]);
  });

  it.each([
    [{ email: 'maria@santos' }, 'Invalid email format.'],
    [{ email: 'maria santos@x.example' }, 'Invalid email format.'],
    [{ phone_number: '98765 43210' }, 'Mobile number should be exactly 10 digits.'],
    [{ phone_number: '987654321' }, 'Mobile number should be exactly 10 digits.'],
    [{ phone_number: '98765432100' }, 'Mobile number should be exactly 10 digits.'],
    [{ phone_number: '98765abc10' }, 'Mobile number should be exactly 10 digits.'],
    [{ tenant: '   ' }, 'Tenant is required.'],
    [{ city: ' ' }, 'City is required.'],
  ])('%j → %s', (values, message) => {
    expect(messages(values)).toEqual([message]);
  });

  it('does not check industry or country (SPEC §5)', () => {
    expect(messages({ industry_sector: '', country: '' })).toEqual([]);
  });

  it.each(['Str0ng#Pass1', 'longpassword', 'Roast@2026', '        '])(
    'accepts a password of 8 or more characters of any kind (DESIGN §4): %s',
    (password) => {
      expect(messages({ password })).toEqual([]);
    },
  );

  it('refuses a password under 8 characters, saying the minimum', () => {
    expect(messages({ password: 'short' })).toEqual(['Password must be at least 8 characters long.']);
    expect(messages({ password: 'x'.repeat(129) })).toEqual([
      'Password must be at most 128 characters long.',
    ]);
  });

  it.each([
    ['GB', '7911123456'],
    ['BR', '11987654321'],
    ['CI', '0707123456'],
  ])('accepts a valid mobile number of %s picked with its calling code', (phone_country, phone_number) => {
    expect(messages({ phone_country, phone_number, country: 'IN' })).toEqual([]);
  });

  it('checks the number against the country when no code was picked', () => {
    expect(messages({ phone_country: '', country: 'GB', phone_number: '7911123456' })).toEqual([]);
    expect(messages({ phone_country: '', country: 'IN', phone_number: '7911123456' })).toEqual([]);
  });

  it('keeps SPEC’s 10-digit rule for +1 and names the country for other plans', () => {
    expect(messages({ phone_country: 'US', phone_number: '212555123' })).toEqual([
      'Mobile number should be exactly 10 digits.',
    ]);
    expect(messages({ phone_country: 'GB', phone_number: '12345' })).toEqual([
      'Please enter a valid mobile number for United Kingdom.',
    ]);
  });

  it('starts with country IN and offers the 15 industry sectors of SPEC §3', () => {
    expect(EMPTY_REGISTRATION.country).toBe('IN');
    expect(INDUSTRY_SECTOR_OPTIONS.map((option) => option.value)).toEqual([
      'grower-farmer-producer',
      'cooperative',
      'import-export',
      'commodity-trade-firm',
      'processor-manufacturer-mill',
      'distributor-wholesaler',
      'retail-food-service',
      'media-trade-publication',
      'legal-advisor',
      'individual-investor',
      'managed-money-investment-firm',
      'financial-institution',
      'trade-association',
      'governmental-entity-ngo',
      'other',
    ]);
  });

  it('sends phone_number as a number (SPEC §3) and the calling code beside it', () => {
    const payload = toRegistrationPayload(valid);
    expect(payload.phone_number).toBe(9876543210);
    expect(payload.phone_code).toBe('+91');
    expect(payload).not.toHaveProperty('phone_country');
    expect(toRegistrationPayload({ ...valid, phone_country: 'GB' }).phone_code).toBe('+44');
    expect(toRegistrationPayload({ ...valid, phone_country: '', country: 'BR' }).phone_code).toBe('+55');
  });
});

describe('registration request (server)', () => {
  const payload = toRegistrationPayload(valid);

  it('accepts the SPEC payload and keeps the mobile number as 10 digits', () => {
    const parsed = RegistrationRequestSchema.parse({ ...payload, phone_number: 123456789 });
    expect(parsed.phone_number).toBe('0123456789');
    expect(parsed.phone_code).toBe('+91');
    expect(parsed.country).toBe('IN');
    expect(parsed.industry_sector).toBe('import-export');
  });

  it('defaults the country to IN and an unchosen industry to none', () => {
    const { country: _country, ...withoutCountry } = payload;
    const parsed = RegistrationRequestSchema.parse({ ...withoutCountry, industry_sector: '' });
    expect(parsed.country).toBe('IN');
    expect(parsed.industry_sector).toBeNull();
  });

  it('takes the calling code of the country when phone_code is absent (SPEC payload)', () => {
    const { phone_code: _code, ...spec } = payload;
    expect(RegistrationRequestSchema.parse(spec).phone_code).toBe('+91');
  });

  it.each([
    ['+44', 7911123456, '7911123456'],
    ['+55', 11987654321, '11987654321'],
    // The number lost the leading zero of an Ivorian number; the plan is checked with it restored.
    ['+225', 707123456, '707123456'],
  ])('accepts a number of %s and stores its digits', (phone_code, phone_number, stored) => {
    const parsed = RegistrationRequestSchema.parse({ ...payload, phone_code, phone_number });
    expect(parsed).toMatchObject({ phone_code, phone_number: stored });
  });

  it('refuses a number outside its plan with the field message', () => {
    const result = RegistrationRequestSchema.safeParse({
      ...payload,
      phone_code: '+44',
      phone_number: 12345,
    });
    expect(result.error?.issues).toMatchObject([
      { path: ['phone_number'], message: 'Please enter a valid mobile number for United Kingdom.' },
    ]);
  });

  it.each(['Str0ng#Pass1', 'longpassword'])('accepts the password %s (DESIGN §4)', (password) => {
    expect(RegistrationRequestSchema.safeParse({ ...payload, password }).success).toBe(true);
  });

  it.each([
    [{ password: 'short' }, 'password'],
    [{ password: 'x'.repeat(129) }, 'password'],
    [{ phone_code: '+999' }, 'phone_code'],
    [{ phone_number: 12345678901 }, 'phone_number'],
    [{ phone_number: 98765.5 }, 'phone_number'],
    [{ country: 'XX' }, 'country'],
    [{ industry_sector: 'bakery' }, 'industry_sector'],
    [{ tenant: 'x'.repeat(201) }, 'tenant'],
  ])('refuses %j', (values, field) => {
    const result = RegistrationRequestSchema.safeParse({ ...payload, ...values });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('says how long a password must be', () => {
    const result = RegistrationRequestSchema.safeParse({ ...payload, password: 'short' });
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters long.');
  });

  it('confirms with the email and a six-digit code', () => {
    expect(RegistrationConfirmSchema.safeParse({ email: valid.email, otp: '012345' }).success).toBe(true);
    expect(
      RegistrationConfirmSchema.safeParse({ email: valid.email, otp: '12345' }).error?.issues[0]?.message,
    ).toBe('Please enter a valid OTP.');
  });
});
