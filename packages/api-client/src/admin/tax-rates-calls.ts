import { TaxRatesResponseSchema, type TaxRateForm } from '@firm/domain';
import type { KyInstance } from 'ky';
import { parse } from '../parse.js';

/** The back office's tax rates (issue 46): admins and finance. Every answer is the whole list. */
export function createTaxRateCalls(api: KyInstance) {
  return {
    /** GET admin/tax-rates/: every rate kept, by country and US state. */
    taxRates: () => parse(TaxRatesResponseSchema, api.get('admin/tax-rates/')),

    /** POST admin/tax-rates/: a rate for a country, or a US state (recorded in the audit log). */
    createTaxRate: (body: TaxRateForm) =>
      parse(TaxRatesResponseSchema, api.post('admin/tax-rates/', { json: body })),

    /** PUT admin/tax-rates/{id}/: changes a rate; orders placed before keep the tax they were charged. */
    updateTaxRate: (id: number, body: TaxRateForm) =>
      parse(TaxRatesResponseSchema, api.put(`admin/tax-rates/${id}/`, { json: body })),

    /** DELETE admin/tax-rates/{id}/: removes a rate; its place is charged no tax from now. */
    deleteTaxRate: (id: number) => parse(TaxRatesResponseSchema, api.delete(`admin/tax-rates/${id}/`)),
  };
}
