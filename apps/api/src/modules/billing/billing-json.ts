import {
  centsToDollars,
  nextActionJson,
  TIER_SEATS,
  type BillingOrder,
  type BillingSubscription,
} from '@firm/domain';
import type { OrderRow, SubscriptionRow } from '../../platform/database/schema.js';
import { MINIMUM_CHARGE_CENTS, withinPaymentWindow } from '../commerce';
import { lifecycleFactsOf } from './schedule.js';

/** A subscription as the billing view shows it. */
export function subscriptionJson(
  subscription: SubscriptionRow & { reportTypeName: string },
  seatsUsed: number,
): BillingSubscription {
  const seats = TIER_SEATS[subscription.tier];
  return {
    id: subscription.id,
    report_type_id: subscription.reportTypeId,
    report_type: subscription.reportTypeName,
    tier: subscription.tier,
    seats: Number.isFinite(seats) ? seats : null,
    seats_used: seatsUsed,
    starts_at: subscription.startsAt.toISOString(),
    paid_until: subscription.paidUntil.toISOString(),
    ends_at: subscription.endsAt.toISOString(),
    state: subscription.state,
    auto_renew: subscription.autoRenew,
    payment_method: subscription.paymentMethod,
    payment_label: subscription.paymentLabel,
    renewal_tier: subscription.renewalTier,
    renewal_po_number: subscription.renewalPoNumber,
    next_action: nextActionJson(lifecycleFactsOf(subscription)),
  };
}

const KIND_WORDS = {
  purchase: '',
  renewal: ', renewal',
  upgrade: ', upgrade',
  late_fee: '',
  consultation: '',
} as const;

/**
 * Whether the order awaits a payment the billing view can take at `now` (card or bank transfer; Stripe's minimum),
 * within its payment window when it has one (issue 39: a checkout's card or bank order lapses after 24 hours).
 */
export const isPayable = (order: OrderRow, now: Date) =>
  order.status === 'pending' && order.totalCents >= MINIMUM_CHARGE_CENTS && withinPaymentWindow(order, now);

/** An order as the billing view lists it at `now`. */
export function orderJson(order: OrderRow & { typeNames: string[] }, now: Date): BillingOrder {
  const description =
    order.description ??
    (order.kind === 'late_fee' ? 'Late fee' : `${order.typeNames.join(', ')}${KIND_WORDS[order.kind]}`);
  return {
    number: order.number,
    kind: order.kind,
    status: order.status,
    method: order.method,
    total: centsToDollars(order.totalCents),
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    invoice_number: order.invoiceNumber,
    invoice_due_at: order.invoiceDueAt?.toISOString() ?? null,
    po_number: order.poNumber,
    description,
    payable: isPayable(order, now),
  };
}
