import { z } from 'zod';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from '../auth/email.js';
import { PoNumberSchema } from './purchase-order.js';

/** SPEC §4 payment choices: credit card (the default), U.S. bank transfer, invoice. */
export const PAYMENT_METHODS = ['credit-card', 'bank-transfer', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  'credit-card': 'CREDIT CARD',
  'bank-transfer': 'U.S. Bank TRANSFER',
  invoice: 'PAY BY INVOICE',
};

/** SPEC §5 billing messages, word for word; the ones SPEC does not give follow its style. */
export const BillingMessages = {
  nameRequired: 'Name is required',
  nameLetters: 'Name should contain only letters and spaces',
  companyRequired: 'Company name is required',
  companyInvalid: 'Invalid company name',
  companyShort: 'Company name must be at least 2 characters long',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  countryRequired: 'Country is required',
  countryLetters: 'Country should contain only letters',
  zipRequired: 'Billing zip code is required',
  zipInvalid: 'ZIP code must be 4–10 digits',
  tooLong: 'This field is too long',
} as const;

const NAME_PATTERN = /^[\p{L} ]+$/u;
const COMPANY_PATTERN = /^[\p{L}\p{N} &.,'-]+$/u;
/**
 * SPEC §5 "letters only", read for the country names the select offers: letters, with the spaces and the few
 * marks inside names such as "Guinea-Bissau" or "Cote D'Ivoire (Ivory Coast)".
 */
const COUNTRY_PATTERN = /^[\p{L} '.,()-]+$/u;
const ZIP_PATTERN = /^\d{4,10}$/;

/** A required text: empty says only that it is required; otherwise `rules` judge it. */
const required = (empty: string, rules: z.ZodString) =>
  z.string({ error: empty }).trim().min(1, empty).pipe(rules);

/** Text of at most `max` characters: a longer value stops there, so no pattern runs on it. */
const bounded = (max: number) => z.string().max(max, { message: BillingMessages.tooLong, abort: true });

const BillingFields = z.object({
  username: required(
    BillingMessages.nameRequired,
    bounded(200).regex(NAME_PATTERN, BillingMessages.nameLetters),
  ),
  company: required(
    BillingMessages.companyRequired,
    bounded(200).regex(COMPANY_PATTERN, BillingMessages.companyInvalid).min(2, BillingMessages.companyShort),
  ),
  email: required(
    BillingMessages.emailRequired,
    bounded(EMAIL_MAX_LENGTH).regex(SIMPLE_EMAIL_PATTERN, BillingMessages.emailInvalid),
  ),
  country: required(
    BillingMessages.countryRequired,
    bounded(200).regex(COUNTRY_PATTERN, BillingMessages.countryLetters),
  ),
  zipcode: z.string().trim().max(10, BillingMessages.zipInvalid),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The buyer's purchase-order number (issue 46; beyond SPEC's form), sent with the order, not with the details. */
  po_number: PoNumberSchema.optional(),
});

/** The billing details of SPEC §3/§5, as typed in the form (first failure per field, in the SPEC's order). */
export const BillingFormSchema = BillingFields.superRefine((form, context) => {
  // SPEC §5: the zip code belongs to the card only.
  if (form.paymentMethod !== 'credit-card') return;
  if (form.zipcode === '')
    context.addIssue({ code: 'custom', path: ['zipcode'], message: BillingMessages.zipRequired });
  else if (!ZIP_PATTERN.test(form.zipcode))
    context.addIssue({ code: 'custom', path: ['zipcode'], message: BillingMessages.zipInvalid });
});
export type BillingForm = z.infer<typeof BillingFormSchema>;

export const EMPTY_BILLING_FORM: BillingForm = {
  username: '',
  company: '',
  email: '',
  country: '',
  zipcode: '',
  paymentMethod: 'credit-card',
};

/** The billing details sent with an order (the form without the payment choice), for the receipt and invoice. */
export const BillingDetailsSchema = BillingFields.pick({
  username: true,
  company: true,
  email: true,
  country: true,
}).extend({
  zipcode: z
    .string()
    .trim()
    .max(10, { message: BillingMessages.zipInvalid, abort: true })
    .regex(/^(\d{4,10})?$/, BillingMessages.zipInvalid)
    .optional(),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;

/** SPEC §5 event code: no spaces, upper case, as it is typed. */
export function sanitiseEventCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}
