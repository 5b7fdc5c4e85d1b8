import { findCountryByIsoCode } from '@firm/countries';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from '../auth/email.js';
import { callingCodeOfIsoCode, countriesWithCallingCode, isCallingCode } from '../phone/calling-code.js';
import { mobileNumberProblem, TEN_DIGIT_CALLING_CODES } from '../phone/phone-number.js';
import { OtpSchema } from './otp-schema.js';
import { PASSWORD_MAX_LENGTH } from './password-rule.js';

import {
  INDUSTRY_SECTOR_OPTIONS,
  MOBILE_NUMBER_LENGTH,
  REGISTRATION_DEFAULT_COUNTRY,
  REGISTRATION_PASSWORD_MIN_LENGTH,
  RegistrationMessages,
  type IndustrySector,
} from './registration-fields.js';

const INDUSTRY_SECTORS = INDUSTRY_SECTOR_OPTIONS.map((option) => option.value) as [
  IndustrySector,
  ...IndustrySector[],
];

/** A required text, bounded: a value over `max` stops at its length check, so no later rule runs on it. */
const required = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, { message: RegistrationMessages.tooLong, abort: true });

/** A choice from a list (an ISO code, a sector): any longer value is none of them. */
const choice = (message: string) => z.string({ error: message }).max(100, { message, abort: true });

/** DESIGN §4: 8 or more characters of any kind (the reset keeps SPEC's stronger rule). */
const PasswordField = z
  .string({ error: RegistrationMessages.passwordRequired })
  .min(1, { message: RegistrationMessages.passwordRequired, abort: true })
  .min(REGISTRATION_PASSWORD_MIN_LENGTH, { message: RegistrationMessages.passwordTooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { message: RegistrationMessages.passwordTooLong, abort: true });

const MobileNumberRequired = z
  .string({ error: RegistrationMessages.mobileRequired })
  .trim()
  .min(1, { message: RegistrationMessages.mobileRequired, abort: true })
  .max(40, { message: RegistrationMessages.mobileInvalid, abort: true });

const RegistrationFields = z.object({
  tenant: required(RegistrationMessages.tenantRequired),
  first_name: required(RegistrationMessages.firstNameRequired, 100),
  last_name: required(RegistrationMessages.lastNameRequired, 100),
  email: required(RegistrationMessages.emailRequired, EMAIL_MAX_LENGTH).regex(
    SIMPLE_EMAIL_PATTERN,
    RegistrationMessages.emailInvalid,
  ),
  phone_number: MobileNumberRequired,
  /** The ISO code whose calling code the number follows: the picker's choice, else the country's. */
  phone_country: choice(RegistrationMessages.phoneCodeUnknown),
  password: PasswordField,
  street_address: required(RegistrationMessages.addressRequired, 300),
  city: required(RegistrationMessages.cityRequired, 100),
  industry_sector: choice(RegistrationMessages.industryUnknown),
  country: choice(RegistrationMessages.countryUnknown),
});

/**
 * The registration form of SPEC §5. Fields are declared in the order the rules are checked, and each stops at its
 * first failing rule. The mobile number is then checked against its country's plan (it needs the picker's
 * country, so it runs on the whole form, also when other fields failed). Industry and country are not checked
 * here (SPEC §5): the form offers only valid choices.
 */
export const RegistrationFormSchema = RegistrationFields.superRefine(
  (form, context) => {
    const country = findCountryByIsoCode(form.phone_country || form.country);
    const problem =
      country && form.phone_number.trim() ? mobileNumberProblem(form.phone_number, [country]) : undefined;
    if (problem) context.addIssue({ code: 'custom', path: ['phone_number'], message: problem });
  },
  { when: (payload) => isPhonePair(payload.value) },
);

function isPhonePair(value: unknown): boolean {
  const form = value as Partial<Record<'phone_number' | 'phone_country' | 'country', unknown>> | null;
  return (
    typeof form?.phone_number === 'string' &&
    typeof form.phone_country === 'string' &&
    typeof form.country === 'string'
  );
}

export type RegistrationForm = z.infer<typeof RegistrationFormSchema>;

/**
 * SPEC sends the mobile number as a number, which drops leading zeros. A whole number of up to 10 digits is
 * padded back to 10 (what a 10-digit plan needs); other plans restore a lost zero when checking
 * (phone/phone-number.ts). Anything else is checked as text.
 */
const MobileNumberField = z.preprocess((value) => {
  if (typeof value !== 'number') return value;
  if (!Number.isSafeInteger(value) || value < 0) return String(value);
  return String(value).padStart(MOBILE_NUMBER_LENGTH, '0');
}, MobileNumberRequired);

const PhoneCodeField = z
  .string({ error: RegistrationMessages.phoneCodeUnknown })
  .max(20, { message: RegistrationMessages.phoneCodeUnknown, abort: true })
  .trim()
  .refine(isCallingCode, RegistrationMessages.phoneCodeUnknown)
  .optional();

/**
 * Body of the first `POST accounts/client/tenant-register/`: the form's rules in the same order, plus what only
 * the server can insist on. `phone_code` may be absent (SPEC's payload): the country's calling code is meant.
 * The number is checked against every country of its calling code; a 10-digit plan keeps SPEC's rule.
 */
export const RegistrationRequestSchema = RegistrationFields.omit({ phone_country: true })
  .extend({
    phone_number: MobileNumberField,
    phone_code: PhoneCodeField,
    industry_sector: z
      .union([z.enum(INDUSTRY_SECTORS), z.literal('')], { error: RegistrationMessages.industryUnknown })
      .optional()
      .transform((value) => value || null),
    country: choice(RegistrationMessages.countryUnknown)
      .optional()
      .transform((value) => (value || REGISTRATION_DEFAULT_COUNTRY).trim().toUpperCase())
      .refine((code) => findCountryByIsoCode(code) !== undefined, RegistrationMessages.countryUnknown),
  })
  .transform((request, context) => {
    const phoneCode = request.phone_code ?? callingCodeOfIsoCode(request.country) ?? '';
    const countries = countriesWithCallingCode(phoneCode);
    const tenDigitPlan = countries.some((country) => TEN_DIGIT_CALLING_CODES.includes(country.phonecode));
    // A 10-digit plan keeps its zero padding; another plan stores the digits without the padding added above.
    const phoneNumber = tenDigitPlan ? request.phone_number : request.phone_number.replace(/^0+(?=\d)/, '');
    const problem = mobileNumberProblem(phoneNumber, countries);
    if (problem) {
      context.addIssue({
        code: 'custom',
        path: ['phone_number'],
        message: problem,
        input: request.phone_number,
      });
      return z.NEVER;
    }
    return { ...request, phone_number: phoneNumber, phone_code: phoneCode };
  });

export type RegistrationRequest = z.output<typeof RegistrationRequestSchema>;

/** Body of the second `POST accounts/client/tenant-register/`: the mailed code confirms the email address. */
export const RegistrationConfirmSchema = z.object({
  email: RegistrationFormSchema.shape.email,
  otp: OtpSchema,
});

export type RegistrationConfirm = z.infer<typeof RegistrationConfirmSchema>;
