import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordRequestSchema, VerifyOtpRequestSchema } from '../accounts/password-reset.js';
import {
  RegistrationConfirmSchema,
  RegistrationFormSchema,
  RegistrationRequestSchema,
} from '../accounts/registration.js';
import { BillingDetailsSchema, BillingFormSchema } from '../checkout/billing.js';
import { InquirySchema } from '../contact/inquiry.js';
import { SIMPLE_EMAIL_PATTERN } from './email.js';
import { LoginFormSchema } from './login-form.js';

/** The pattern as SPEC §5 reads, quadratic on many dots: the reference the linear one must agree with. */
// eslint-disable-next-line regexp/no-super-linear-backtracking -- the reference, run on short text only
const SPEC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `a@` and 10⁵ dots and `@`: the quadratic pattern spends seconds refusing it. */
const PATHOLOGICAL_EMAIL = `a@${'.'.repeat(100_000)}@`;

const VALID = [
  'dana@example.com',
  'dana.w@mail.example.co.uk',
  'a@b.c',
  'a@..b',
  'a@b..',
  'a@.b.c',
  'first+tag@x.y',
  'ünïcode@exämple.de',
  "o'brien@example.ie",
];
const INVALID = [
  '',
  'dana',
  'dana@example',
  'dana@@example.com',
  'dana @example.com',
  'dana@exa mple.com',
  '@example.com',
  'dana@.com',
  'dana@example.',
  'dana@ab.',
  'a@.',
  'dana@example.com\n',
  'a@b.c@d.e',
  PATHOLOGICAL_EMAIL,
];

describe('SIMPLE_EMAIL_PATTERN (SPEC §5: no spaces, one @, a dot in the domain)', () => {
  it.each(VALID)('accepts %j, as SPEC’s pattern does', (email) => {
    expect(SPEC_EMAIL_PATTERN.test(email)).toBe(true);
    expect(SIMPLE_EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(INVALID.filter((email) => email !== PATHOLOGICAL_EMAIL))(
    'refuses %j, as SPEC’s pattern does',
    (email) => {
      expect(SPEC_EMAIL_PATTERN.test(email)).toBe(false);
      expect(SIMPLE_EMAIL_PATTERN.test(email)).toBe(false);
    },
  );

  it('refuses a@ followed by 10⁵ dots and @ in one pass (SPEC’s pattern backtracks over every dot)', () => {
    expect(SIMPLE_EMAIL_PATTERN.test(PATHOLOGICAL_EMAIL)).toBe(false);
  });

  it('agrees with SPEC’s pattern on any short text of the characters that matter', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'é', '@', '.', ' ', '\t', '\n'), maxLength: 12 });
    fc.assert(
      fc.property(text, (email) => SIMPLE_EMAIL_PATTERN.test(email) === SPEC_EMAIL_PATTERN.test(email)),
      { numRuns: 20_000 },
    );
  });
});

describe('every schema with an email address checks its length first, and stops there', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // Longer than any address mail systems take (254 characters).
  const tooLong = `${'a'.repeat(254)}@x.example`;
  const registration = {
    tenant: 'Santos Roasters',
    first_name: 'Maria',
    last_name: 'Santos',
    phone_number: '9876543210',
    phone_country: 'IN',
    password: 'Roast@2026',
    street_address: '12 Harbour Road',
    city: 'Kochi',
    industry_sector: 'import-export',
    country: 'IN',
  };
  const inquiry = {
    firstName: 'Ana',
    lastName: 'Souza',
    phone: '1155550100',
    phoneCode: '+55',
    country: 'Brazil',
    hearAboutUs: 'online_search',
    reasonForInquiry: 'consultation',
  };
  const billing = { username: 'Dana', company: 'Northwind', country: 'Brazil', zipcode: '10001' };

  it.each([
    ['login', LoginFormSchema, { password: 'secret1' }, 'Please enter a valid email address.'],
    ['forgot password', ForgotPasswordRequestSchema, {}, 'Please enter a valid email address.'],
    ['verify code', VerifyOtpRequestSchema, { otp: '123456' }, 'Please enter a valid email address.'],
    ['registration form', RegistrationFormSchema, registration, 'This is too long.'],
    ['registration request', RegistrationRequestSchema, registration, 'This is too long.'],
    ['registration confirmation', RegistrationConfirmSchema, { otp: '123456' }, 'This is too long.'],
    ['inquiry', InquirySchema, inquiry, 'This is too long'],
    [
      'billing form',
      BillingFormSchema,
      { ...billing, paymentMethod: 'credit-card' },
      'This field is too long',
    ],
    ['billing details', BillingDetailsSchema, billing, 'This field is too long'],
  ])('%s', (_form, schema, rest, message) => {
    const pattern = vi.spyOn(SIMPLE_EMAIL_PATTERN, 'test');
    for (const email of [tooLong, PATHOLOGICAL_EMAIL]) {
      const result = schema.safeParse({ ...rest, email });
      const emailMessages = result.error?.issues
        .filter((issue) => issue.path.join('.') === 'email')
        .map((issue) => issue.message);
      expect(emailMessages).toEqual([message]);
    }
    expect(pattern).not.toHaveBeenCalled();
  });
});
