import { addDays } from 'date-fns';
import { TIER_KEYS, type TierKey } from '../reports/tiers.js';
import { FirmTerms } from '../site/firm-terms.js';

/**
 * A subscription's lifecycle (issue 17, docs/decisions/017-subscription-lifecycle.md): one explicit state, the same
 * whatever the payment method, moved by jobs at the clock's time.
 *
 * active → renewal_due (from 30 days before the paid period ends) → renewed (the next period is paid) → active
 * (the next period began); or, unpaid at the period's end, past_due → grace (access kept for the grace days) →
 * expired (access ends). Auto-renew turned off: cancelled, which ends at the period's end (expired).
 */
export const SUBSCRIPTION_STATES = [
  'active',
  'renewal_due',
  'renewed',
  'past_due',
  'grace',
  'expired',
  'cancelled',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const SUBSCRIPTION_STATE_LABELS: Record<SubscriptionState, string> = {
  active: 'Active',
  renewal_due: 'Renewal due',
  renewed: 'Renewed',
  past_due: 'Past due',
  grace: 'Grace period',
  expired: 'Expired',
  cancelled: 'Ends at period end',
};

/** States in which the organisation's members read the subscription's reports (by its `ends_at`). */
export const STATES_WITH_ACCESS: readonly SubscriptionState[] = [
  'active',
  'renewal_due',
  'renewed',
  'past_due',
  'grace',
  'cancelled',
];

/** How a subscription is paid: at purchase and at each renewal; `complimentary` was granted by staff. */
export const SUBSCRIPTION_PAYMENT_METHODS = ['card', 'us_bank_account', 'invoice', 'complimentary'] as const;
export type SubscriptionPaymentMethod = (typeof SUBSCRIPTION_PAYMENT_METHODS)[number];

export const SUBSCRIPTION_PAYMENT_LABELS: Record<SubscriptionPaymentMethod, string> = {
  card: 'Card',
  us_bank_account: 'US bank account',
  invoice: 'Invoice',
  complimentary: 'Complimentary',
};

/**
 * What an order pays for: a purchase from the cart, a renewal, an upgrade's prorated difference, a late fee, a
 * consultation with an analyst (issue 43).
 */
export const ORDER_KINDS = ['purchase', 'renewal', 'upgrade', 'late_fee', 'consultation'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  purchase: 'Purchase',
  renewal: 'Renewal',
  upgrade: 'Upgrade',
  late_fee: 'Late fee',
  consultation: 'Consultation',
};

/** SPEC's terms, as the lifecycle applies them (the firm's own figures from FirmTerms). */
export const BillingTerms = {
  /** The renewal invoice is issued, and card and bank payers reminded, this many days before the period ends. */
  renewalNoticeDays: FirmTerms.renewalNoticeDays,
  /** Card and bank payers are reminded again this many days before. */
  lastReminderDays: 7,
  /** An invoice is due this many days after it is issued. */
  invoiceDueDays: FirmTerms.invoiceDueDays,
  /** A failed renewal charge is tried again this many days after the period ended. */
  retryAfterDays: [3, 7, 14] as readonly number[],
  /** Days of access kept after a period ended unpaid, unless the server is configured otherwise. */
  defaultGraceDays: 14,
  /** An invoice unpaid this many days after its date draws a late fee. */
  lateFeeAfterDays: FirmTerms.lateFeeAfterDays,
  lateFeeCents: FirmTerms.lateFeeCents,
  /** The length of a subscription period. */
  periodMonths: 12,
} as const;

/** Job-facing dates of a period that ends (is paid until) `paidUntil`. */
export function renewalDates(paidUntil: Date) {
  return {
    renewalDueAt: addDays(paidUntil, -BillingTerms.renewalNoticeDays),
    lastReminderAt: addDays(paidUntil, -BillingTerms.lastReminderDays),
    periodEndsAt: paidUntil,
    retriesAt: BillingTerms.retryAfterDays.map((days) => addDays(paidUntil, days)),
  };
}

/** The steps the back office names as a subscription's next action. */
export const NEXT_ACTIONS = [
  'renewal_notice',
  'reminder',
  'charge',
  'retry_charge',
  'invoice_due',
  'new_period',
  'grace_ends',
  'ends',
] as const;
export type NextAction = (typeof NEXT_ACTIONS)[number];

export const NEXT_ACTION_LABELS: Record<NextAction, string> = {
  renewal_notice: 'Renewal notice',
  reminder: 'Renewal reminder',
  charge: 'Renewal charge',
  retry_charge: 'Charge retried',
  invoice_due: 'Renewal invoice due',
  new_period: 'Renewed period begins',
  grace_ends: 'Grace ends, access ends',
  ends: 'Access ends',
};

/**
 * Whole days left until `paidUntil` (at least 0), and the days of the yearly period that ends then. The days left
 * are not capped at one period: a subscription paid ahead further (an extension by the firm) has more of them, and
 * an upgrade is charged for every one (issue 39).
 */
export function daysLeft(now: Date, paidUntil: Date, periodStartsAt: Date): { left: number; period: number } {
  const DAY = 86_400_000;
  const period = Math.max(1, Math.round((paidUntil.getTime() - periodStartsAt.getTime()) / DAY));
  const left = Math.max(0, Math.ceil((paidUntil.getTime() - now.getTime()) / DAY));
  return { left, period };
}

/**
 * The price of an upgrade during the term (issue 17): the difference of the two tiers' yearly prices, prorated to
 * the days left until the paid-until date (more than a period's when paid further ahead), in whole cents (rounded
 * half up). Never negative.
 */
export function proratedUpgradeCents(
  fromPriceCents: number,
  toPriceCents: number,
  days: { left: number; period: number },
): number {
  const difference = Math.max(0, toPriceCents - fromPriceCents);
  return Math.round((difference * days.left) / days.period);
}

/** Whether a tier change is an upgrade (charged now) or a downgrade (at renewal); null when it is no change. */
export function tierChange(from: TierKey, to: TierKey): 'upgrade' | 'downgrade' | null {
  const rank = (tier: TierKey) => TIER_KEYS.indexOf(tier);
  if (rank(to) > rank(from)) return 'upgrade';
  if (rank(to) < rank(from)) return 'downgrade';
  return null;
}

/** What the lifecycle knows of a subscription to say what happens to it next. */
export interface LifecycleFacts {
  state: SubscriptionState;
  paymentMethod: SubscriptionPaymentMethod;
  paidUntil: Date;
  endsAt: Date;
  /** Failed renewal charges of this period: the first at the period's end, then one per retry. */
  renewalFailures: number;
}

/**
 * The next step the lifecycle's jobs take for a subscription, and when; null once it has ended. The back office
 * shows it as the subscription's next action, the billing view as its next date.
 */
export function nextActionOf(facts: LifecycleFacts): { action: NextAction; at: Date } | null {
  const { state, paymentMethod, paidUntil, endsAt, renewalFailures } = facts;
  const charged = paymentMethod === 'card' || paymentMethod === 'us_bank_account';
  switch (state) {
    case 'active':
      return paymentMethod === 'complimentary'
        ? { action: 'ends', at: endsAt }
        : { action: 'renewal_notice', at: renewalDates(paidUntil).renewalDueAt };
    case 'renewal_due':
      if (!charged) return { action: 'invoice_due', at: paidUntil };
      // A bank debit settling past the period's end keeps access until `endsAt`: its settlement renews the
      // subscription, its failure starts grace; without either by then, access ends.
      return endsAt > paidUntil ? { action: 'grace_ends', at: endsAt } : { action: 'charge', at: paidUntil };
    case 'renewed':
      return { action: 'new_period', at: paidUntil };
    case 'past_due':
    case 'grace': {
      const retryDays = BillingTerms.retryAfterDays[renewalFailures - 1];
      if (charged && retryDays !== undefined) {
        const retryAt = addDays(paidUntil, retryDays);
        if (retryAt <= endsAt) return { action: 'retry_charge', at: retryAt };
      }
      return { action: 'grace_ends', at: endsAt };
    }
    case 'cancelled':
      return { action: 'ends', at: endsAt };
    case 'expired':
      return null;
  }
}

/** `nextActionOf` as the API answers it: the date in ISO 8601. */
export function nextActionJson(facts: LifecycleFacts): { action: NextAction; at: string } | null {
  const next = nextActionOf(facts);
  return next && { action: next.action, at: next.at.toISOString() };
}

/** What a subscription's timeline records (the activity record's actions about a subscription). */
export const SUBSCRIPTION_EVENTS = [
  'renewal_notice',
  'renewal_invoice_issued',
  'reminder_sent',
  'renewed',
  'new_period',
  'charge_failed',
  /** A renewal's bank debit is settling past the period's end: access kept while it does. */
  'debit_settling',
  'past_due',
  'grace_started',
  'grace_extended',
  /** Staff extended the subscription (a complimentary period added). */
  'extended',
  'expired',
  'auto_renew_off',
  'auto_renew_on',
  'upgraded',
  'downgrade_scheduled',
  'downgrade_cancelled',
  'downgraded',
  'late_fee_issued',
  'late_fee_waived',
] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

export const SUBSCRIPTION_EVENT_LABELS: Record<SubscriptionEvent, string> = {
  renewal_notice: 'Renewal notice sent',
  renewal_invoice_issued: 'Renewal invoice issued',
  reminder_sent: 'Renewal reminder sent',
  renewed: 'Renewed for a year',
  new_period: 'Renewed period began',
  charge_failed: 'Renewal charge failed',
  debit_settling: 'Renewal bank debit settling',
  past_due: 'Past due',
  grace_started: 'Grace period began',
  grace_extended: 'Grace period extended',
  extended: 'Extended by staff',
  expired: 'Expired',
  auto_renew_off: 'Auto-renew turned off',
  auto_renew_on: 'Auto-renew turned on',
  upgraded: 'Upgraded',
  downgrade_scheduled: 'Downgrade at renewal scheduled',
  downgrade_cancelled: 'Downgrade at renewal cancelled',
  downgraded: 'Downgraded at renewal',
  late_fee_issued: 'Late fee invoiced',
  late_fee_waived: 'Late fee waived',
};
