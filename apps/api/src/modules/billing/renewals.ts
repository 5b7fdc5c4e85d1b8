import { BillingTerms, formatLongDate } from '@firm/domain';
import { addDays, addYears } from 'date-fns';
import type { Db } from '../../platform/database/database.js';
import type { SubscriptionRow } from '../../platform/database/schema.js';
import { defineJob } from '../../platform/jobs/queue.js';
import { createLapse } from './lapse.js';
import {
  billingUrl,
  mailBilling,
  renewalTerms,
  transition,
  type LifecycleDeps,
} from './lifecycle-context.js';
import { invoiceOverdueMail, renewalNoticeMail, renewalReminderMail } from './lifecycle-mails.js';
import { lifecycleRepository as repository } from './lifecycle-repository.js';
import { createRenewalCharges } from './renewal-charges.js';
import { openRenewalOrder } from './renewal-orders.js';
import { stillDue } from './renewal-step.js';
import { subscriptionStepJob } from './schedule.js';
import { reminded } from './subscription-events.js';

/** The reminder to card and bank payers 7 days before the renewal of the period paid until `paidUntil`. */
export const renewalReminderJob = defineJob<{ subscriptionId: string; paidUntil: string }>(
  'subscriptions.renewal-reminder',
);

/**
 * The subscription's lifecycle steps (issue 17, docs/decisions/017): registers the handler of the step job and of the
 * reminder. Each step locks the subscription, and acts only if the step is still its next one (same action, same
 * time), as of the run's time: a stale or replayed step does nothing. Charging is renewal-charges.ts's, a period
 * ended unpaid lapse.ts's.
 */
export function registerRenewalSteps(deps: LifecycleDeps): void {
  const { unitOfWork, jobs } = deps;
  const lapse = createLapse(deps);
  const { factsOf, startGrace, expire } = lapse;
  const { charge } = createRenewalCharges(deps, lapse);

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

  // Sent once per period: a reminder recorded already is not sent again.
  jobs.register(renewalReminderJob, async ({ subscriptionId, paidUntil }, { now }) => {
    await unitOfWork(async (tx) => {
      const subscription = await repository.lock(tx, subscriptionId);
      if (
        !subscription ||
        subscription.state !== 'renewal_due' ||
        subscription.paidUntil.toISOString() !== paidUntil ||
        subscription.paymentMethod === 'invoice' ||
        (await reminded(tx, subscriptionId, paidUntil))
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
