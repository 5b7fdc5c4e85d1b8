import {
  ClientMessages,
  latestEndDay,
  type AdminGraceExtend,
  type AdminSubscriptionExtend,
  type AdminSubscriptionGrant,
  type SubscriptionState,
} from '@firm/domain';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import type { StaffIdentity } from '../../platform/http/staff-identity.js';
import { recordStaffAction } from '../activity';
import { scheduleNextStep, staffSubscriptionChanges } from '../billing';
import { orderChanges } from '../commerce';
import { seatBuyer } from '../team';
import type { ClientChange } from './client-change.js';
import { clientRepository as repository } from './repository.js';

/** States a staff extension ends: the period it adds is paid (complimentary), so the subscription runs again. */
const LAPSED_STATES: readonly SubscriptionState[] = ['past_due', 'grace', 'expired'];

/** Grace may be extended only while the period's end went unpaid (issue 17). */
const GRACE_STATES: readonly SubscriptionState[] = ['past_due', 'grace'];

/** The end a period asks for: through the given UTC day, or `months` after `from`. */
function endOf(period: { ends_at?: string | undefined; months?: number | undefined }, from: Date): Date {
  if (period.ends_at !== undefined) {
    const day = new Date(`${period.ends_at}T00:00:00.000Z`);
    return new Date(day.getTime() + 24 * 60 * 60 * 1000);
  }
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + (period.months ?? 0));
  return end;
}

const endsAtError = (message: string) => new InvalidInputError(message, { ends_at: [message] });

/** An asked end date lies at most `MAX_SUBSCRIPTION_MONTHS` months ahead of today, by the server's clock. */
function checkEndDay(period: { ends_at?: string | undefined }, now: Date): void {
  if (period.ends_at !== undefined && period.ends_at > latestEndDay(now))
    throw endsAtError(ClientMessages.endsTooLate);
}

/**
 * Subscriptions staff give (issue 16): complimentary ones granted, periods extended, grace kept longer (issue 17),
 * each change with its lifecycle step and audit record.
 */
export function createStaffSubscriptions({ change, jobs }: { change: ClientChange; jobs: JobQueue }) {
  return {
    /** A complimentary subscription from now to the asked end; the organisation must not subscribe to the type. */
    grant: (staff: StaffIdentity, tenantId: string, request: AdminSubscriptionGrant) =>
      change(tenantId, async (tx, tenant, now) => {
        const type = await repository.soldReportType(tx, request.report_type_id);
        if (!type)
          throw new InvalidInputError(ClientMessages.reportTypeNotFound, {
            report_type_id: [ClientMessages.reportTypeNotFound],
          });
        const alreadySubscribed = () =>
          new ConflictError(ClientMessages.alreadySubscribed, {
            report_type_id: [ClientMessages.alreadySubscribed],
          });
        if (await repository.subscriptionOfType(tx, tenant.id, type.id)) throw alreadySubscribed();
        checkEndDay(request, now);
        const endsAt = endOf(request, now);
        if (endsAt <= now) throw endsAtError(ClientMessages.endsInFuture);
        const id = await staffSubscriptionChanges.grantComplimentary(tx, {
          tenantId: tenant.id,
          reportTypeId: type.id,
          tier: request.tier,
          startsAt: now,
          endsAt,
          grantReason: request.reason,
          createdAt: now,
        });
        // Another grant or a purchase took the type between the check and the insert.
        if (!id) throw alreadySubscribed();
        const granted = await repository.findSubscription(tx, tenant.id, id);
        await scheduleNextStep(jobs, tx, granted!);
        // As a purchase seats its buyer, a grant seats the owner: the organisation reads it at once.
        const ownerId = await repository.activeOwnerOf(tx, tenant.id);
        if (ownerId)
          await seatBuyer(tx, { tenantId: tenant.id, userId: ownerId, reportTypeIds: [type.id] }, now);
        await recordStaffAction(tx, {
          staff,
          action: 'subscription_granted',
          target: { type: 'subscription', id, label: type.name },
          tenant: { id: tenant.id, name: tenant.name },
          before: null,
          after: {
            report_type: type.name,
            tier: request.tier,
            starts_at: now.toISOString(),
            ends_at: endsAt.toISOString(),
          },
          reason: request.reason,
          at: now,
        });
      }),

    /**
     * A later end for a subscription: months count from its current end, or from now when it has run out (it then
     * starts again now). The new end must be later than the current one.
     */
    extend: (
      staff: StaffIdentity,
      tenantId: string,
      subscriptionId: string,
      request: AdminSubscriptionExtend,
    ) =>
      change(tenantId, async (tx, tenant, now) => {
        const subscription = await repository.findSubscription(tx, tenant.id, subscriptionId, true);
        if (!subscription) throw new NotFoundError(ClientMessages.subscriptionNotFound);
        checkEndDay(request, now);
        const running = subscription.endsAt > now;
        const endsAt = endOf(request, running ? subscription.endsAt : now);
        if (endsAt <= subscription.endsAt) throw endsAtError(ClientMessages.endsAfter);
        if (endsAt <= now) throw endsAtError(ClientMessages.endsInFuture);
        const startsAt = running ? subscription.startsAt : now;
        // The added period is paid (by the firm): a lapsed subscription runs again, to renew if it auto-renews.
        const lapsed = LAPSED_STATES.includes(subscription.state);
        const state = lapsed ? (subscription.autoRenew ? 'active' : 'cancelled') : subscription.state;
        // The period staff paid needs no renewal order any more: no late fee, no charge for it (issue 17).
        if (subscription.renewalOrderId)
          await orderChanges.drop(
            tx,
            jobs,
            subscription.renewalOrderId,
            'The subscription was extended.',
            now,
          );
        const extended = await staffSubscriptionChanges.extendPeriod(tx, subscription.id, {
          endsAt,
          startsAt,
          state,
          stateChangedAt: lapsed ? now : subscription.stateChangedAt,
          renewalFailures: lapsed ? 0 : subscription.renewalFailures,
          renewalOrderId: null,
        });
        await scheduleNextStep(jobs, tx, extended);
        await recordStaffAction(tx, {
          staff,
          action: 'subscription_extended',
          target: { type: 'subscription', id: subscription.id, label: subscription.reportTypeName },
          tenant: { id: tenant.id, name: tenant.name },
          before: {
            state: subscription.state,
            starts_at: subscription.startsAt.toISOString(),
            ends_at: subscription.endsAt.toISOString(),
          },
          after: { state, starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() },
          reason: request.reason,
          at: now,
        });
      }),

    /**
     * Access kept longer for a subscription whose period ended unpaid (issue 17): through the asked UTC day, in
     * grace. Only while past due or in grace, to a day later than access now ends and at most
     * `MAX_SUBSCRIPTION_MONTHS` months ahead.
     */
    extendGrace: (
      staff: StaffIdentity,
      tenantId: string,
      subscriptionId: string,
      request: AdminGraceExtend,
    ) =>
      change(tenantId, async (tx, tenant, now) => {
        const subscription = await repository.findSubscription(tx, tenant.id, subscriptionId, true);
        if (!subscription) throw new NotFoundError(ClientMessages.subscriptionNotFound);
        if (!GRACE_STATES.includes(subscription.state)) throw new ConflictError(ClientMessages.notInGrace);
        const untilError = (message: string) => new InvalidInputError(message, { until: [message] });
        if (request.until > latestEndDay(now)) throw untilError(ClientMessages.endsTooLate);
        const endsAt = endOf({ ends_at: request.until }, now);
        if (endsAt <= subscription.endsAt) throw untilError(ClientMessages.graceAfter);
        const extended = await staffSubscriptionChanges.extendGrace(tx, subscription.id, endsAt, now);
        const before = { state: subscription.state, ends_at: subscription.endsAt.toISOString() };
        const after = { state: 'grace', ends_at: endsAt.toISOString() };
        await scheduleNextStep(jobs, tx, extended);
        await recordStaffAction(tx, {
          staff,
          action: 'grace_extended',
          target: { type: 'subscription', id: subscription.id, label: subscription.reportTypeName },
          tenant: { id: tenant.id, name: tenant.name },
          before,
          after,
          reason: request.reason,
          at: now,
        });
      }),
  };
}
