import { findCountryByIsoCode } from '@firm/countries';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from '../auth/email.js';
import { TAX_ID_KIND_LABELS, TAX_ID_KINDS, type TaxIdKind } from './billing-profile.js';

// The billing profile as it is sent (issue 46): its rules and messages, apart from the answer's schema
// (billing-profile.ts) so that pages reading a profile do not load the form's rules.

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
