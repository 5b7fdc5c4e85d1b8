import { findCountryByIsoCode } from '@firm/countries';
import { z } from 'zod';

/**
 * Tax on what the firm sells (issue 46). The back office keeps a rate per country, and per US state; the server
 * applies the buyer's: the country (and state) of its billing details, else the country given at checkout. A business
 * with an EU or UK VAT number is charged none (reverse charge: it accounts for the VAT itself). With Stripe configured,
 * Stripe Tax computes the tax instead of the rates kept here.
 */

/** How an order's tax was decided: no rate for the buyer, a kept rate, a reverse charge, or Stripe Tax. */
export const TAX_TREATMENTS = ['none', 'rate', 'reverse_charge', 'stripe'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

/** A rate is kept in thousandths of a percent: 8.875% is 8875. */
export const TAX_RATE_SCALE = 1000;
export const TAX_RATE_MAX_PERCENT = 100;

export const TaxRateMessages = {
  countryUnknown: 'Please choose a country from the list.',
  stateOnlyForUs: 'A state is kept for the United States only.',
  stateUnknown: 'Enter a US state as its two-letter code, for example NY.',
  rateRange: `The rate is a percentage from 0 to ${TAX_RATE_MAX_PERCENT}.`,
  ratePrecision: 'The rate has at most three decimal places.',
  labelRequired: 'Name the tax as invoices print it, for example VAT or Sales tax.',
  tooLong: 'This field is too long',
  taken: 'A rate for this country and state exists already; change that one.',
  notFound: 'This tax rate does not exist.',
  created: 'Tax rate added.',
  updated: 'Tax rate saved.',
  deleted: 'Tax rate removed.',
} as const;

/** A rate as staff add or change it: the country, a US state or none (the whole country), the percent and its name. */
export const TaxRateRequestSchema = z
  .object({
    country: z
      .string({ error: TaxRateMessages.countryUnknown })
      .trim()
      .toUpperCase()
      .refine((code) => findCountryByIsoCode(code) !== undefined, TaxRateMessages.countryUnknown),
    region: z
      .string({ error: TaxRateMessages.stateUnknown })
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, TaxRateMessages.stateUnknown)
      .nullish()
      .transform((value) => (value ? value : null)),
    rate: z
      .number({ error: TaxRateMessages.rateRange })
      .min(0, TaxRateMessages.rateRange)
      .max(TAX_RATE_MAX_PERCENT, TaxRateMessages.rateRange)
      .refine(
        (rate) => Math.abs(rate * TAX_RATE_SCALE - Math.round(rate * TAX_RATE_SCALE)) < 1e-6,
        TaxRateMessages.ratePrecision,
      ),
    label: z
      .string({ error: TaxRateMessages.labelRequired })
      .trim()
      .min(1, TaxRateMessages.labelRequired)
      .max(40, TaxRateMessages.tooLong),
  })
  .superRefine((rate, context) => {
    if (rate.region && rate.country !== 'US')
      context.addIssue({ code: 'custom', path: ['region'], message: TaxRateMessages.stateOnlyForUs });
  });
export type TaxRateRequest = z.output<typeof TaxRateRequestSchema>;
export type TaxRateForm = z.input<typeof TaxRateRequestSchema>;

/** A kept rate as the back office lists it; `rate` in percent. */
export const TaxRateSchema = z.object({
  id: z.number().int().positive(),
  country: z.string(),
  region: z.string().nullable(),
  rate: z.number(),
  label: z.string(),
  updated_at: z.string(),
});
export type TaxRate = z.infer<typeof TaxRateSchema>;

/** GET admin/tax-rates/ and the answer to every change: every rate, by country and state. */
export const TaxRatesResponseSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: z.array(TaxRateSchema),
});
export type TaxRatesResponse = z.infer<typeof TaxRatesResponseSchema>;

/** A rate in percent as printed: 19%, 8.875%. */
export const ratePercentText = (rate: number): string =>
  `${Number(rate.toFixed(3)).toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;

/** A tax line's name with its rate: 'VAT 19%'. */
export const taxLineLabel = (label: string, rate: number): string => `${label} ${ratePercentText(rate)}`;

/** What an invoice prints for a tax of zero charged under a reverse charge, by the buyer's kind of VAT number. */
export const REVERSE_CHARGE_NOTES = {
  eu_vat:
    'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).',
  gb_vat: 'Reverse charge: the customer accounts for UK VAT to HMRC.',
} as const;
