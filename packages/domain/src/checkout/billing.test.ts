import { describe, expect, it } from 'vitest';
import { BillingFormSchema, BillingMessages, EMPTY_BILLING_FORM, sanitiseEventCode } from './billing.js';
import { couponFailureMessage } from './coupon.js';

const valid = {
  username: 'Dana Whitfield',
  company: "Northwind Coffee Traders, Ltd. & Sons-O'Brien",
  email: 'dana@northwind.example',
  country: "Cote D'Ivoire (Ivory Coast)",
  zipcode: '10001',
  paymentMethod: 'credit-card' as const,
};

const messagesOf = (form: object) => {
  const result = BillingFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('SPEC §5 billing rules', () => {
  it('accepts a complete form', () => {
    expect(BillingFormSchema.safeParse(valid).success).toBe(true);
  });

  it('names every empty field with its SPEC message, the zip code too for a card', () => {
    expect(messagesOf(EMPTY_BILLING_FORM)).toEqual({
      username: BillingMessages.nameRequired,
      company: BillingMessages.companyRequired,
      email: BillingMessages.emailRequired,
      country: BillingMessages.countryRequired,
      zipcode: BillingMessages.zipRequired,
    });
    expect(messagesOf({ ...valid, zipcode: '' })).toEqual({ zipcode: 'Billing zip code is required' });
  });

  it.each([
    [{ username: 'Dana 2' }, 'username', 'Name should contain only letters and spaces'],
    [{ company: 'Acme!' }, 'company', 'Invalid company name'],
    [{ company: 'A' }, 'company', 'Company name must be at least 2 characters long'],
    [{ email: 'dana@northwind' }, 'email', 'Please enter a valid email address'],
    [{ country: 'India1' }, 'country', 'Country should contain only letters'],
    [{ zipcode: '123' }, 'zipcode', 'ZIP code must be 4–10 digits'],
    [{ zipcode: '12345-678' }, 'zipcode', 'ZIP code must be 4–10 digits'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(messagesOf({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('asks no zip code for a bank transfer or an invoice', () => {
    for (const paymentMethod of ['bank-transfer', 'invoice'] as const)
      expect(BillingFormSchema.safeParse({ ...valid, zipcode: '', paymentMethod }).success).toBe(true);
  });

  it('event code: no spaces, upper case', () => {
    expect(sanitiseEventCode(' harvest 25 ')).toBe('HARVEST25');
  });

  it('SPEC §8 coupon failure: the first promo_code error, else Coupon not valid', () => {
    expect(
      couponFailureMessage({ status: false, message: 'x', data: { promo_code: ['Expired.', 'b'] } }),
    ).toBe('Expired.');
    expect(couponFailureMessage({ status: false, message: 'x' })).toBe('Coupon not valid');
    expect(couponFailureMessage('nonsense')).toBe('Coupon not valid');
  });
});
