import { formatLongDate } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { SubscriptionRow } from '../../platform/database/schema.js';
import {
  billingUrl,
  graceEnd,
  mailBilling,
  renewalTerms,
  transition,
  type LifecycleDeps,
} from './lifecycle-context.js';
import { expiredMail } from './lifecycle-mails.js';
import { lifecycleRepository as repository } from './lifecycle-repository.js';
import { closeRenewalOrder } from './renewal-orders.js';
import { CHARGED_STATES } from './renewal-step.js';

/**
 * A period that ended unpaid (issue 17): past due, then grace with its mail, then expired; shared by the renewal's
 * charge and its invoice. Also what the lifecycle's mails say of a subscription.
 */
export function createLapse(deps: LifecycleDeps) {
  /** What a mail says of the subscription and its next period. */
  async function factsOf(tx: Db, subscription: SubscriptionRow) {
    const terms = await renewalTerms(tx, subscription);
    return { ...terms, method: subscription.paymentLabel ?? 'your saved payment method' };
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

  return { factsOf, startGrace, expire };
}

export type Lapse = ReturnType<typeof createLapse>;
