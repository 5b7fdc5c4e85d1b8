import { z } from 'zod';
import { TIER_KEYS } from '../reports/tiers.js';
import { CreditNoteSchema } from './credit-notes.js';
import { NEXT_ACTIONS, ORDER_KINDS, SUBSCRIPTION_PAYMENT_METHODS, SUBSCRIPTION_STATES } from './lifecycle.js';

/**
 * The client's billing view (issue 17), under Profile: the organisation's subscriptions, orders and invoices, for
 * its owner, admins and billing members. Amounts are dollars, dates ISO 8601.
 */
export const BillingViewMessages = {
  notFound: 'This subscription does not exist.',
  orderNotFound: 'This order does not exist.',
  notYours: 'Only the owner or an admin of your organisation can change subscriptions.',
  notBilling:
    "Billing is not available to you: only your organisation's owner, admins and billing members see it.",
  renewedCannotCancel:
    'This subscription is renewed: its next period is paid and cannot be refunded, so auto-renew stays on until it begins.',
  unpaidRenewal: 'This subscription has an unpaid renewal; please pay it before changing the tier.',
  renewalUnderway:
    'This subscription’s renewal is already invoiced or paid at its tier; change the tier once it has renewed.',
  tierNotSold: 'This report type is not sold at this tier.',
  noSavedMethod: 'No card or bank account is saved for this subscription; please contact us to upgrade.',
  tooSmall: 'Orders under $0.50 cannot be paid by card or bank transfer.',
  autoRenewOn: 'Auto-renew is on: the subscription renews at the end of its period.',
  autoRenewOff: 'Auto-renew is off: the subscription ends at the end of its period.',
  ended: 'This subscription has ended; buy it again from the report store.',
  complimentary: 'This subscription was granted by the firm and does not renew; please contact us.',
  notPayable: 'This order is not awaiting payment.',
  sameTier: 'The subscription is at this tier already.',
  upgraded: 'The subscription is upgraded: its new seats are available now.',
  upgradePending: 'An upgrade of this subscription is being paid already; please wait for it.',
  upgradeSettling: 'The bank debit for the upgrade is under way: its new seats open when it settles.',
  downgradeScheduled: 'The subscription changes to the smaller tier when it renews.',
  downgradeCancelled: 'The tier change at renewal is cancelled.',
  tier: 'Tier must be one of single user, up to 3 users or enterprise.',
  autoRenew: 'auto_renew must be true or false.',
  method: 'Method must be card or us_bank_account.',
} as const;

export const BillingNextActionSchema = z.object({
  action: z.enum(NEXT_ACTIONS),
  at: z.string(),
});
export type BillingNextAction = z.infer<typeof BillingNextActionSchema>;

export const BillingSubscriptionSchema = z.object({
  id: z.string(),
  report_type_id: z.number().int(),
  report_type: z.string(),
  tier: z.enum(TIER_KEYS),
  /** Null for an unlimited tier (enterprise). */
  seats: z.number().int().nullable(),
  seats_used: z.number().int(),
  starts_at: z.string(),
  /** The end of the paid period: the renewal date while auto-renew is on, else the end. */
  paid_until: z.string(),
  /** When access ends if nothing more is paid (later than `paid_until` during grace). */
  ends_at: z.string(),
  state: z.enum(SUBSCRIPTION_STATES),
  auto_renew: z.boolean(),
  payment_method: z.enum(SUBSCRIPTION_PAYMENT_METHODS),
  /** The saved card or account as the provider describes it ('Visa •••• 4242'); null for invoices. */
  payment_label: z.string().nullable(),
  /** The tier the next period takes (a downgrade waiting for renewal); null when it stays. */
  renewal_tier: z.enum(TIER_KEYS).nullable(),
  /** The purchase-order number given for the next renewal (issue 46); null without one. */
  renewal_po_number: z.string().nullable(),
  next_action: BillingNextActionSchema.nullable(),
});
export type BillingSubscription = z.infer<typeof BillingSubscriptionSchema>;

export const BillingOrderSchema = z.object({
  number: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.string(),
  method: z.enum(['card', 'us_bank_account', 'invoice']),
  total: z.number(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_due_at: z.string().nullable(),
  /** The buyer's purchase-order number, as its invoice or receipt prints it (issue 46). */
  po_number: z.string().nullable(),
  /** What it pays for, in words ('Coffee Weekly Report, renewal'). */
  description: z.string(),
  /** Whether it awaits payment and may be paid from the billing view by card or bank transfer. */
  payable: z.boolean(),
});
export type BillingOrder = z.infer<typeof BillingOrderSchema>;

/**
 * GET billing/overview/. `may_change`: the reader is the owner or an admin (auto-renew, upgrades). `credit_notes`:
 * the organisation's, newest first (issue 46).
 */
export const BillingOverviewResponseSchema = z.object({
  subscriptions: z.array(BillingSubscriptionSchema),
  orders: z.array(BillingOrderSchema),
  credit_notes: z.array(CreditNoteSchema),
  may_change: z.boolean(),
});
export type BillingOverviewResponse = z.infer<typeof BillingOverviewResponseSchema>;

/** PUT billing/subscriptions/:id/auto-renew/. */
export const AutoRenewRequestSchema = z.object({
  auto_renew: z.boolean({ error: BillingViewMessages.autoRenew }),
});
export type AutoRenewRequest = z.infer<typeof AutoRenewRequestSchema>;

/** POST billing/subscriptions/:id/tier/quote/ and …/tier/: change the tier (an upgrade now, a downgrade at renewal). */
export const TierChangeRequestSchema = z.object({
  tier: z.enum(TIER_KEYS, { error: BillingViewMessages.tier }),
});
export type TierChangeRequest = z.infer<typeof TierChangeRequestSchema>;

/** What a tier change costs now: the prorated difference for an upgrade, nothing for a downgrade. */
export const TierChangeQuoteSchema = z.object({
  change: z.enum(['upgrade', 'downgrade']),
  tier: z.enum(TIER_KEYS),
  /** Dollars charged now (0 for a downgrade). */
  amount: z.number(),
  days_left: z.number().int(),
  /** When a downgrade takes effect (the renewal), or when the upgraded period ends. */
  effective_at: z.string(),
});
export type TierChangeQuote = z.infer<typeof TierChangeQuoteSchema>;

/**
 * What a change of a subscription answers (auto-renew, a tier change): the message to show and the subscription as
 * it is now. Not in the first draft of the calls: the page needs the new state without reading the overview again.
 */
export const BillingChangeResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  subscription: BillingSubscriptionSchema,
});
export type BillingChangeResponse = z.infer<typeof BillingChangeResponseSchema>;

/** POST billing/orders/:number/pay/: pay an open order (an invoice, a failed renewal) by card or bank transfer. */
export const PayOrderRequestSchema = z.object({
  method: z.enum(['card', 'us_bank_account'], { error: BillingViewMessages.method }),
});
export type PayOrderRequest = z.infer<typeof PayOrderRequestSchema>;
