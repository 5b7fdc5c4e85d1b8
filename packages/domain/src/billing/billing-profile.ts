import { findCountryByIsoCode } from '@firm/countries';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from '../auth/email.js';

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

/** Accounts-payable addresses that receive an organisation's invoices and credit notes: at least one, at most this. */
export const AP_EMAILS_MAX = 5;

export const BillingProfileMessages = {
  legalNameRequired: 'Legal name is required',
  streetRequired: 'Billing address is required',
  cityRequired: 'City is required',
  countryUnknown: 'Please choose a country from the list.',
  taxIdKind: `Tax ID kind must be one of ${TAX_ID_KINDS.join(', ')}.`,
  taxIdRequired: 'Enter the tax ID, or choose no tax ID.',
  taxIdCharacters: 'A tax ID holds letters, digits, spaces and - . / only.',
  /** The API's answer for a number that fails its kind's format or check digits. */
  taxIdInvalid: (kind: TaxIdKind) => `This is not a valid ${TAX_ID_KIND_LABELS[kind]}; please check it.`,
  euVatPrefix:
    'An EU VAT number starts with its country’s two letters (for example DE, FR, or EL for Greece).',
  apEmailsRequired: 'Add at least one accounts-payable email address.',
  apEmailInvalid: 'Please enter a valid email address',
  apEmailsTooMany: `At most ${AP_EMAILS_MAX} accounts-payable email addresses.`,
  apEmailsRepeated: 'Each accounts-payable email address once, please.',
  poRequired: 'po_required must be true or false.',
  tooLong: 'This field is too long',
  saved: 'Billing details saved.',
} as const;

/** Text of at most `max` characters, trimmed; empty is refused with `empty`. */
const requiredText = (empty: string, max: number) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, BillingProfileMessages.tooLong);

/** Optional text: empty or missing is null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, BillingProfileMessages.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

const TAX_ID_PATTERN = /^[\p{L}\p{N} ./-]+$/u;

/**
 * An organisation's billing profile as its owner, admins, billing members or the firm's finance staff save it
 * (issue 46): the legal name and address invoices are made out to, the tax ID and its kind (none, or both), the
 * accounts-payable addresses, and whether the organisation needs a purchase-order number on every order.
 */
export const BillingProfileRequestSchema = z
  .object({
    legal_name: requiredText(BillingProfileMessages.legalNameRequired, 200),
    street_address: requiredText(BillingProfileMessages.streetRequired, 200),
    address_line_2: optionalText(200),
    city: requiredText(BillingProfileMessages.cityRequired, 100),
    state: optionalText(100),
    postal_code: optionalText(20),
    /** An ISO 3166 alpha-2 code of @firm/countries. */
    country: z
      .string({ error: BillingProfileMessages.countryUnknown })
      .trim()
      .toUpperCase()
      .refine((code) => findCountryByIsoCode(code) !== undefined, BillingProfileMessages.countryUnknown),
    tax_id_kind: z.enum(TAX_ID_KINDS, { error: BillingProfileMessages.taxIdKind }).nullish().default(null),
    tax_id: z
      .string()
      .trim()
      .max(40, BillingProfileMessages.tooLong)
      .regex(TAX_ID_PATTERN, BillingProfileMessages.taxIdCharacters)
      .or(z.literal(''))
      .nullish()
      .transform((value) => (value ? value : null)),
    ap_emails: z
      .array(
        z
          .string({ error: BillingProfileMessages.apEmailInvalid })
          .trim()
          .max(EMAIL_MAX_LENGTH, BillingProfileMessages.tooLong)
          .regex(SIMPLE_EMAIL_PATTERN, BillingProfileMessages.apEmailInvalid)
          .transform((email) => email.toLowerCase()),
        { error: BillingProfileMessages.apEmailsRequired },
      )
      .min(1, BillingProfileMessages.apEmailsRequired)
      .max(AP_EMAILS_MAX, BillingProfileMessages.apEmailsTooMany)
      .refine((emails) => new Set(emails).size === emails.length, BillingProfileMessages.apEmailsRepeated),
    po_required: z.boolean({ error: BillingProfileMessages.poRequired }),
  })
  .superRefine((profile, context) => {
    if (profile.tax_id_kind && !profile.tax_id)
      context.addIssue({ code: 'custom', path: ['tax_id'], message: BillingProfileMessages.taxIdRequired });
    if (profile.tax_id && !profile.tax_id_kind)
      context.addIssue({ code: 'custom', path: ['tax_id_kind'], message: BillingProfileMessages.taxIdKind });
  });
export type BillingProfileRequest = z.output<typeof BillingProfileRequestSchema>;
export type BillingProfileForm = z.input<typeof BillingProfileRequestSchema>;

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
