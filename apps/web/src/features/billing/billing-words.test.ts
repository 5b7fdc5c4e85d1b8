import type { BillingSubscription } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import { mayChangeTier, mayToggleAutoRenew, paymentOf, renewalOf, tierName } from './billing-words';

const subscription = (over: Partial<BillingSubscription> = {}): BillingSubscription => ({
  id: 's1',
  report_type_id: 1,
  report_type: 'Coffee Weekly Report',
  tier: 'subscription_price_for_single_user',
  seats: 1,
  seats_used: 1,
  starts_at: '2026-01-10T00:00:00.000Z',
  paid_until: '2027-01-10T00:00:00.000Z',
  ends_at: '2027-01-10T00:00:00.000Z',
  state: 'active',
  auto_renew: true,
  payment_method: 'card',
  payment_label: 'Visa •••• 4242',
  renewal_tier: null,
  renewal_po_number: null,
  next_action: null,
  ...over,
});

describe('the billing view’s words', () => {
  it('names tiers and how a subscription is paid', () => {
    expect(tierName('subscription_price_for_upto_3_user')).toBe('Up to 3 users');
    expect(paymentOf(subscription())).toBe('Visa •••• 4242');
    expect(paymentOf(subscription({ payment_method: 'invoice', payment_label: null }))).toBe('Invoice');
  });

  it('says when it renews, or when it ends', () => {
    expect(renewalOf(subscription())).toBe('Renews Jan 10, 2027');
    expect(renewalOf(subscription({ auto_renew: false, state: 'cancelled' }))).toBe('Ends Jan 10, 2027');
    expect(
      renewalOf(
        subscription({
          state: 'grace',
          paid_until: '2027-01-10T00:00:00.000Z',
          ends_at: '2027-01-24T00:00:00.000Z',
        }),
      ),
    ).toBe('Access until Jan 24, 2027');
  });

  it('lets auto-renew and the tier change only where the server allows it', () => {
    expect(mayToggleAutoRenew(subscription())).toBe(true);
    expect(mayToggleAutoRenew(subscription({ payment_method: 'complimentary' }))).toBe(false);
    expect(mayToggleAutoRenew(subscription({ state: 'renewed' }))).toBe(false);
    expect(mayChangeTier(subscription({ state: 'grace' }))).toBe(false);
    expect(mayChangeTier(subscription({ state: 'renewed' }))).toBe(false);
    expect(mayChangeTier(subscription({ state: 'renewal_due', payment_method: 'invoice' }))).toBe(false);
    expect(mayChangeTier(subscription())).toBe(true);
  });
});
