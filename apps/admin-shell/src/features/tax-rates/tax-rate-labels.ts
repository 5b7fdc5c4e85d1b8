import { findCountryByIsoCode } from '@firm/countries';
import type { TaxRate } from '@firm/domain';

/** Where a rate applies, in words: 'United Kingdom', 'United States, NY'. */
export function placeOfRate(rate: Pick<TaxRate, 'country' | 'region'>): string {
  const country = findCountryByIsoCode(rate.country)?.name ?? rate.country;
  return rate.region ? `${country}, ${rate.region}` : country;
}
