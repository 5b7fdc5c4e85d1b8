import { describe, expect, it } from 'vitest';
import { billingAddressLines, taxIdText } from './billing-profile-text.js';
import {
  BillingProfileMessages,
  BillingProfileRequestSchema,
  type BillingProfileForm,
} from './billing-profile-request.js';

const profile: BillingProfileForm = {
  legal_name: 'Roasters Trading GmbH',
  street_address: 'Speicherstadt 12',
  address_line_2: '',
  city: 'Hamburg',
  state: null,
  postal_code: '20457',
  country: 'de',
  tax_id_kind: 'eu_vat',
  tax_id: 'DE 136 695 976',
  ap_emails: ['AP@Roasters.example', 'invoices@roasters.example'],
  po_required: true,
};

/** The first message for each field the schema refuses. */
function problems(input: unknown): Record<string, string> {
  const result = BillingProfileRequestSchema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the billing profile (issue 46)', () => {
  it('takes a whole profile, trimmed, the country and addresses normalised, empty optional fields null', () => {
    expect(BillingProfileRequestSchema.parse(profile)).toEqual({
      ...profile,
      address_line_2: null,
      country: 'DE',
      ap_emails: ['ap@roasters.example', 'invoices@roasters.example'],
    });
  });

  it('takes no tax ID at all', () => {
    const parsed = BillingProfileRequestSchema.parse({ ...profile, tax_id_kind: null, tax_id: '' });
    expect([parsed.tax_id_kind, parsed.tax_id]).toEqual([null, null]);
  });

  it.each([
    [{ legal_name: '  ' }, 'legal_name', BillingProfileMessages.legalNameRequired],
    [{ street_address: '' }, 'street_address', BillingProfileMessages.streetRequired],
    [{ city: undefined }, 'city', BillingProfileMessages.cityRequired],
    [{ country: 'Germany' }, 'country', BillingProfileMessages.countryUnknown],
    [{ country: 'XX' }, 'country', BillingProfileMessages.countryUnknown],
    [{ tax_id_kind: 'vat' }, 'tax_id_kind', BillingProfileMessages.taxIdKind],
    [{ tax_id: '' }, 'tax_id', BillingProfileMessages.taxIdRequired],
    [{ tax_id_kind: null }, 'tax_id_kind', BillingProfileMessages.taxIdKind],
    [{ tax_id: 'DE<136>' }, 'tax_id', BillingProfileMessages.taxIdCharacters],
    [{ tax_id: 'D'.repeat(41) }, 'tax_id', BillingProfileMessages.tooLong],
    [{ ap_emails: [] }, 'ap_emails', BillingProfileMessages.apEmailsRequired],
    [{ ap_emails: 'ap@roasters.example' }, 'ap_emails', BillingProfileMessages.apEmailsRequired],
    [{ ap_emails: ['not an address'] }, 'ap_emails.0', BillingProfileMessages.apEmailInvalid],
    [{ ap_emails: ['a@b.example', 'A@b.example'] }, 'ap_emails', BillingProfileMessages.apEmailsRepeated],
    [
      { ap_emails: ['1', '2', '3', '4', '5', '6'].map((n) => `ap${n}@b.example`) },
      'ap_emails',
      BillingProfileMessages.apEmailsTooMany,
    ],
    [{ po_required: 'yes' }, 'po_required', BillingProfileMessages.poRequired],
    [{ legal_name: 'L'.repeat(201) }, 'legal_name', BillingProfileMessages.tooLong],
  ])('refuses %j with a message on %s', (change, field, message) => {
    expect(problems({ ...profile, ...change })[field]).toBe(message);
  });

  it('says what is missing of an empty form, field by field', () => {
    expect(problems({})).toEqual({
      legal_name: BillingProfileMessages.legalNameRequired,
      street_address: BillingProfileMessages.streetRequired,
      city: BillingProfileMessages.cityRequired,
      country: BillingProfileMessages.countryUnknown,
      ap_emails: BillingProfileMessages.apEmailsRequired,
      po_required: BillingProfileMessages.poRequired,
    });
  });
});

describe('billing details as invoices print them', () => {
  const PROFILE = {
    street_address: 'Speicherstadt 12',
    address_line_2: null,
    city: 'Hamburg',
    state: null,
    postal_code: '20457',
    country: 'DE',
    tax_id_kind: 'eu_vat' as const,
    tax_id: 'DE136695976',
  };

  it('writes the address as an envelope does, leaving out what is not given', () => {
    expect(billingAddressLines(PROFILE)).toEqual(['Speicherstadt 12', 'Hamburg, 20457', 'Germany']);
    expect(
      billingAddressLines({ ...PROFILE, address_line_2: 'Floor 3', state: 'HH', postal_code: null }),
    ).toEqual(['Speicherstadt 12', 'Floor 3', 'Hamburg, HH', 'Germany']);
  });

  it('names the tax ID’s kind, and has none without one', () => {
    expect(taxIdText(PROFILE)).toBe('EU VAT number DE136695976');
    expect(taxIdText({ tax_id_kind: null, tax_id: null })).toBeUndefined();
  });
});
