import { EMPTY_BILLING_FORM, type Profile } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import { billingPrefill } from './billing-prefill';

const PROFILE: Profile = {
  first_name: 'Dana',
  last_name: 'Whitfield',
  job_title: null,
  email: 'client@softline.example',
  pending_email: null,
  phone_number: '2015550123',
  phone_code: '+1',
  company: 'Northwind Coffee Traders',
  street_address: '200 Harbor Boulevard',
  address_line_2: null,
  city: 'Weehawken',
  state: null,
  postal_code: null,
  country: 'US',
  country_name: 'United States',
  role: 'owner',
  can_edit_company: true,
};

describe('billing details from the profile', () => {
  it('fills the name, company, email and country by name; the zip code stays empty when unknown', () => {
    expect(billingPrefill(PROFILE)).toEqual({
      username: 'Dana Whitfield',
      company: 'Northwind Coffee Traders',
      email: 'client@softline.example',
      country: 'United States',
      zipcode: '',
      paymentMethod: 'credit-card',
    });
  });

  it('takes a known postal code, and leaves an unknown country empty', () => {
    const filled = billingPrefill({ ...PROFILE, postal_code: '07086', country: 'ZZ', country_name: null });
    expect(filled.zipcode).toBe('07086');
    expect(filled.country).toBe('');
  });

  it('is the empty form without a profile', () => {
    expect(billingPrefill(undefined)).toEqual(EMPTY_BILLING_FORM);
  });
});
