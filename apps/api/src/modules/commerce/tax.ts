import { findCountryByName } from '@firm/countries';
import {
  centsToDollars,
  REVERSE_CHARGE_KINDS,
  REVERSE_CHARGE_NOTES,
  TAX_RATE_SCALE,
  taxLineLabel,
  type CartTax,
  type TaxIdKind,
} from '@firm/domain';
import { iso31662 } from 'iso-3166';
import type { Db } from '../../platform/database/database.js';
import type { OrderTax } from '../../platform/database/schema.js';
import type { Log } from '../../platform/log.js';
import type { StripeProvider } from '../../platform/payments/stripe.js';
import { taxRatesRepository as repository } from './tax-rates-repository.js';

/** Where and who a buyer is, for tax (issue 46): its country, US state and postal code, and its tax ID. */
export interface TaxPlace {
  country: string;
  region: string | null;
  postalCode: string | null;
  taxIdKind: TaxIdKind | null;
  taxId: string | null;
}

/** The tax on an order, and how it was decided, as the order keeps it. */
export interface ChargedTax {
  taxCents: number;
  tax: OrderTax;
}

/** Each US state's (and DC's and territory's) code, by its code and by its name in capitals (ISO 3166-2). */
const US_STATES: ReadonlyMap<string, string> = new Map(
  iso31662
    .filter((entry) => entry.parent === 'US')
    .flatMap((entry) => {
      const code = entry.code.slice(3);
      return [
        [code, code],
        [entry.name.toUpperCase(), code],
      ] as const;
    }),
);

/** A US state's two-letter code from what a billing address says ('NY', 'new york'); null for anything else. */
export const usStateCode = (state: string | null | undefined): string | null =>
  state ? (US_STATES.get(state.trim().toUpperCase()) ?? null) : null;

/** Where a buyer without billing details is: the country it chose at checkout (a name from the list). */
export function placeOfCountryName(name: string | null | undefined): TaxPlace | null {
  const country = name ? findCountryByName(name) : undefined;
  return country
    ? { country: country.isoCode, region: null, postalCode: null, taxIdKind: null, taxId: null }
    : null;
}

/** Our kinds of tax ID as Stripe types them; `other` has none. */
const STRIPE_TAX_ID_TYPES: Partial<Record<TaxIdKind, string>> = {
  eu_vat: 'eu_vat',
  gb_vat: 'gb_vat',
  ch_vat: 'ch_vat',
  no_vat: 'no_vat',
  au_abn: 'au_abn',
  nz_gst: 'nz_gst',
  in_gst: 'in_gst',
  ca_gst: 'ca_gst_hst',
  sg_gst: 'sg_gst',
  us_ein: 'us_ein',
};

/** What Stripe's tax types are called on an invoice: 'vat' is VAT, 'sales_tax' Sales tax. */
function stripeTaxLabel(taxType: string | null): string {
  if (!taxType) return 'Tax';
  if (['vat', 'gst', 'hst', 'pst', 'qst', 'igst', 'jct', 'rst'].includes(taxType))
    return taxType.toUpperCase();
  const words = taxType.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const noTax = (place: TaxPlace | null): ChargedTax => ({
  taxCents: 0,
  tax: {
    treatment: 'none',
    country: place?.country ?? null,
    region: place?.region ?? null,
    lines: [],
    note: null,
  },
});

/** The kind of VAT number that puts the buyer under a reverse charge, or null when it pays the tax. */
function reverseChargeKind(place: TaxPlace): keyof typeof REVERSE_CHARGE_NOTES | null {
  const kind = place.taxIdKind;
  if (!kind || !place.taxId || !REVERSE_CHARGE_KINDS.includes(kind)) return null;
  return kind as keyof typeof REVERSE_CHARGE_NOTES;
}

/**
 * The tax on what the firm sells (issue 46): on the amount after discounts, by where the buyer is. A business with an
 * EU or UK VAT number (checked when saved) pays none, the invoice saying why; otherwise the rate staff keep for its US
 * state, else its country, applies; a place without one pays none. With Stripe configured, Stripe Tax calculates it
 * instead; should Stripe not answer, the kept rates apply and the failure is logged.
 */
export function createTaxDesk(deps: { stripe: Pick<StripeProvider, 'calculateTax'> | null; log: Log }) {
  async function byKeptRate(db: Db, place: TaxPlace, taxableCents: number): Promise<ChargedTax> {
    const rates = await repository.ofPlace(db, place.country, place.region);
    const rate = rates.find((row) => row.region !== '') ?? rates.find((row) => row.region === '');
    if (!rate) return noTax(place);
    const amountCents = Math.round((taxableCents * rate.rateMillipercent) / (100 * TAX_RATE_SCALE));
    return {
      taxCents: amountCents,
      tax: {
        treatment: 'rate',
        country: place.country,
        region: rate.region || null,
        lines: [{ label: rate.label, rate: rate.rateMillipercent / TAX_RATE_SCALE, amountCents }],
        note: null,
      },
    };
  }

  async function byStripeTax(
    stripe: Pick<StripeProvider, 'calculateTax'>,
    place: TaxPlace,
    taxableCents: number,
    reference: string,
  ): Promise<ChargedTax> {
    const type = place.taxIdKind ? STRIPE_TAX_ID_TYPES[place.taxIdKind] : undefined;
    const calculation = await stripe.calculateTax({
      amountCents: taxableCents,
      reference,
      address: { country: place.country, state: place.region, postalCode: place.postalCode },
      taxIds: type && place.taxId ? [{ type, value: place.taxId }] : [],
    });
    const reverse =
      calculation.amountCents === 0 && calculation.breakdown.some((line) => line.reason === 'reverse_charge');
    return {
      taxCents: calculation.amountCents,
      tax: {
        treatment: reverse ? 'reverse_charge' : 'stripe',
        country: place.country,
        region: place.region,
        lines: calculation.breakdown
          .filter((line) => line.amountCents > 0)
          .map((line) => ({
            label: stripeTaxLabel(line.taxType),
            rate: line.rate,
            amountCents: line.amountCents,
          })),
        note: reverse ? REVERSE_CHARGE_NOTES[reverseChargeKind(place) ?? 'eu_vat'] : null,
      },
    };
  }

  return {
    /**
     * The tax on `taxableCents` (after discounts) for a buyer at `place` (null: unknown, no tax), read in `db`.
     * `reference` names the calculation in Stripe's tax reports.
     */
    async taxOn(
      db: Db,
      place: TaxPlace | null,
      taxableCents: number,
      reference: string,
    ): Promise<ChargedTax> {
      if (!place || taxableCents <= 0) return noTax(place);
      if (deps.stripe) {
        try {
          return await byStripeTax(deps.stripe, place, taxableCents, reference);
        } catch (error) {
          deps.log.warn({ err: error }, 'Stripe Tax did not answer; the kept tax rates apply.');
        }
      }
      const reverse = reverseChargeKind(place);
      if (reverse)
        return {
          taxCents: 0,
          tax: {
            treatment: 'reverse_charge',
            country: place.country,
            region: place.region,
            lines: [],
            note: REVERSE_CHARGE_NOTES[reverse],
          },
        };
      return byKeptRate(db, place, taxableCents);
    },
  };
}

export type TaxDesk = ReturnType<typeof createTaxDesk>;

/**
 * The tax lines above an invoice's or receipt's total (issue 46): one per rate ('VAT 19%'), 'VAT (reverse charge)' at zero, or 'Tax' at
 * zero where none applied; none for an order placed before tax was kept.
 */
export function printedTaxLines(tax: OrderTax | null | undefined): [string, number][] {
  if (!tax) return [];
  if (tax.treatment === 'reverse_charge') return [['VAT (reverse charge)', 0]];
  if (tax.lines.length === 0) return [['Tax', 0]];
  return tax.lines.map((line) => [taxLineLabel(line.label, line.rate), line.amountCents]);
}

/**
 * The tax within an amount credited on an order (issue 46): each of its tax lines' share, in proportion to what is
 * credited of the order's total ('VAT 20%' of $500 credited on a $2,340 order taxed $390 is $83.33). None for an order
 * without tax.
 */
export function creditedTaxLines(
  order: { totalCents: number; tax: OrderTax | null },
  creditedCents: number,
): [string, number][] {
  if (!order.tax || order.totalCents <= 0) return [];
  return order.tax.lines
    .filter((line) => line.amountCents > 0)
    .map((line) => [
      taxLineLabel(line.label, line.rate),
      Math.round((line.amountCents * creditedCents) / order.totalCents),
    ]);
}

/** The tax a cart would pay, as checkout shows it: the amount, a line per rate ('VAT 19%'), why there is none. */
export function cartTaxJson(taxCents: number, tax: OrderTax): CartTax {
  return {
    amount: centsToDollars(taxCents),
    lines: tax.lines.map((line) => ({
      label: taxLineLabel(line.label, line.rate),
      amount: centsToDollars(line.amountCents),
    })),
    note: tax.note,
    place_known: tax.country !== null,
  };
}
