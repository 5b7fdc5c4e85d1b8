import { formatUsd } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import { billingTotals, discountText, subtotalLabel } from './billing-totals';

const CART = { count: 2, total_cart_value: 5400 };

describe('billing totals (SPEC §2 summary, §4 coupon, §9 money)', () => {
  it('without a code the total is the subtotal, sent in cents', () => {
    expect(billingTotals(CART, null)).toEqual({
      itemCount: 2,
      subtotal: 5400,
      discount: 0,
      tax: undefined,
      total: 5400,
      amountCents: 540000,
    });
  });

  it('adds the tax the server worked out to what is left after the code (issue 46)', () => {
    const tax = { amount: 810, lines: [{ label: 'VAT 20%', amount: 810 }], note: null, place_known: true };
    const totals = billingTotals(CART, { discounted_price: 1350, final_amount: 4050 }, tax);
    expect(totals).toMatchObject({ discount: 1350, tax, total: 4860, amountCents: 486000 });
    const cents = billingTotals({ count: 1, total_cart_value: 1950 }, null, { ...tax, amount: 173.06 });
    expect(cents.amountCents).toBe(212306);
    expect(formatUsd(cents.total, 'cents')).toBe('$2,123.06');
  });

  it('an applied code sets the total to its final amount and shows what it takes off', () => {
    const totals = billingTotals(CART, { discounted_price: 1350, final_amount: 4050 });
    expect(totals).toMatchObject({ subtotal: 5400, discount: 1350, total: 4050, amountCents: 405000 });
    expect(discountText(totals.discount)).toBe('-$1,350');
    expect(formatUsd(totals.total, 'cents')).toBe('$4,050');
  });

  it('cents survive: total × 100 rounded, up to 2 decimals shown', () => {
    const totals = billingTotals(
      { count: 1, total_cart_value: 3950 },
      { discounted_price: 987.5, final_amount: 2962.5 },
    );
    expect(totals.amountCents).toBe(296250);
    expect(formatUsd(totals.total, 'cents')).toBe('$2,962.50');
    expect(discountText(totals.discount)).toBe('-$987.50');
    expect(billingTotals({ count: 1, total_cart_value: 19.99 }, null).amountCents).toBe(1999);
  });

  it('the subtotal line counts the items', () => {
    expect(subtotalLabel(1)).toBe('Subtotal (1 item)');
    expect(subtotalLabel(3)).toBe('Subtotal (3 items)');
  });
});
