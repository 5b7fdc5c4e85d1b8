import { findCountryByIsoCode } from '@firm/countries';
import { TAX_ID_KINDS, TAX_ID_KIND_LABELS, type BillingProfile, type TaxIdKind } from './billing-profile.js';

// The billing profile as forms offer it and documents print it, apart from its schemas so that the pages which only
// parse a profile (every page with a cart loads the API client) do not carry these words.

/** The tax ID kinds as a form offers them: none first, then each kind by its label. */
export const TAX_ID_KIND_OPTIONS: { value: TaxIdKind | ''; label: string }[] = [
  { value: '', label: 'No tax ID' },
  ...TAX_ID_KINDS.map((kind) => ({ value: kind, label: TAX_ID_KIND_LABELS[kind] })),
];

/** Accounts-payable addresses as people type them (one per line, or with commas), as the list the API takes. */
export const apEmailsOf = (text: string): string[] =>
  text
    .split(/[\n,;]/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The billing address as an envelope (and an invoice) writes it: street, second line, city with state and postal code, country. */
export function billingAddressLines(
  profile: Pick<
    BillingProfile,
    'street_address' | 'address_line_2' | 'city' | 'state' | 'postal_code' | 'country'
  >,
): string[] {
  const place = [profile.city, profile.state, profile.postal_code].filter(Boolean).join(', ');
  const country = findCountryByIsoCode(profile.country)?.name ?? profile.country;
  return [profile.street_address, profile.address_line_2, place, country].filter((line): line is string =>
    Boolean(line),
  );
}

/** The tax ID with its kind, as invoices print it: 'EU VAT number DE136695976'; undefined without one. */
export const taxIdText = (profile: Pick<BillingProfile, 'tax_id_kind' | 'tax_id'>): string | undefined =>
  profile.tax_id_kind && profile.tax_id
    ? `${TAX_ID_KIND_LABELS[profile.tax_id_kind]} ${profile.tax_id}`
    : undefined;
