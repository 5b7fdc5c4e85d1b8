import { ProfileUpdateSchema, type Profile } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import { phoneCountryOf, profileFacts, profileFormValues, profileUpdateOf } from './profile-fields';

const OWNER: Profile = {
  first_name: 'Dana',
  last_name: 'Whitfield',
  job_title: 'Head of Research',
  email: 'client@softline.example',
  pending_email: null,
  phone_number: '2015550123',
  phone_code: '+1',
  company: 'Northwind Coffee Traders',
  street_address: '200 Harbor Boulevard',
  address_line_2: null,
  city: 'Weehawken',
  state: 'NJ',
  postal_code: '07086',
  country: 'US',
  country_name: 'United States',
  role: 'owner',
  can_edit_company: true,
};

const MEMBER: Profile = { ...OWNER, role: 'member', can_edit_company: false };

/** What the form's Save sends: the values checked by the domain's rules, then shaped for PATCH. */
const saved = (values: object, canEditCompany: boolean) =>
  profileUpdateOf(ProfileUpdateSchema.parse(values), canEditCompany);

describe('the read-only profile (SPEC §2 Profile)', () => {
  it("lists SPEC's fields in SPEC's order, the role as 'Team member'", () => {
    expect(profileFacts(OWNER)).toEqual([
      { label: 'Company name', value: 'Northwind Coffee Traders' },
      { label: 'First name', value: 'Dana' },
      { label: 'Last name', value: 'Whitfield' },
      { label: 'Job title', value: 'Head of Research' },
      { label: 'Email', value: 'client@softline.example' },
      { label: 'Phone', value: '+1 2015550123' },
      { label: 'Address line 1', value: '200 Harbor Boulevard' },
      { label: 'Address line 2', value: undefined },
      { label: 'City', value: 'Weehawken' },
      { label: 'State', value: 'NJ' },
      { label: 'Postal code', value: '07086' },
      { label: 'Country', value: 'United States' },
      { label: 'Team member', value: 'Owner' },
    ]);
  });

  it('leaves out what the profile lacks, and shows a number without a known calling code as it is', () => {
    const facts = profileFacts({
      ...MEMBER,
      job_title: '  ',
      phone_code: null,
      country_name: null,
      country: null,
    });
    const value = (label: string) => facts.find((fact) => fact.label === label)?.value;
    expect(value('Job title')).toBeUndefined();
    expect(value('Phone')).toBe('2015550123');
    expect(value('Country')).toBeUndefined();
    expect(value('Team member')).toBe('Member');
    expect(profileFacts({ ...OWNER, phone_number: null }).find((fact) => fact.label === 'Phone')?.value).toBe(
      undefined,
    );
  });
});

describe("the Edit form's values", () => {
  it("start from the stored profile, empty where it has nothing, the company's only for owners and admins", () => {
    expect(profileFormValues(OWNER)).toEqual({
      first_name: 'Dana',
      last_name: 'Whitfield',
      job_title: 'Head of Research',
      phone_number: '2015550123',
      phone_code: '+1',
      company: 'Northwind Coffee Traders',
      street_address: '200 Harbor Boulevard',
      address_line_2: '',
      city: 'Weehawken',
      state: 'NJ',
      postal_code: '07086',
      country: 'US',
    });
    expect(Object.keys(profileFormValues(MEMBER))).toEqual([
      'first_name',
      'last_name',
      'job_title',
      'phone_number',
      'phone_code',
    ]);
  });

  it("take the country's calling code when the profile has none", () => {
    expect(profileFormValues({ ...OWNER, phone_code: null, country: 'GB' }).phone_code).toBe('+44');
    expect(profileFormValues({ ...OWNER, phone_code: null, country: null }).phone_code).toBe('');
  });

  it("show the profile's own country in the picker among those sharing its code", () => {
    expect(phoneCountryOf({ phone_code: '+1', country: 'US' })).toBe('US');
    expect(phoneCountryOf({ phone_code: '+1', country: 'IN' })).toBe('CA');
    expect(phoneCountryOf({ phone_code: '+44', country: null })).toBe('GB');
    expect(phoneCountryOf({ phone_code: null, country: 'in' })).toBe('IN');
    expect(phoneCountryOf({ phone_code: null, country: 'ZZ' })).toBe('');
  });
});

describe('what Save sends (PATCH accounts/profile/)', () => {
  it('sends cleared fields as null, so the stored values are cleared too', () => {
    expect(
      saved({ ...profileFormValues(OWNER), job_title: ' ', state: '', address_line_2: '' }, true),
    ).toEqual({
      first_name: 'Dana',
      last_name: 'Whitfield',
      job_title: null,
      phone_number: '2015550123',
      phone_code: '+1',
      company: 'Northwind Coffee Traders',
      street_address: '200 Harbor Boulevard',
      address_line_2: null,
      city: 'Weehawken',
      state: null,
      postal_code: '07086',
      country: 'US',
    });
  });

  it("never sends the company's fields for a member, who may not change them", () => {
    expect(saved({ ...profileFormValues(MEMBER), company: 'Elsewhere Ltd' }, false)).toEqual({
      first_name: 'Dana',
      last_name: 'Whitfield',
      job_title: 'Head of Research',
      phone_number: '2015550123',
      phone_code: '+1',
    });
  });

  it('sends no calling code without a number', () => {
    const update = saved({ ...profileFormValues(MEMBER), phone_number: '' }, false);
    expect(update.phone_number).toBeNull();
    expect(update.phone_code).toBeNull();
  });
});

describe("the domain's rules the form checks with", () => {
  it.each([
    ['first_name', '', 'First name is required.'],
    ['last_name', '  ', 'Last name is required.'],
    ['company', '', 'Company name is required.'],
    ['city', 'x'.repeat(101), 'This is too long.'],
  ])('%s %j: %s', (field, value, message) => {
    const result = ProfileUpdateSchema.safeParse({ ...profileFormValues(OWNER), [field]: value });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });
});
