import {
  BillingTerms,
  BillingViewMessages,
  centsToDollars,
  daysLeft,
  PaymentMessages,
  proratedUpgradeCents,
  tierChange,
  type TierChangeQuote,
  type TierKey,
} from '@firm/domain';
import { addDays, subMonths } from 'date-fns';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { OrderRow } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import {
  ConflictError,
  NotFoundError,
  PaymentDeclinedError,
  PaymentFailedError,
} from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { SavedPaymentMethod } from '../../platform/payments/types.js';
import {
  type BillingProfiles,
  type Statements,
  type InvoiceService,
  MINIMUM_CHARGE_CENTS,
  type OrderService,
  type PaymentService,
  tierPriceCents,
  orderChanges,
} from '../commerce';
import { SERVER, type Actor } from '../activity';
import { clientActor, type BillingReader } from './billing-access.js';
import { billingRepository as repository, type NamedSubscription } from './repository.js';
import { scheduleNextStep } from './schedule.js';
import { saveRenewalMethod } from './renewal-payments.js';
import { recordSubscriptionEvent } from './subscription-events.js';

interface PricedChange {
  change: 'upgrade' | 'downgrade';
  tier: TierKey;
  amountCents: number;
  daysLeft: number;
  effectiveAt: Date;
}

/** What changing the subscription to `tier` costs at `now`; refused when it cannot change (see the messages). */
async function priceChange(db: Db, subscription: NamedSubscription, tier: TierKey, now: Date) {
  if (subscription.paymentMethod === 'complimentary')
    throw new ConflictError(BillingViewMessages.complimentary);
  if (subscription.state === 'expired' || subscription.endsAt <= now)
    throw new ConflictError(BillingViewMessages.ended);
  if (subscription.state === 'past_due' || subscription.state === 'grace' || subscription.paidUntil <= now)
    throw new ConflictError(BillingViewMessages.unpaidRenewal);
  // The next period is invoiced or paid at its tier already: a change now would bill one tier and give another.
  if (subscription.renewalOrderId || subscription.state === 'renewed')
    throw new ConflictError(BillingViewMessages.renewalUnderway);
  const change = tierChange(subscription.tier, tier);
  if (!change) return null;
  const type = await repository.reportType(db, subscription.reportTypeId);
  const toPrice = type && tierPriceCents(type, tier);
  if (!type || toPrice === null || toPrice === undefined)
    throw new ConflictError(BillingViewMessages.tierNotSold);
  const days = daysLeft(
    now,
    subscription.paidUntil,
    subMonths(subscription.paidUntil, BillingTerms.periodMonths),
  );
  const amountCents =
    change === 'upgrade'
      ? proratedUpgradeCents(tierPriceCents(type, subscription.tier) ?? 0, toPrice, days)
      : 0;
  return {
    change,
    tier,
    amountCents,
    daysLeft: days.left,
    effectiveAt: subscription.paidUntil,
  } satisfies PricedChange;
}

const quoteJson = (priced: PricedChange): TierChangeQuote => ({
  change: priced.change,
  tier: priced.tier,
  amount: centsToDollars(priced.amountCents),
  days_left: priced.daysLeft,
  effective_at: priced.effectiveAt.toISOString(),
});

/** What the billing view and its changes work with. */
export interface BillingViewDeps {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  jobs: JobQueue;
  orders: OrderService;
  invoices: InvoiceService;
  payments: PaymentService;
  /** The organisation's billing profile (issue 46), read and saved from the billing view. */
  billingProfiles: BillingProfiles;
  /** Statements of account (issue 46), drawn for the organisation's billing readers. */
  statements: Statements;
  events: DomainEvents;
  log: Log;
}

/**
 * Tier changes from the billing view (docs/decisions/017 Tier changes): an upgrade is charged now, the prorated
 * difference, off-session with the saved card or account (its seats open when the charge succeeds) or invoiced
 * (opened at once); a downgrade waits for the renewal as `renewal_tier`; the current tier again drops it.
 */
export function createTierChanges(deps: BillingViewDeps) {
  const { db, clock, unitOfWork, jobs, orders, invoices, payments, log } = deps;

  /** Takes the larger tier, once: a subscription at it (or above) already changes nothing. */
  async function applyUpgrade(
    tx: Db,
    subscription: NamedSubscription,
    tier: TierKey,
    by: { actor: Actor; order: string | null },
    now: Date,
  ): Promise<void> {
    if (tierChange(subscription.tier, tier) !== 'upgrade') return;
    const changed = await repository.updateSubscription(tx, subscription.id, { tier, renewalTier: null });
    await recordSubscriptionEvent(tx, subscription, {
      event: 'upgraded',
      from: subscription.state,
      to: changed.state,
      actor: by.actor,
      detail: { from_tier: subscription.tier, to_tier: tier, order: by.order },
      at: now,
    });
    await scheduleNextStep(jobs, tx, changed);
  }

  /** A paid upgrade order (the off-session charge's event, an upgrade invoice marked paid) takes its tier. */
  async function whenUpgradePaid(
    tx: Db,
    order: OrderRow,
    now: Date,
    saved: SavedPaymentMethod | null,
  ): Promise<void> {
    if (!order.subscriptionId) return;
    await saveRenewalMethod(tx, order.subscriptionId, saved);
    const subscription = await repository.lockSubscription(tx, order.tenantId, order.subscriptionId);
    const [line] = await orderChanges.lines(tx, order.id);
    if (!subscription || !line) return;
    const buyer = await orderChanges.buyer(tx, order.userId);
    await applyUpgrade(
      tx,
      subscription,
      line.tier,
      {
        actor: buyer ? { kind: 'client', id: order.userId, email: buyer.email } : SERVER,
        order: order.number,
      },
      now,
    );
  }

  deps.events.subscribe('commerce.order-paid', async (tx, { order, now, saved }) => {
    if (order.kind === 'upgrade') await whenUpgradePaid(tx, order, now, saved);
  });

  const done = async (message: string, subscriptionId: string, tenantId: string) => ({
    message,
    subscription: (await repository.findSubscription(db, tenantId, subscriptionId))!,
  });

  /** A downgrade waits for the renewal; the current tier again drops a waiting one. */
  async function scheduleDowngrade(by: BillingReader, subscriptionId: string, tier: TierKey) {
    return unitOfWork(async (tx) => {
      const now = clock.now();
      const subscription = await repository.lockSubscription(tx, by.identity.tenantId, subscriptionId);
      if (!subscription) throw new NotFoundError(BillingViewMessages.notFound);
      const priced = await priceChange(tx, subscription, tier, now);
      if (!priced && !subscription.renewalTier) throw new ConflictError(BillingViewMessages.sameTier);
      const renewalTier = priced ? tier : null;
      if (subscription.renewalTier === renewalTier)
        return { message: BillingViewMessages.downgradeScheduled, subscription };
      const changed = await repository.updateSubscription(tx, subscription.id, { renewalTier });
      await recordSubscriptionEvent(tx, subscription, {
        event: priced ? 'downgrade_scheduled' : 'downgrade_cancelled',
        from: subscription.state,
        to: changed.state,
        actor: clientActor(by),
        detail: { tier: renewalTier ?? subscription.tier },
        at: now,
      });
      await scheduleNextStep(jobs, tx, changed);
      return {
        message: priced ? BillingViewMessages.downgradeScheduled : BillingViewMessages.downgradeCancelled,
        subscription: { ...changed, reportTypeName: subscription.reportTypeName },
      };
    });
  }

  /** Places the upgrade order; an invoice payer's is invoiced and applied at once, in the same transaction. */
  function placeUpgrade(by: BillingReader, subscriptionId: string, tier: TierKey) {
    return unitOfWork(async (tx) => {
      const now = clock.now();
      const subscription = await repository.lockSubscription(tx, by.identity.tenantId, subscriptionId);
      if (!subscription) throw new NotFoundError(BillingViewMessages.notFound);
      const priced = await priceChange(tx, subscription, tier, now);
      if (priced?.change !== 'upgrade') return { subscription, priced, order: null };
      const method = subscription.paymentMethod;
      const line = { reportTypeId: subscription.reportTypeId, tier, priceCents: priced.amountCents };
      if (method === 'invoice') {
        const order = await orders.placeBillingOrder(tx, {
          tenantId: subscription.tenantId,
          userId: by.identity.userId,
          kind: 'upgrade',
          method: 'invoice',
          lines: [line],
          subscriptionId: subscription.id,
          invoiceDueAt: addDays(now, BillingTerms.invoiceDueDays),
        });
        await invoices.issue(tx, order, [{ ...line, reportTypeName: subscription.reportTypeName }]);
        await applyUpgrade(tx, subscription, tier, { actor: clientActor(by), order: order.number }, now);
        return { subscription, priced, order: null };
      }
      // Stripe cannot charge less than its minimum: so small a difference is not charged at all.
      if (priced.amountCents < MINIMUM_CHARGE_CENTS) {
        await applyUpgrade(tx, subscription, tier, { actor: clientActor(by), order: null }, now);
        return { subscription, priced, order: null };
      }
      if (method !== 'card' && method !== 'us_bank_account')
        throw new ConflictError(BillingViewMessages.complimentary);
      if (!subscription.providerPaymentMethodId) throw new ConflictError(BillingViewMessages.noSavedMethod);
      // The subscription is locked: a second click waits here and finds the first upgrade, never charges twice.
      if (await repository.upgradeUnderway(tx, subscription.id))
        throw new ConflictError(BillingViewMessages.upgradePending);
      const order = await orders.placeBillingOrder(tx, {
        tenantId: subscription.tenantId,
        userId: by.identity.userId,
        kind: 'upgrade',
        method,
        lines: [line],
        subscriptionId: subscription.id,
        provider: payments.provider.name,
      });
      return { subscription, priced, order };
    });
  }

  /** Charges the upgrade order off-session; a decline cancels it (nothing changes) and is answered as such. */
  async function chargeUpgrade(subscription: NamedSubscription, order: OrderRow): Promise<string> {
    const refuse = async (message: string, declined = true): Promise<never> => {
      await unitOfWork((tx) => orderChanges.cancelUnpaid(tx, order.id, message, clock.now()));
      throw declined ? new PaymentDeclinedError(message) : new PaymentFailedError(message);
    };
    let charge;
    try {
      charge = await payments.provider.chargeOffSession({
        amountCents: order.totalCents,
        currency: 'usd',
        method: order.method === 'us_bank_account' ? 'us_bank_account' : 'card',
        customerId: subscription.providerCustomerId,
        paymentMethodId: subscription.providerPaymentMethodId!,
        orderId: order.id,
        orderNumber: order.number,
        idempotencyKey: `upgrade-${order.id}`,
      });
    } catch (error) {
      log.error({ err: error, order: order.number }, 'upgrade charge failed');
      return refuse(PaymentMessages.intentFailed, false);
    }
    if (charge.status === 'failed') return refuse(charge.message ?? PaymentMessages.intentFailed);
    // No client confirms an off-session intent: its secret is not kept (as for renewals, commerce/payments.ts).
    await orders.setPaymentIntent(order.id, { id: charge.intentId, clientSecret: null });
    // Through the payment events' path, as the provider's own event would: the 'upgrade' handler applies it once.
    await payments.handleEvent({
      id: `evt_${charge.intentId}_${charge.status}`,
      type: charge.status,
      intentId: charge.intentId,
    });
    return charge.status === 'succeeded' ? BillingViewMessages.upgraded : BillingViewMessages.upgradeSettling;
  }

  return {
    async quote(by: BillingReader, subscriptionId: string, tier: TierKey): Promise<TierChangeQuote> {
      const subscription = await repository.findSubscription(db, by.identity.tenantId, subscriptionId);
      if (!subscription) throw new NotFoundError(BillingViewMessages.notFound);
      const priced = await priceChange(db, subscription, tier, clock.now());
      if (!priced) throw new ConflictError(BillingViewMessages.sameTier);
      return quoteJson(priced);
    },

    async change(by: BillingReader, subscriptionId: string, tier: TierKey) {
      const placed = await placeUpgrade(by, subscriptionId, tier);
      if (placed.priced?.change !== 'upgrade') return scheduleDowngrade(by, subscriptionId, tier);
      const message = placed.order
        ? await chargeUpgrade(placed.subscription, placed.order)
        : BillingViewMessages.upgraded;
      return done(message, subscriptionId, by.identity.tenantId);
    },
  };
}
