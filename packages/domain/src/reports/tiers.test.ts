import { describe, expect, it } from 'vitest';
import { isLargerTier, largerTiers, tierLabel, TIER_KEYS } from './tiers.js';

describe('SPEC §3 tier labels', () => {
  it.each([
    ['subscription_price_for_single_user', 'SINGLE USER'],
    ['subscription_price_for_upto_3_user', "UP TO 3 USER'S"],
    ['subscription_price_for_enterprise', 'ENTERPRISE'],
    ['anything_else', 'ENTERPRISE'],
  ])('%s shows as %s', (key, label) => {
    expect(tierLabel(key)).toBe(label);
  });

  it('lists the tiers from one user up', () => {
    expect(TIER_KEYS.map(tierLabel)).toEqual(['SINGLE USER', "UP TO 3 USER'S", 'ENTERPRISE']);
  });
});

describe('upgrades (issue 15)', () => {
  it('are the tiers with more seats: single < up to 3 users < enterprise', () => {
    expect(largerTiers('subscription_price_for_single_user')).toEqual([
      'subscription_price_for_upto_3_user',
      'subscription_price_for_enterprise',
    ]);
    expect(largerTiers('subscription_price_for_upto_3_user')).toEqual(['subscription_price_for_enterprise']);
    expect(largerTiers('subscription_price_for_enterprise')).toEqual([]);
    expect(isLargerTier('subscription_price_for_single_user', 'subscription_price_for_single_user')).toBe(
      false,
    );
  });
});
