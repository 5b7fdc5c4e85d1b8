import { callingCodeOfIsoCode } from '../phone/calling-code.js';
import { MobileNumberMessages } from '../phone/mobile-number-messages.js';
import { PASSWORD_MAX_LENGTH } from './password-rule.js';
import type { RegistrationForm } from './registration.js';

// Apart from the schemas (registration.ts): the form shows and sends these without loading zod (issue 18).

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

/** SPEC §3: the country the registration form starts with (an ISO code of @firm/countries). */
export const REGISTRATION_DEFAULT_COUNTRY = 'IN';

/** SPEC §9: a registration mobile number of a 10-digit plan (+1, +91) has exactly 10 digits. */
export const MOBILE_NUMBER_LENGTH = 10;

/** DESIGN §4: registration asks for a password of this many characters or more, any characters. */
export const REGISTRATION_PASSWORD_MIN_LENGTH = 8;

/** SPEC §5 registration messages, and the server's own for what the form cannot get wrong. */
export const RegistrationMessages = {
  tenantRequired: 'Tenant is required.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  mobileRequired: MobileNumberMessages.required,
  mobileInvalid: MobileNumberMessages.tenDigits,
  phoneCodeUnknown: 'Please choose a calling code from the list.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${REGISTRATION_PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  industryUnknown: 'Please choose an industry sector from the list.',
  countryUnknown: 'Please choose a country from the list.',
  tooLong: 'This is too long.',
} as const;

export const EMPTY_REGISTRATION: RegistrationForm = {
  tenant: '',
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  phone_country: REGISTRATION_DEFAULT_COUNTRY,
  password: '',
  street_address: '',
  city: '',
  industry_sector: '',
  country: REGISTRATION_DEFAULT_COUNTRY,
};

/**
 * SPEC §3 registration payload: the form's values with phone_number sent as a number, plus the calling code the
 * number follows (`phone_code`, e.g. '+44').
 */
export type RegistrationPayload = Omit<RegistrationForm, 'phone_number' | 'phone_country'> & {
  phone_number: number;
  phone_code: string;
};

export function toRegistrationPayload(form: RegistrationForm): RegistrationPayload {
  const { phone_country, ...rest } = form;
  const phoneCode =
    callingCodeOfIsoCode(phone_country || form.country) ??
    callingCodeOfIsoCode(REGISTRATION_DEFAULT_COUNTRY)!;
  return { ...rest, phone_number: Number(form.phone_number.trim()), phone_code: phoneCode };
}
