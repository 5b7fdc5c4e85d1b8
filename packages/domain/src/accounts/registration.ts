import { findCountryByIsoCode } from '@firm/countries';
import { z } from 'zod';
import { SIMPLE_EMAIL_PATTERN } from '../auth/email.js';
import { OtpSchema } from './otp.js';
import { PASSWORD_MAX_LENGTH, StrongPasswordSchema } from './password-rule.js';

/** SPEC §3 industry sectors, in the order the form lists them. */
export const INDUSTRY_SECTOR_OPTIONS = [
  { value: 'grower-farmer-producer', label: 'Grower / Farmer / Producer' },
  { value: 'cooperative', label: 'Cooperative' },
  { value: 'import-export', label: 'Import / Export' },
  { value: 'commodity-trade-firm', label: 'Commodity Trade Firm' },
  { value: 'processor-manufacturer-mill', label: 'Processor / Manufacturer / Mill' },
  { value: 'distributor-wholesaler', label: 'Distributor / Wholesaler' },
  { value: 'retail-food-service', label: 'Retail / Food Service' },
  { value: 'media-trade-publication', label: 'Media / Trade Publication' },
  { value: 'legal-advisor', label: 'Legal Advisor' },
  { value: 'individual-investor', label: 'Individual Investor' },
  { value: 'managed-money-investment-firm', label: 'Managed Money / Investment Firm' },
  { value: 'financial-institution', label: 'Financial Institution' },
  { value: 'trade-association', label: 'Trade Association' },
  { value: 'governmental-entity-ngo', label: 'Governmental Entity / NGO' },
  { value: 'other', label: 'Other' },
] as const;

export type IndustrySector = (typeof INDUSTRY_SECTOR_OPTIONS)[number]['value'];
const INDUSTRY_SECTORS = INDUSTRY_SECTOR_OPTIONS.map((option) => option.value) as [
  IndustrySector,
  ...IndustrySector[],
];

/** SPEC §3: the country the registration form starts with (an ISO code of @firm/countries). */
export const REGISTRATION_DEFAULT_COUNTRY = 'IN';

/** SPEC §9: a registration mobile number has exactly 10 digits. */
export const MOBILE_NUMBER_LENGTH = 10;

/** SPEC §5 registration messages, and the server's own for what the form cannot get wrong. */
export const RegistrationMessages = {
  tenantRequired: 'Tenant is required.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  mobileRequired: 'Mobile number is required.',
  mobileInvalid: 'Mobile number should be exactly 10 digits.',
  passwordRequired: 'Password is required.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  industryUnknown: 'Please choose an industry sector from the list.',
  countryUnknown: 'Please choose a country from the list.',
  tooLong: 'This is too long.',
} as const;

const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_NUMBER_LENGTH}}$`);

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { message, abort: true }).max(max, RegistrationMessages.tooLong);

/**
 * The registration form of SPEC §5. Fields are declared in the order the rules are checked, and each stops at its
 * first failing rule, so the issues of a failed parse come in SPEC order. Industry and country are not checked
 * here (SPEC §5): the form offers only valid choices.
 */
export const RegistrationFormSchema = z.object({
  tenant: required(RegistrationMessages.tenantRequired),
  first_name: required(RegistrationMessages.firstNameRequired, 100),
  last_name: required(RegistrationMessages.lastNameRequired, 100),
  email: required(RegistrationMessages.emailRequired, 254).regex(
    SIMPLE_EMAIL_PATTERN,
    RegistrationMessages.emailInvalid,
  ),
  phone_number: z
    .string({ error: RegistrationMessages.mobileRequired })
    .trim()
    .min(1, { message: RegistrationMessages.mobileRequired, abort: true })
    .regex(MOBILE_PATTERN, RegistrationMessages.mobileInvalid),
  password: z
    .string({ error: RegistrationMessages.passwordRequired })
    .min(1, { message: RegistrationMessages.passwordRequired, abort: true }),
  street_address: required(RegistrationMessages.addressRequired, 300),
  city: required(RegistrationMessages.cityRequired, 100),
  industry_sector: z.string(),
  country: z.string(),
});

export type RegistrationForm = z.infer<typeof RegistrationFormSchema>;

export const EMPTY_REGISTRATION: RegistrationForm = {
  tenant: '',
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  password: '',
  street_address: '',
  city: '',
  industry_sector: '',
  country: REGISTRATION_DEFAULT_COUNTRY,
};

/** SPEC §3 registration payload: the form's values, with phone_number sent as a number. */
export type RegistrationPayload = Omit<RegistrationForm, 'phone_number'> & { phone_number: number };

export function toRegistrationPayload(form: RegistrationForm): RegistrationPayload {
  return { ...form, phone_number: Number(form.phone_number.trim()) };
}

/**
 * SPEC sends the mobile number as a number, which drops leading zeros. The form accepts exactly 10 digits, so
 * padding a whole number back to 10 digits restores what was typed; anything else is checked as text.
 */
const MobileNumberField = z.preprocess((value) => {
  if (typeof value !== 'number') return value;
  const whole = Number.isInteger(value) && value >= 0 && value < 10 ** MOBILE_NUMBER_LENGTH;
  return whole ? String(value).padStart(MOBILE_NUMBER_LENGTH, '0') : String(value);
}, RegistrationFormSchema.shape.phone_number);

/**
 * Body of the first `POST accounts/client/tenant-register/`: the form's rules in the same order, plus what only
 * the server can insist on. The password must be strong (SPEC §5's reset rule): the form asks only that one is
 * given, and an account must not start with a password the login rules would refuse.
 */
export const RegistrationRequestSchema = RegistrationFormSchema.extend({
  phone_number: MobileNumberField,
  password: RegistrationFormSchema.shape.password
    .max(PASSWORD_MAX_LENGTH, RegistrationMessages.tooLong)
    .pipe(StrongPasswordSchema),
  industry_sector: z
    .union([z.enum(INDUSTRY_SECTORS), z.literal('')], { error: RegistrationMessages.industryUnknown })
    .optional()
    .transform((value) => value || null),
  country: z
    .string({ error: RegistrationMessages.countryUnknown })
    .optional()
    .transform((value) => (value || REGISTRATION_DEFAULT_COUNTRY).trim().toUpperCase())
    .refine((code) => findCountryByIsoCode(code) !== undefined, RegistrationMessages.countryUnknown),
});
export type RegistrationRequest = z.output<typeof RegistrationRequestSchema>;

/** Body of the second `POST accounts/client/tenant-register/`: the mailed code confirms the email address. */
export const RegistrationConfirmSchema = z.object({
  email: RegistrationFormSchema.shape.email,
  otp: OtpSchema,
});
export type RegistrationConfirm = z.infer<typeof RegistrationConfirmSchema>;
