/**
 * The demo organisation's entitlements: what it can open in the library on a fresh start, with one lapsed
 * subscription so the 'expire' status filter and the purchase path show something.
 */
export type DemoSubscription = {
  reportType: string;
  tier:
    | 'subscription_price_for_single_user'
    | 'subscription_price_for_upto_3_user'
    | 'subscription_price_for_enterprise';
} & (
  | { state: 'active'; startedMonthsAgo: number }
  /** Ended on 30 June of the year before the seeding. */
  | { state: 'expired' }
);

export const DEMO_SUBSCRIPTIONS: readonly DemoSubscription[] = [
  {
    reportType: 'Coffee Weekly Report',
    tier: 'subscription_price_for_enterprise',
    state: 'active',
    startedMonthsAgo: 5,
  },
  {
    reportType: 'Softs Weekly Round Up',
    tier: 'subscription_price_for_enterprise',
    state: 'active',
    startedMonthsAgo: 3,
  },
  {
    reportType: 'Cocoa In-Depth Report',
    tier: 'subscription_price_for_single_user',
    state: 'active',
    startedMonthsAgo: 8,
  },
  { reportType: 'Sugar Weekly Report', tier: 'subscription_price_for_upto_3_user', state: 'expired' },
];
