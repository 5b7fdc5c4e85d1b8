import { EMPTY_BILLING_FORM, type BillingForm, type Profile } from '@firm/domain';

/**
 * The billing details a signed-in client starts with: their name, company, email and country from the profile
 * (the country by its name, the select's value, SPEC §3); the zip code only when the profile has one. Without a
 * profile, the empty form.
 */
export function billingPrefill(profile: Profile | undefined): BillingForm {
  if (!profile) return EMPTY_BILLING_FORM;
  return {
    ...EMPTY_BILLING_FORM,
    username: `${profile.first_name} ${profile.last_name}`.trim(),
    company: profile.company,
    email: profile.email,
    country: profile.country_name ?? '',
    zipcode: profile.postal_code ?? '',
  };
}
