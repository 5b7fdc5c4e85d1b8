import type { SubscriptionEvent, SubscriptionState, TierKey } from '@firm/domain';
import { addDays } from 'date-fns';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { SubscriptionRow } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { MailQueue, QueuedMail } from '../../platform/mail/mail-job.js';
import type { PaymentProvider } from '../../platform/payments/types.js';
import { type InvoiceService, type OrderService, type PaymentService, tierPriceCents } from '../commerce';
import { lifecycleRepository as repository, type SubscriptionChanges } from './lifecycle-repository.js';
import type { Recipient } from './lifecycle-mails.js';
import { scheduleNextStep } from './schedule.js';
import { recordSubscriptionEvent } from './subscription-events.js';

/** What the lifecycle's jobs and handlers work with (issue 17). */
export interface LifecycleDeps {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  jobs: JobQueue;
  mail: MailQueue;
  orders: OrderService;
  invoices: InvoiceService;
  payments: PaymentService;
  events: DomainEvents;
  /** The providers that may hold a saved payment method: the sandbox always, Stripe with keys. */
  providers: { sandbox: PaymentProvider; stripe?: PaymentProvider | null };
  /** Days of access kept after a period ended unpaid (SUBSCRIPTION_GRACE_DAYS). */
  graceDays: number;
  /** The site's origin, for links in mails sent by jobs. */
  linkOrigin: string;
  log: Log;
}

/** The client's billing view, where an open renewal is paid with another card. */
export const billingUrl = (deps: Pick<LifecycleDeps, 'linkOrigin'>) =>
  `${deps.linkOrigin}/client/profile/billing`;

/**
 * Moves the subscription to `to` in `tx` as of `at`, with `changes`, and records `event` (from its state now): the
 * next step is queued unless `schedule` is false (a state passed through on the way, as past_due to grace).
 */
export async function transition(
  deps: Pick<LifecycleDeps, 'jobs'>,
  tx: Db,
  subscription: SubscriptionRow,
  change: {
    event: SubscriptionEvent;
    to: SubscriptionState;
    at: Date;
    changes?: SubscriptionChanges;
    detail?: Record<string, unknown>;
    schedule?: boolean;
  },
): Promise<SubscriptionRow> {
  const moved = change.to !== subscription.state;
  const updated = await repository.update(tx, subscription.id, {
    ...change.changes,
    state: change.to,
    ...(moved ? { stateChangedAt: change.at } : {}),
  });
  await recordSubscriptionEvent(tx, subscription, {
    event: change.event,
    from: subscription.state,
    to: change.to,
    at: change.at,
    detail: change.detail ?? null,
  });
  if (change.schedule !== false) await scheduleNextStep(deps.jobs, tx, updated);
  return updated;
}

/** Queues one mail to each owner and billing member of the organisation, in `tx`. */
export async function mailBilling(
  deps: Pick<LifecycleDeps, 'mail'>,
  tx: Db,
  tenantId: string,
  build: (to: Recipient) => QueuedMail,
): Promise<void> {
  for (const recipient of await repository.billingRecipients(tx, tenantId))
    await deps.mail(tx, build(recipient));
}

/** The next period's tier and its price now (the report type's current price), with the type's name. */
export async function renewalTerms(tx: Db, subscription: SubscriptionRow) {
  const type = await repository.reportType(tx, subscription.reportTypeId);
  const tier: TierKey = subscription.renewalTier ?? subscription.tier;
  const priceCents = tierPriceCents(type, tier);
  if (priceCents === null)
    throw new Error(`${type.name} has no price for the tier ${tier}: its subscription cannot be renewed.`);
  return { reportTypeName: type.name, reportTypeId: type.id, tier, priceCents };
}

/** Who the subscription's orders are addressed to: the organisation's owner, else its first billing member. */
export async function payerOf(tx: Db, tenantId: string): Promise<string> {
  const recipients = await repository.billingRecipients(tx, tenantId);
  const payer = recipients.find((r) => r.role === 'owner') ?? recipients[0];
  if (!payer) throw new Error(`Organisation ${tenantId} has no owner or billing member to bill.`);
  return payer.id;
}

/** The end of grace for a period paid until `paidUntil`. */
export const graceEnd = (deps: Pick<LifecycleDeps, 'graceDays'>, paidUntil: Date) =>
  addDays(paidUntil, deps.graceDays);
