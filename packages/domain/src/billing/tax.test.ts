import { describe, expect, it } from 'vitest';
import { ratePercentText, TaxRateMessages, TaxRateRequestSchema, taxLineLabel } from './tax.js';

describe('tax rates (issue 46)', () => {
  it('prints a rate as a percent with up to three decimals', () => {
    expect(ratePercentText(20)).toBe('20%');
    expect(ratePercentText(8.875)).toBe('8.875%');
    expect(ratePercentText(0)).toBe('0%');
    expect(taxLineLabel('VAT', 7.7)).toBe('VAT 7.7%');
  });

  it('keeps a country in capitals, a US state by its code, and a rate of at most three decimals', () => {
    expect(
      TaxRateRequestSchema.parse({ country: 'us', region: 'ny', rate: 8.875, label: ' Sales tax ' }),
    ).toEqual({
      country: 'US',
      region: 'NY',
      rate: 8.875,
      label: 'Sales tax',
    });
    expect(
      TaxRateRequestSchema.parse({ country: 'GB', region: '', rate: 20, label: 'VAT' }).region,
    ).toBeNull();
    const messages = (input: unknown) =>
      TaxRateRequestSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ country: 'ZZ', rate: 5, label: 'VAT' })).toEqual([TaxRateMessages.countryUnknown]);
    expect(messages({ country: 'US', region: 'IDF', rate: 5, label: 'VAT' })).toEqual([
      TaxRateMessages.stateUnknown,
    ]);
    expect(messages({ country: 'FR', region: 'PA', rate: 5, label: 'VAT' })).toEqual([
      TaxRateMessages.stateOnlyForUs,
    ]);
    expect(messages({ country: 'FR', rate: 5.0001, label: 'VAT' })).toEqual([TaxRateMessages.ratePrecision]);
    expect(messages({ country: 'FR', rate: 100.5, label: 'VAT' })).toEqual([TaxRateMessages.rateRange]);
    expect(messages({ country: 'FR', rate: 20, label: '' })).toEqual([TaxRateMessages.labelRequired]);
  });
});
