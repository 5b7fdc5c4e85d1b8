import { z } from 'zod';

/**
 * The kinds of tax ID an organisation's billing profile may carry (issue 46), after Stripe's tax ID types: the VAT
 * numbers that decide a reverse charge (EU, UK), the GST and business numbers of the firm's other large markets, the
 * US employer number, and any other tax ID, printed as given. The API checks each kind's format and check digits
 * (apps/api, with stdnum); `other` only for its characters.
 */
export const TAX_ID_KINDS = [
  'eu_vat',
  'gb_vat',
  'ch_vat',
  'no_vat',
  'au_abn',
  'nz_gst',
  'in_gst',
  'ca_gst',
  'sg_gst',
  'us_ein',
  'other',
] as const;
export type TaxIdKind = (typeof TAX_ID_KINDS)[number];

/** What each kind is called on forms, invoices and credit notes. */
export const TAX_ID_KIND_LABELS: Record<TaxIdKind, string> = {
  eu_vat: 'EU VAT number',
  gb_vat: 'UK VAT number',
  ch_vat: 'Swiss VAT number',
  no_vat: 'Norwegian VAT number',
  au_abn: 'Australian Business Number (GST)',
  nz_gst: 'New Zealand GST number',
  in_gst: 'Indian GSTIN',
  ca_gst: 'Canadian GST/HST number',
  sg_gst: 'Singapore GST registration number',
  us_ein: 'US Employer Identification Number',
  other: 'Other tax ID',
};

/** The kinds whose holder, a business registered for VAT, is charged no tax by the firm: the buyer accounts for it. */
export const REVERSE_CHARGE_KINDS: readonly TaxIdKind[] = ['eu_vat', 'gb_vat'];

/** The profile as the API answers it: as saved, the tax ID in its kind's compact form. */
export const BillingProfileSchema = z.object({
  legal_name: z.string(),
  street_address: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string(),
  tax_id_kind: z.enum(TAX_ID_KINDS).nullable(),
  tax_id: z.string().nullable(),
  ap_emails: z.array(z.string()),
  po_required: z.boolean(),
  updated_at: z.string(),
});
export type BillingProfile = z.infer<typeof BillingProfileSchema>;

/** GET and PUT billing/profile/ (and the back office's): the profile, null until saved; a save says so. */
export const BillingProfileResponseSchema = z.object({
  message: z.string().optional(),
  profile: BillingProfileSchema.nullable(),
});
export type BillingProfileResponse = z.infer<typeof BillingProfileResponseSchema>;
