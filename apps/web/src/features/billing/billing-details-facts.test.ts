import type { BillingProfile } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import { apEmailsOf } from '@firm/domain';
import { billingFacts, billingFieldOf, billingFormValues } from './billing-details-facts';

const PROFILE: BillingProfile = {
  legal_name: 'Roasters Trading GmbH',
  street_address: 'Speicherstadt 12',
  address_line_2: null,
  city: 'Hamburg',
  state: null,
  postal_code: '20457',
  country: 'DE',
  tax_id_kind: 'eu_vat',
  tax_id: 'DE136695976',
  ap_emails: ['ap@roasters.example', 'invoices@roasters.example'],
  po_required: true,
  updated_at: '2026-12-05T08:00:00.000Z',
};

describe('billing details', () => {
  it('lists every fact, the purchase order in words', () => {
    expect(billingFacts(PROFILE).map((fact) => [fact.label, fact.value])).toEqual([
      ['Legal name', 'Roasters Trading GmbH'],
      ['Billing address', 'Speicherstadt 12\nHamburg, 20457\nGermany'],
      ['Tax ID', 'EU VAT number DE136695976'],
      ['Accounts-payable email addresses', 'ap@roasters.example, invoices@roasters.example'],
      ['Purchase order', 'Required on every order'],
    ]);
    expect(billingFacts({ ...PROFILE, po_required: false })[4]?.value).toBe('Not required');
  });

  it('starts an empty form without a profile, and the saved one with it', () => {
    expect(billingFormValues(null)).toMatchObject({
      legal_name: '',
      tax_id_kind: null,
      ap_emails: [],
      po_required: false,
    });
    expect(billingFormValues(PROFILE)).toMatchObject({
      address_line_2: '',
      state: '',
      tax_id: 'DE136695976',
    });
  });

  it('reads addresses one per line or with commas, and files a refused one under the list', () => {
    expect(apEmailsOf(' a@x.example\n\nb@x.example, c@x.example ;')).toEqual([
      'a@x.example',
      'b@x.example',
      'c@x.example',
    ]);
    expect(billingFieldOf('ap_emails.2')).toBe('ap_emails');
    expect(billingFieldOf('tax_id')).toBe('tax_id');
  });
});
