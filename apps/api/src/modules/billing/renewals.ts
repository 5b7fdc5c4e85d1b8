import { BillingTerms, formatLongDate, type IntentMethod, type NextAction, nextActionOf } from '@firm/domain';
import { addDays, addYears } from 'date-fns';
import type { Db } from '../../platform/database/database.js';
import type { OrderRow, SubscriptionRow } from '../../platform/database/schema.js';
import { lockOrganisationPayments } from '../../platform/database/payment-lock.js';
import { defineJob } from '../../platform/jobs/queue.js';
import type { OffSessionCharge } from '../../platform/payments/types.js';
import {
  billingUrl,
  graceEnd,
  mailBilling,
  renewalTerms,
  transition,
  type LifecycleDeps,
} from './lifecycle-context.js';
import {
  expiredMail,
  invoiceOverdueMail,
  paymentFailedMail,
  renewalNoticeMail,
  renewalReminderMail,
} from './lifecycle-mails.js';
import { lifecycleRepository as repository } from './lifecycle-repository.js';
import { closeRenewalOrder, openRenewalOrder } from './renewal-orders.js';
import { lifecycleFactsOf, subscriptionStepJob } from './schedule.js';
import { orderChanges } from '../commerce';

type Step = { subscriptionId: string; action: NextAction; at: string };

/** The states in which a renewal is being charged: at the period's end, then through grace. */
const CHARGED_STATES: readonly SubscriptionRow['state'][] = ['renewal_due', 'past_due', 'grace'];

/** The reminder to card and bank payers 7 days before the renewal of the period paid until `paidUntil`. */
export const renewalReminderJob = defineJob<{ subscriptionId: string; paidUntil: string }>(
  'subscriptions.renewal-reminder',
);

/**
 * The subscription's lifecycle steps (issue 17, docs/decisions/017): registers the handler of the step job and of the
 * reminder. Each step locks the subscription, and acts only if the step is still its next one (same action, same
 * time), as of the run's time: a stale or replayed step does nothing.
 */
export function registerRenewalSteps(deps: LifecycleDeps): void {
  const { unitOfWork, jobs } = deps;

  /** The subscription locked in `tx`, if `step` is still its next step; else undefined. */
  async function stillDue(tx: Db, step: Step): Promise<SubscriptionRow | undefined> {
    const subscription = await repository.lock(tx, step.subscriptionId);
    if (!subscription) return undefined;
    const next = nextActionOf(lifecycleFactsOf(subscription));
    return next && next.action === step.action && next.at.toISOString() === step.at
      ? subscription
      : undefined;
  }

  /** What a mail says of the subscription and its next period. */
  async function factsOf(tx: Db, subscription: SubscriptionRow) {
    const terms = await renewalTerms(tx, subscription);
    return { ...terms, method: subscription.paymentLabel ?? 'your saved payment method' };
  }

  /** active → renewal_due: the notice (card, bank) and its reminder, or the renewal invoice (invoice). */
  async function renewalNotice(tx: Db, subscription: SubscriptionRow, now: Date): Promise<void> {
    const renewsOn = formatLongDate(subscription.paidUntil);
    if (subscription.paymentMethod === 'invoice') {
      const { order, placed } = await openRenewalOrder(deps, tx, subscription, now);
      const terms = await renewalTerms(tx, subscription);
      if (placed) await deps.invoices.issue(tx, order, [terms]);
      await transition(
        deps,
        tx,
        { ...subscription, renewalOrderId: order.id },
        {
          event: 'renewal_invoice_issued',
          to: 'renewal_due',
          at: now,
          changes: { renewalOrderId: order.id },
          detail: { invoice_number: order.invoiceNumber, amount_cents: order.totalCents, due_at: renewsOn },
        },
      );
      return;
    }
    const facts = await factsOf(tx, subscription);
    await mailBilling(deps, tx, subscription.tenantId, (to) =>
      renewalNoticeMail(to, { ...facts, amountCents: facts.priceCents, renewsOn }),
    );
    await jobs.enqueue(
      tx,
      renewalReminderJob,
      { subscriptionId: subscription.id, paidUntil: subscription.paidUntil.toISOString() },
      {
        runAt: addDays(subscription.paidUntil, -BillingTerms.lastReminderDays),
        uniqueKey: `subscription-reminder:${subscription.id}:${subscription.paidUntil.toISOString()}`,
      },
    );
    await transition(deps, tx, subscription, {
      event: 'renewal_notice',
      to: 'renewal_due',
      at: now,
      detail: { amount_cents: facts.priceCents, renews_at: subscription.paidUntil.toISOString() },
    });
  }

  /** The period ended unpaid: past_due, then grace (or expired at once with no grace days). */
  async function startGrace(
    tx: Db,
    pastDue: SubscriptionRow,
    now: Date,
    mailFor: (accessUntil: string) => Parameters<typeof mailBilling>[3],
  ): Promise<void> {
    if (deps.graceDays === 0) {
      await expire(tx, pastDue, now);
      return;
    }
    const endsAt = graceEnd(deps, pastDue.paidUntil);
    const inGrace = await transition(deps, tx, pastDue, {
      event: 'grace_started',
      to: 'grace',
      at: now,
      changes: { endsAt },
      detail: { ends_at: endsAt.toISOString(), grace_days: deps.graceDays },
    });
    await mailBilling(deps, tx, inGrace.tenantId, mailFor(formatLongDate(endsAt)));
  }

  /** A renewal charge (the first at the period's end, or a retry) was declined. */
  async function chargeFailed(
    tx: Db,
    subscription: SubscriptionRow,
    order: OrderRow,
    reason: string,
    now: Date,
  ) {
    const facts = await factsOf(tx, subscription);
    const detail = { order_number: order.number, reason, attempt: subscription.renewalFailures + 1 };
    const mailFor = (accessUntil: string) => (to: Parameters<typeof paymentFailedMail>[0]) =>
      paymentFailedMail(to, {
        ...facts,
        amountCents: order.totalCents,
        accessUntil,
        reason,
        billingUrl: billingUrl(deps),
      });
    if (subscription.state === 'renewal_due') {
      const pastDue = await transition(deps, tx, subscription, {
        event: 'charge_failed',
        to: 'past_due',
        at: now,
        changes: { renewalFailures: 1, renewalOrderId: order.id },
        detail,
        schedule: false,
      });
      await startGrace(tx, pastDue, now, mailFor);
      return;
    }
    const retried = await transition(deps, tx, subscription, {
      event: 'charge_failed',
      to: subscription.state,
      at: now,
      changes: { renewalFailures: subscription.renewalFailures + 1 },
      detail,
    });
    await mailBilling(deps, tx, retried.tenantId, mailFor(formatLongDate(retried.endsAt)));
  }

  /**
   * The renewal's bank debit is still settling at the period's end (SPEC §9: 4–5 working days): access is kept for
   * as long as grace would keep it, with nothing charged again; the settlement renews the subscription, a failure
   * starts grace (the 'commerce.bank-debit-failed' subscriber below).
   */
  async function debitSettling(tx: Db, subscription: SubscriptionRow, order: OrderRow, now: Date) {
    const endsAt = graceEnd(deps, subscription.paidUntil);
    if (endsAt <= subscription.endsAt) return;
    await transition(deps, tx, subscription, {
      event: 'debit_settling',
      to: 'renewal_due',
      at: now,
      changes: { endsAt },
      detail: { order_number: order.number, ends_at: endsAt.toISOString() },
    });
  }

  /** Charges the saved method for the next period (at its end, or again in grace), as of `now`. */
  async function charge(step: Step, now: Date): Promise<void> {
    const prepared = await unitOfWork(async (tx) => {
      const subscription = await stillDue(tx, step);
      if (!subscription) return undefined;
      const { order } = await openRenewalOrder(deps, tx, subscription, now);
      return { subscription, order };
    });
    if (!prepared) return;
    const { subscription, order } = prepared;
    // A bank debit of this order is settling (this step's own, asked for before, or one paid from the billing
    // view): its settlement or failure answers, not another charge.
    if (order.status === 'processing') {
      if (subscription.state === 'renewal_due')
        await unitOfWork(async (tx) => {
          const current = await stillDue(tx, step);
          if (current) await debitSettling(tx, current, order, now);
        });
      return;
    }
    let answer: OffSessionCharge;
    const provider =
      subscription.paymentProvider === 'stripe' ? deps.providers.stripe : deps.providers.sandbox;
    if (!provider)
      throw new Error(`No ${subscription.paymentProvider} keys are configured to charge ${order.number}.`);
    if (!subscription.providerPaymentMethodId) {
      answer = { intentId: '', clientSecret: '', status: 'failed', message: 'No payment method is saved.' };
    } else {
      answer = await provider.chargeOffSession({
        amountCents: order.totalCents,
        currency: 'usd',
        method: subscription.paymentMethod as IntentMethod,
        customerId: subscription.providerCustomerId,
        paymentMethodId: subscription.providerPaymentMethodId,
        orderId: order.id,
        orderNumber: order.number,
        // One charge per order and attempt: a replay asks for the same charge, never a second one.
        idempotencyKey: `renewal-${order.id}-${subscription.renewalFailures}`,
      });
    }
    await unitOfWork(async (tx) => {
      // The organisation's payment lock before the subscription's row, in the order every payment takes them.
      await lockOrganisationPayments(tx, order.tenantId);
      const current = await stillDue(tx, step);
      // Money taken is never dropped: a charge that went through while the step went stale (auto-renew turned
      // off, an extension) is still recorded and pays its order; only the failure path belongs to the step.
      if (!current) {
        if (answer.intentId && answer.status !== 'failed')
          await deps.payments.applyOffSessionCharge(tx, order, answer, now);
        return;
      }
      // Not applied: the order was paid, or began to be paid from the billing view, while the charge was asked for;
      // that payment answers, not this charge.
      const applied = answer.intentId
        ? await deps.payments.applyOffSessionCharge(tx, order, answer, now)
        : true;
      if (!applied) return;
      // A success renewed it through the 'renewal' paid handler; a bank debit waits for its settlement.
      if (answer.status === 'failed')
        await chargeFailed(tx, current, order, answer.message ?? 'The payment was declined.', now);
      else if (answer.status === 'processing' && current.state === 'renewal_due')
        await debitSettling(tx, current, order, now);
    });
  }

  /** An unpaid renewal invoice at the period's end: past_due, then grace. */
  async function invoiceDue(tx: Db, subscription: SubscriptionRow, now: Date): Promise<void> {
    const order = subscription.renewalOrderId
      ? await repository.order(tx, subscription.renewalOrderId)
      : undefined;
    const facts = await factsOf(tx, subscription);
    const pastDue = await transition(deps, tx, subscription, {
      event: 'past_due',
      to: 'past_due',
      at: now,
      detail: { invoice_number: order?.invoiceNumber ?? null },
      schedule: false,
    });
    await startGrace(
      tx,
      pastDue,
      now,
      (accessUntil) => (to) =>
        invoiceOverdueMail(to, {
          ...facts,
          invoiceNumber: order?.invoiceNumber ?? '',
          accessUntil,
          billingUrl: billingUrl(deps),
        }),
    );
  }

  /** Access ends: an open card or bank renewal order is cancelled, a renewal invoice stays owed. */
  async function expire(tx: Db, subscription: SubscriptionRow, now: Date): Promise<void> {
    const renewalOrderId = await closeRenewalOrder(deps, tx, subscription, now);
    const expired = await transition(deps, tx, subscription, {
      event: 'expired',
      to: 'expired',
      at: now,
      changes: { renewalOrderId },
    });
    const type = await repository.reportType(tx, expired.reportTypeId);
    // Access ends unpaid (after grace, or a bank debit still settling when the access it kept ran out).
    if (CHARGED_STATES.includes(subscription.state))
      await mailBilling(deps, tx, expired.tenantId, (to) =>
        expiredMail(to, { reportTypeName: type.name, tier: expired.tier, billingUrl: billingUrl(deps) }),
      );
  }

  /** renewed → active: the paid period begins, a year on, at the tier chosen for it. */
  async function newPeriod(tx: Db, subscription: SubscriptionRow, now: Date): Promise<void> {
    const paidUntil = addYears(subscription.paidUntil, 1);
    const tier = subscription.renewalTier ?? subscription.tier;
    const active = await transition(deps, tx, subscription, {
      event: 'new_period',
      to: subscription.autoRenew ? 'active' : 'cancelled',
      at: now,
      changes: { paidUntil, endsAt: paidUntil, tier, renewalTier: null },
      detail: { paid_until: paidUntil.toISOString() },
    });
    if (tier !== subscription.tier)
      await transition(deps, tx, active, {
        event: 'downgraded',
        to: 'active',
        at: now,
        detail: { from_tier: subscription.tier, to_tier: tier },
        schedule: false,
      });
  }

  jobs.register(subscriptionStepJob, async (step, { now }) => {
    if (step.action === 'charge' || step.action === 'retry_charge') {
      await charge(step, now);
      return;
    }
    await unitOfWork(async (tx) => {
      const subscription = await stillDue(tx, step);
      if (!subscription) return;
      switch (step.action) {
        case 'renewal_notice':
          return renewalNotice(tx, subscription, now);
        case 'invoice_due':
          return invoiceDue(tx, subscription, now);
        case 'new_period':
          return newPeriod(tx, subscription, now);
        case 'grace_ends':
        case 'ends':
          return expire(tx, subscription, now);
        case 'reminder':
          return;
      }
    });
  });

  // A renewal's bank debit failed after it began settling (the provider's later answer): once the period has
  // ended, as a declined charge (grace, the retries and their mails); before, the charge at its end debits again.
  deps.events.subscribe('commerce.bank-debit-failed', async (tx, { order, message, now }) => {
    if (order.kind !== 'renewal') return;
    // An invoice's bank transfer that failed leaves the invoice owed, and its late fee to come: no charge failed.
    if (!order.subscriptionId || order.method === 'invoice') return;
    const subscription = await repository.lock(tx, order.subscriptionId);
    const ofThisPeriod =
      subscription !== undefined && order.periodStartsAt?.getTime() === subscription.paidUntil.getTime();
    if (!subscription || !ofThisPeriod || !CHARGED_STATES.includes(subscription.state)) {
      // No renewal is being charged for it any more (auto-renew off, access ended, another period): nothing is
      // owed on it, so it is not offered for payment either.
      await orderChanges.cancelRenewal(tx, order.id, now);
      return;
    }
    if (now < subscription.paidUntil) return;
    await chargeFailed(tx, subscription, order, message, now);
  });

  // Sent once per period: a reminder recorded already is not sent again.
  jobs.register(renewalReminderJob, async ({ subscriptionId, paidUntil }, { now }) => {
    await unitOfWork(async (tx) => {
      const subscription = await repository.lock(tx, subscriptionId);
      if (
        !subscription ||
        subscription.state !== 'renewal_due' ||
        subscription.paidUntil.toISOString() !== paidUntil ||
        subscription.paymentMethod === 'invoice' ||
        (await repository.reminded(tx, subscriptionId, paidUntil))
      )
        return;
      const facts = await factsOf(tx, subscription);
      await mailBilling(deps, tx, subscription.tenantId, (to) =>
        renewalReminderMail(to, {
          ...facts,
          amountCents: facts.priceCents,
          renewsOn: formatLongDate(subscription.paidUntil),
        }),
      );
      await transition(deps, tx, subscription, {
        event: 'reminder_sent',
        to: 'renewal_due',
        at: now,
        detail: { paid_until: paidUntil },
        schedule: false,
      });
    });
  });
}
