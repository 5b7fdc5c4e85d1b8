import { describe, expect, it } from 'vitest';
import { AddToCartSchema, CartMessages, ChangeCartItemSchema } from './cart.js';

describe('cart requests (SPEC §7 reports/cart/)', () => {
  it('accepts a report type at one of the three tiers', () => {
    expect(
      AddToCartSchema.parse({ report_type: 4, selected_subscription: 'subscription_price_for_upto_3_user' }),
    ).toEqual({ report_type: 4, selected_subscription: 'subscription_price_for_upto_3_user' });
    expect(
      ChangeCartItemSchema.parse({ selected_subscription: 'subscription_price_for_enterprise' }),
    ).toEqual({
      selected_subscription: 'subscription_price_for_enterprise',
    });
  });

  it.each([
    [
      { report_type: '4', selected_subscription: 'subscription_price_for_single_user' },
      CartMessages.reportType,
    ],
    [
      { report_type: 0, selected_subscription: 'subscription_price_for_single_user' },
      CartMessages.reportType,
    ],
    [
      { report_type: 1.5, selected_subscription: 'subscription_price_for_single_user' },
      CartMessages.reportType,
    ],
    [{ report_type: 4, selected_subscription: 'enterprise' }, CartMessages.tier],
    [{ report_type: 4 }, CartMessages.tier],
  ])('refuses %j with a clear message', (body, message) => {
    const result = AddToCartSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
