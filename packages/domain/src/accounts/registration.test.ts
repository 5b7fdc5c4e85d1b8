import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION,
  INDUSTRY_SECTOR_OPTIONS,
  RegistrationConfirmSchema,
  RegistrationFormSchema,
  RegistrationRequestSchema,
  toRegistrationPayload,
  type RegistrationForm,
} from './registration.js';

const valid: RegistrationForm = {
  tenant: 'Santos Roasters',
  first_name: 'Maria',
  last_name: 'Santos',
  email: 'maria@santos.example',
  phone_number: '9876543210',
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

  it('sends phone_number as a number (SPEC §3)', () => {
    expect(toRegistrationPayload(valid).phone_number).toBe(9876543210);
  });
});

describe('registration request (server)', () => {
  const payload = toRegistrationPayload(valid);

  it('accepts the SPEC payload and keeps the mobile number as 10 digits', () => {
    const parsed = RegistrationRequestSchema.parse({ ...payload, phone_number: 123456789 });
    expect(parsed.phone_number).toBe('0123456789');
    expect(parsed.country).toBe('IN');
    expect(parsed.industry_sector).toBe('import-export');
  });

  it('defaults the country to IN and an unchosen industry to none', () => {
    const { country: _country, ...withoutCountry } = payload;
    const parsed = RegistrationRequestSchema.parse({ ...withoutCountry, industry_sector: '' });
    expect(parsed.country).toBe('IN');
    expect(parsed.industry_sector).toBeNull();
  });

  it.each([
    [{ password: 'short' }, 'password'],
    [{ password: 'alllowercase1!' }, 'password'],
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

  it('says what a strong password needs', () => {
    const result = RegistrationRequestSchema.safeParse({ ...payload, password: 'weakpass' });
    expect(result.error?.issues[0]?.message).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    );
  });

  it('confirms with the email and a six-digit code', () => {
    expect(RegistrationConfirmSchema.safeParse({ email: valid.email, otp: '012345' }).success).toBe(true);
    expect(
      RegistrationConfirmSchema.safeParse({ email: valid.email, otp: '12345' }).error?.issues[0]?.message,
    ).toBe('Please enter a valid OTP.');
  });
});
