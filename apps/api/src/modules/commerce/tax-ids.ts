import { BillingProfileMessages, type TaxIdKind } from '@firm/domain';
import { euVat, stdnum, type Validator } from 'stdnum';

/** The EU's VAT prefixes: each member state's ISO code, except Greece's EL. The prefix says whose rules check it. */
const EU_VAT_PREFIXES = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);
const countryOfPrefix = (prefix: string) => (prefix === 'EL' ? 'GR' : prefix);

/** The validator of each kind other than an EU VAT number (whose prefix chooses it) and `other` (not checked). */
const VALIDATORS: Record<Exclude<TaxIdKind, 'eu_vat' | 'other'>, Validator> = {
  gb_vat: stdnum.GB!.vat!,
  ch_vat: stdnum.CH!.vat!,
  no_vat: stdnum.NO!.mva!,
  au_abn: stdnum.AU!.abn!,
  nz_gst: stdnum.NZ!.ird!,
  in_gst: stdnum.IN!.gstin!,
  ca_gst: stdnum.CA!.gst!,
  sg_gst: stdnum.SG!.uen!,
  us_ein: stdnum.US!.ein!,
};

export type TaxIdCheck = { valid: true; taxId: string } | { valid: false; message: string };

/** Whether `value` passes `validator`, and its compact form (without a country prefix) if it does. */
function compactOf(validator: Validator, value: string): string | null {
  const result = validator.validate(value);
  return result.isValid ? (result.compact ?? null) : null;
}

/**
 * A tax ID checked for its kind's format and check digits (stdnum), and the form it is kept and printed in: an EU or
 * UK VAT number as its prefix and digits ('DE136695976', 'GB980780684', as VIES and invoices write them), the others
 * in their own format ('12-3456789'), `other` as given. Only the format is checked, not that the number is registered.
 */
export function checkTaxId(kind: TaxIdKind, value: string): TaxIdCheck {
  const invalid = { valid: false, message: BillingProfileMessages.taxIdInvalid(kind) } as const;
  const given = value.trim();
  if (kind === 'other') return { valid: true, taxId: given };
  if (kind === 'eu_vat') {
    const prefix = given.slice(0, 2).toUpperCase();
    if (!EU_VAT_PREFIXES.has(prefix)) return { valid: false, message: BillingProfileMessages.euVatPrefix };
    for (const validator of euVat[countryOfPrefix(prefix)] ?? []) {
      const compact = compactOf(validator, given);
      if (compact) return { valid: true, taxId: `${prefix}${withoutPrefix(compact, prefix)}` };
    }
    return invalid;
  }
  const validator = VALIDATORS[kind];
  const compact = compactOf(validator, given);
  if (!compact) return invalid;
  return {
    valid: true,
    taxId: kind === 'gb_vat' ? `GB${withoutPrefix(compact, 'GB')}` : validator.format(compact),
  };
}

const withoutPrefix = (compact: string, prefix: string) =>
  compact.toUpperCase().startsWith(prefix) ? compact.slice(prefix.length) : compact;
