/** The three licence tiers (SPEC §3), keyed as the API names the prices. */
export const TIER_KEYS = [
  'subscription_price_for_single_user',
  'subscription_price_for_upto_3_user',
  'subscription_price_for_enterprise',
] as const;

export type TierKey = (typeof TIER_KEYS)[number];

/** Seats per tier (DESIGN §4): single 1, up to 3 users 3, enterprise unlimited. */
export const TIER_SEATS: Record<TierKey, number> = {
  subscription_price_for_single_user: 1,
  subscription_price_for_upto_3_user: 3,
  subscription_price_for_enterprise: Number.POSITIVE_INFINITY,
};

/**
 * SPEC §3: subscription_price_for_single_user shows as SINGLE USER, subscription_price_for_upto_3_user as
 * UP TO 3 USER'S, and any other key as ENTERPRISE.
 */
export function tierLabel(key: string): 'SINGLE USER' | "UP TO 3 USER'S" | 'ENTERPRISE' {
  if (key === 'subscription_price_for_single_user') return 'SINGLE USER';
  if (key === 'subscription_price_for_upto_3_user') return "UP TO 3 USER'S";
  return 'ENTERPRISE';
}

/** Whether a tier gives more seats than another: an upgrade (single user < up to 3 users < enterprise). */
export function isLargerTier(tier: TierKey, than: TierKey): boolean {
  return TIER_SEATS[tier] > TIER_SEATS[than];
}

/** The tiers an organisation running `tier` may upgrade to, smallest first. */
export function largerTiers(tier: TierKey): TierKey[] {
  return TIER_KEYS.filter((key) => isLargerTier(key, tier));
}
