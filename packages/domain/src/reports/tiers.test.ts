import { describe, expect, it } from 'vitest';
import { tierLabel, TIER_KEYS } from './tiers.js';

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
