import { BillingProfileMessages } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import { checkTaxId } from '../../../src/modules/commerce/tax-ids.js';

/** Issue 46, point 1: a tax ID is checked for its kind's format and check digits, and kept in one form. */
describe('checkTaxId', () => {
  it.each([
    ['eu_vat', 'DE 136 695 976', 'DE136695976'],
    ['eu_vat', 'fr40303265045', 'FR40303265045'],
    ['eu_vat', 'ATU13585627', 'ATU13585627'],
    ['eu_vat', 'EL094259216', 'EL094259216'],
    ['gb_vat', 'GB 980 7806 84', 'GB980780684'],
    ['gb_vat', '980780684', 'GB980780684'],
    ['ch_vat', 'CHE107787577MWST', 'CHE-107.787.577 MWST'],
    ['no_vat', 'NO 995525828 MVA', 'NO 995 525 828 MVA'],
    ['au_abn', '51824753556', '51 824 753 556'],
    ['nz_gst', '49091850', '49-091-850'],
    ['in_gst', '27AAPFU0939F1ZV', '27AAPFU0939F1ZV'],
    ['ca_gst', '123456782RT0001', '123456782RT0001'],
    ['sg_gst', '00192200M', '00192200M'],
    ['us_ein', '123456789', '12-3456789'],
    ['other', ' ZA 4012345678 ', 'ZA 4012345678'],
  ] as const)('takes a %s %s, kept as %s', (kind, given, kept) => {
    expect(checkTaxId(kind, given)).toEqual({ valid: true, taxId: kept });
  });

  it.each([
    ['eu_vat', 'DE136695975'],
    ['eu_vat', 'FR4030326504'],
    ['gb_vat', 'GB980780685'],
    ['ch_vat', 'CHE-107.787.578 MWST'],
    ['au_abn', '51824753557'],
    ['in_gst', '27AAPFU0939F1ZX'],
    ['us_ein', '00-3456789'],
    ['us_ein', 'DE136695976'],
  ] as const)('refuses a %s %s that fails its format or check digits', (kind, given) => {
    expect(checkTaxId(kind, given)).toEqual({
      valid: false,
      message: BillingProfileMessages.taxIdInvalid(kind),
    });
  });

  it.each(['136695976', 'GB980780684', 'US123456789', 'GR094259216'])(
    'asks an EU VAT number %s for its member state’s prefix',
    (given) => {
      expect(checkTaxId('eu_vat', given)).toEqual({
        valid: false,
        message: BillingProfileMessages.euVatPrefix,
      });
    },
  );

  it('names the kind in its message', () => {
    expect(BillingProfileMessages.taxIdInvalid('us_ein')).toBe(
      'This is not a valid US Employer Identification Number; please check it.',
    );
  });
});
