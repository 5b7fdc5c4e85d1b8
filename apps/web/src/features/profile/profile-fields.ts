import { findCountryByIsoCode } from '@firm/countries';
import {
  callingCodeOfIsoCode,
  countriesWithCallingCode,
  TEAM_ROLE_LABELS,
  type Profile,
  type ProfileUpdate,
} from '@firm/domain';
import type { Fact } from '../../components/profile-panel/fact-list';

/** One line of the read-only profile: its label, and its value (undefined when the profile has none). */
export type ProfileFact = Fact & { value: string | undefined };

function given(value: string | null): string | undefined {
  return value?.trim() ? value : undefined;
}

/** The phone number as people write it, with its calling code when it has one: '+44 7911123456'. */
export function phoneOf(profile: Pick<Profile, 'phone_code' | 'phone_number'>): string | undefined {
  const number = given(profile.phone_number);
  if (!number) return undefined;
  return profile.phone_code ? `${profile.phone_code} ${number}` : number;
}

/** The person's details in the order of SPEC §2 Profile. */
export function personFacts(profile: Profile): ProfileFact[] {
  return [
    { label: 'First name', value: given(profile.first_name) },
    { label: 'Last name', value: given(profile.last_name) },
    { label: 'Job title', value: given(profile.job_title) },
    { label: 'Email', value: given(profile.email) },
    { label: 'Phone', value: phoneOf(profile) },
  ];
}

function companyName(profile: Profile): ProfileFact {
  return { label: 'Company name', value: given(profile.company) };
}

/** The organisation's address in the order of SPEC §2 Profile, with the country the profile also holds. */
function addressFacts(profile: Profile): ProfileFact[] {
  return [
    { label: 'Address line 1', value: given(profile.street_address) },
    { label: 'Address line 2', value: given(profile.address_line_2) },
    { label: 'City', value: given(profile.city) },
    { label: 'State', value: given(profile.state) },
    { label: 'Postal code', value: given(profile.postal_code) },
    { label: 'Country', value: given(profile.country_name) ?? given(profile.country) },
  ];
}

/** The organisation's details: its name and address. */
export function companyFacts(profile: Profile): ProfileFact[] {
  return [companyName(profile), ...addressFacts(profile)];
}

/**
 * Every field of SPEC §2 Profile in its order: company name, first and last name, job title, email, phone, the
 * address lines, city, state, postal code (and country), then the person's role as 'Team member'.
 */
export function profileFacts(profile: Profile): ProfileFact[] {
  return [
    companyName(profile),
    ...personFacts(profile),
    ...addressFacts(profile),
    { label: 'Team member', value: TEAM_ROLE_LABELS[profile.role] },
  ];
}

/** The Edit form's values: every input holds a string, so a field the profile lacks starts empty. */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  job_title: string;
  phone_number: string;
  phone_code: string;
  company?: string;
  street_address?: string;
  address_line_2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  country?: string;
}

export const PERSON_FIELDS = ['first_name', 'last_name', 'job_title', 'phone_number'] as const;
export const COMPANY_FIELDS = [
  'company',
  'street_address',
  'address_line_2',
  'city',
  'state',
  'postal_code',
  'country',
] as const;

/**
 * The country the phone's calling-code picker shows. Several countries share a code (+1): the profile's own country
 * when it dials that code, else the first that does; without a code, the profile's country.
 */
export function phoneCountryOf(profile: Pick<Profile, 'phone_code' | 'country'>): string {
  const country = profile.country?.toUpperCase() ?? '';
  if (!profile.phone_code) return findCountryByIsoCode(country) ? country : '';
  const dialling = countriesWithCallingCode(profile.phone_code);
  return dialling.find((entry) => entry.isoCode === country)?.isoCode ?? dialling[0]?.isoCode ?? '';
}

/**
 * The stored profile as the Edit form's values. The company's fields are there only for those who may change
 * them (the owner and admins); the calling code defaults to the picker's country.
 */
export function profileFormValues(profile: Profile): ProfileFormValues {
  const person = {
    first_name: profile.first_name,
    last_name: profile.last_name,
    job_title: profile.job_title ?? '',
    phone_number: profile.phone_number ?? '',
    phone_code: profile.phone_code ?? callingCodeOfIsoCode(phoneCountryOf(profile)) ?? '',
  };
  if (!profile.can_edit_company) return person;
  return {
    ...person,
    company: profile.company,
    street_address: profile.street_address ?? '',
    address_line_2: profile.address_line_2 ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    postal_code: profile.postal_code ?? '',
    country: profile.country?.toUpperCase() ?? '',
  };
}

/**
 * The body of `PATCH accounts/profile/` from the checked form: the company's fields only for those who may change
 * them, and no calling code without a number.
 */
export function profileUpdateOf(checked: ProfileUpdate, canEditCompany: boolean): ProfileUpdate {
  const update: ProfileUpdate = {
    first_name: checked.first_name,
    last_name: checked.last_name,
    job_title: checked.job_title ?? null,
    phone_number: checked.phone_number ?? null,
    phone_code: checked.phone_number ? (checked.phone_code ?? null) : null,
  };
  if (!canEditCompany) return update;
  for (const field of COMPANY_FIELDS) {
    if (field === 'company') {
      if (checked.company !== undefined) update.company = checked.company;
    } else {
      update[field] = checked[field] ?? null;
    }
  }
  return update;
}

/** The form field a server's message about `field` belongs under: the calling code's is the number's. */
export function formFieldOf(field: string): string {
  return field === 'phone_code' ? 'phone_number' : field;
}
