import {
  formatSubscriptionDate,
  NEXT_ACTION_LABELS,
  SUBSCRIPTION_PAYMENT_LABELS,
  tierLabel,
  type BillingSubscription,
} from '@firm/domain';

/** A tier as the store names it, in sentence case: 'Single user', 'Up to 3 users', 'Enterprise'. */
export function tierName(tier: string): string {
  const label = tierLabel(tier);
  return label === 'SINGLE USER' ? 'Single user' : label === 'ENTERPRISE' ? 'Enterprise' : 'Up to 3 users';
}

/** How it is paid: the saved card's label, else the method. */
export const paymentOf = (subscription: BillingSubscription) =>
  subscription.payment_label ?? SUBSCRIPTION_PAYMENT_LABELS[subscription.payment_method];

/** The renewal date while it renews, else when it ends (during grace: when access ends unless it is paid). */
export function renewalOf(subscription: BillingSubscription): string {
  if (subscription.state === 'past_due' || subscription.state === 'grace')
    return `Access until ${formatSubscriptionDate(subscription.ends_at)}`;
  const renews = subscription.auto_renew && subscription.state !== 'expired';
  const date = formatSubscriptionDate(renews ? subscription.paid_until : subscription.ends_at);
  return renews ? `Renews ${date}` : subscription.state === 'expired' ? `Ended ${date}` : `Ends ${date}`;
}

/** The next step, in words: 'Renewal notice on Mar 16, 2027'. */
export function nextStepOf(subscription: BillingSubscription): string | null {
  const next = subscription.next_action;
  return next ? `${NEXT_ACTION_LABELS[next.action]} on ${formatSubscriptionDate(next.at)}` : null;
}

/** Whether auto-renew may be switched: not granted, ended, or renewed (a paid period cannot be refunded). */
export const mayToggleAutoRenew = (subscription: BillingSubscription) =>
  subscription.payment_method !== 'complimentary' &&
  subscription.state !== 'expired' &&
  !(subscription.state === 'renewed' && subscription.auto_renew);

/**
 * Whether the tier may be changed now: running, paid, not waiting for an unpaid renewal, and its renewal not yet
 * invoiced or paid at its tier (the API says why otherwise).
 */
export const mayChangeTier = (subscription: BillingSubscription) =>
  subscription.payment_method !== 'complimentary' &&
  !['expired', 'past_due', 'grace', 'renewed'].includes(subscription.state) &&
  !(subscription.state === 'renewal_due' && subscription.payment_method === 'invoice');
