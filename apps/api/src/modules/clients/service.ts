import { setOrganisationStatus, setUserSuspension } from '../accounts';
import type { StaffIdentity } from '../../platform/http/staff-identity.js';
import {
  centsToDollars,
  ClientMessages,
  latestEndDay,
  nextActionJson,
  TIER_SEATS,
  type AdminClient,
  type AdminClientRow,
  type AdminClientsQuery,
  type AdminClientTimelineEntry,
  type AdminGraceExtend,
  type AdminSubscriptionExtend,
  type AdminSubscriptionGrant,
  type SubscriptionState,
} from '@firm/domain';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { SessionEndReason } from '../../platform/database/schema.js';
import { lockOrganisationPayments } from '../../platform/database/payment-lock.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import { accountStateOf } from '../admin';
import { recordStaffAction } from '../activity';
import { recordSubscriptionEvent, scheduleNextStep, staffSubscriptionChanges } from '../billing';
import { recordTeamEvent, seatBuyer, suspensionOf } from '../team';
import { clientRepository as repository, type TenantRow } from './repository.js';
import { lifecycleTimeline, staffChangeKey } from './timeline.js';
import { orderChanges } from '../commerce';

const IdSchema = z.uuid();

/** The audit log's action for a team event a staff member's change of a user also records. */
const STAFF_ACTION_OF_TEAM_EVENT = { suspended: 'user_suspended', reactivated: 'user_reactivated' } as const;

/** States a staff extension ends: the period it adds is paid (complimentary), so the subscription runs again. */
const LAPSED_STATES: readonly SubscriptionState[] = ['past_due', 'grace', 'expired'];

/** Grace may be extended only while the period's end went unpaid (issue 17). */
const GRACE_STATES: readonly SubscriptionState[] = ['past_due', 'grace'];

/** An id from a path; anything that is not one names nothing. */
function idOf(raw: string, message: string): string {
  const parsed = IdSchema.safeParse(raw);
  if (!parsed.success) throw new NotFoundError(message);
  return parsed.data;
}

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

export interface ClientsDependencies {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  jobs: JobQueue;
  /** From the accounts service: a suspension ends the sessions at once, in the change's transaction. */
  accounts: {
    endSessionsOfUser: (tx: Db, userId: string, reason: SessionEndReason) => Promise<void>;
    endSessionsOfTenant: (tx: Db, tenantId: string, reason: SessionEndReason) => Promise<void>;
  };
}

/**
 * The back office's clients (issue 16): organisations listed and read whole; suspended and reactivated, as are
 * their users; complimentary subscriptions granted and extended. Every change is one transaction with its audit
 * record.
 */
export function createClients({ db, unitOfWork, clock, jobs, accounts }: ClientsDependencies) {
  async function lockedTenant(tx: Db, tenantId: string): Promise<TenantRow> {
    const tenant = await repository.findTenant(tx, tenantId, true);
    if (!tenant) throw new NotFoundError(ClientMessages.notFound);
    return tenant;
  }

  async function detail(reader: Db, tenantId: string): Promise<AdminClient> {
    const tenant = await repository.findTenant(reader, tenantId);
    if (!tenant) throw new NotFoundError(ClientMessages.notFound);
    const now = clock.now();
    const [members, subscriptions, orders, events, actions, created, steps] = await Promise.all([
      repository.members(reader, tenantId),
      repository.subscriptions(reader, tenantId, now),
      repository.orders(reader, tenantId),
      repository.teamEvents(reader, tenantId),
      repository.staffActions(reader, tenantId),
      repository.subscriptionsCreated(reader, tenantId, now),
      repository.subscriptionEvents(reader, tenantId),
    ]);
    // A staff member's change of a user is recorded twice (the team's record and the audit log, at the same
    // instant), a grant both by its audit row and its subscription, an extension or a waived late fee by its audit
    // row and its subscription's lifecycle step: the timeline shows each change once, as the staff action.
    const staffChanges = new Set(
      actions.map((action) => staffChangeKey(action.action, action.targetId, action.occurredAt)),
    );
    const grantsRecorded = new Set(
      actions.filter((action) => action.action === 'subscription_granted').map((action) => action.targetId),
    );
    const teamEventsOwn = events.filter((event) => {
      const staffAction = STAFF_ACTION_OF_TEAM_EVENT[event.action as keyof typeof STAFF_ACTION_OF_TEAM_EVENT];
      return !staffChanges.has(staffChangeKey(staffAction, event.subjectUserId ?? '', event.occurredAt));
    });
    const grantsUnrecorded = created.filter((subscription) => !grantsRecorded.has(subscription.id));
    const timeline: AdminClientTimelineEntry[] = [
      ...teamEventsOwn.map((event) => ({
        kind: 'team' as const,
        occurred_at: event.occurredAt.toISOString(),
        action: event.action,
        actor: event.actorEmail,
        subject: event.subjectEmail,
        detail: { before: event.before ?? null, after: event.after ?? null },
        reason: null,
      })),
      ...actions.map((action) => ({
        kind: 'staff' as const,
        occurred_at: action.occurredAt.toISOString(),
        action: action.action,
        actor: action.staffEmail,
        subject: action.targetId,
        detail: { before: action.before ?? null, after: action.after ?? null },
        reason: action.reason,
      })),
      ...orders.map((order) => ({
        kind: 'order_placed' as const,
        occurred_at: order.createdAt.toISOString(),
        action: order.number,
        actor: null,
        subject: null,
        detail: { method: order.method, total: centsToDollars(order.totalCents) },
        reason: null,
      })),
      ...orders
        .filter((order) => order.paidAt !== null)
        .map((order) => ({
          kind: 'order_paid' as const,
          occurred_at: order.paidAt!.toISOString(),
          action: order.number,
          actor: null,
          subject: null,
          detail: { method: order.method, total: centsToDollars(order.totalCents) },
          reason: null,
        })),
      ...grantsUnrecorded.map((subscription) => ({
        kind: 'subscription' as const,
        occurred_at: subscription.createdAt.toISOString(),
        action: 'subscription_granted',
        actor: null,
        subject: subscription.reportType,
        detail: { tier: subscription.tier },
        reason: subscription.grantReason,
      })),
      ...lifecycleTimeline(steps, staffChanges),
    ].sort((a, b) => (a.occurred_at < b.occurred_at ? 1 : a.occurred_at > b.occurred_at ? -1 : 0));

    return {
      id: tenant.id,
      name: tenant.name,
      country: tenant.country,
      city: tenant.city,
      industry_sector: tenant.industrySector,
      status: accountStateOf(tenant.status),
      created_at: tenant.createdAt.toISOString(),
      members: members.map((member) => ({
        id: member.id,
        name: `${member.firstName} ${member.lastName}`.trim(),
        email: member.email,
        role: member.role,
        status: accountStateOf(member.status),
        suspended_by: suspensionOf(member),
        seats: member.seats,
      })),
      subscriptions: subscriptions.map((subscription) => {
        const seats = TIER_SEATS[subscription.tier];
        return {
          id: subscription.id,
          report_type_id: subscription.reportTypeId,
          report_type: subscription.reportType,
          tier: subscription.tier,
          seats_used: subscription.used,
          seats: Number.isFinite(seats) ? seats : null,
          starts_at: subscription.startsAt.toISOString(),
          paid_until: subscription.paidUntil.toISOString(),
          ends_at: subscription.endsAt.toISOString(),
          state: subscription.state,
          auto_renew: subscription.autoRenew,
          payment_method: subscription.paymentMethod,
          next_action: nextActionJson(subscription),
          grant_reason: subscription.grantReason,
        };
      }),
      orders: orders.map((order) => ({
        id: order.id,
        number: order.number,
        status: order.status,
        method: order.method,
        kind: order.kind,
        total: centsToDollars(order.totalCents),
        invoice_number: order.invoiceNumber,
        invoice_due_at: order.invoiceDueAt?.toISOString() ?? null,
        created_at: order.createdAt.toISOString(),
        paid_at: order.paidAt?.toISOString() ?? null,
      })),
      timeline,
    };
  }

  /**
   * One change of an organisation, in its transaction; answers the organisation as it then is. It holds the
   * organisation's payment lock first (issue 39): a grant or an extension and a payment settling for the same report
   * type are judged one after the other.
   */
  async function change(
    rawTenantId: string,
    work: (tx: Db, tenant: TenantRow, now: Date) => Promise<void>,
  ): Promise<AdminClient> {
    const tenantId = idOf(rawTenantId, ClientMessages.notFound);
    return unitOfWork(async (tx) => {
      await lockOrganisationPayments(tx, tenantId);
      const tenant = await lockedTenant(tx, tenantId);
      await work(tx, tenant, clock.now());
      return detail(tx, tenantId);
    });
  }

  return {
    /** A page of organisations, filtered, searched and sorted on the server. */
    async list(query: AdminClientsQuery) {
      const { rows, count } = await repository.list(db, query, clock.now());
      const data: AdminClientRow[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        country: row.country,
        status: accountStateOf(row.status),
        members: row.members,
        active_subscriptions: row.activeSubscriptions,
        created_at: row.createdAt.toISOString(),
      }));
      return { count, page: query.page, page_size: query.page_size, data };
    },

    get: (rawTenantId: string) => detail(db, idOf(rawTenantId, ClientMessages.notFound)),

    /**
     * Suspends the organisation: none of its users can sign in or use the API, and every session of theirs ends
     * now. A pending organisation (registration unconfirmed) is refused; suspending a suspended one records nothing.
     */
    suspend: (staff: StaffIdentity, rawTenantId: string, reason: string) =>
      change(rawTenantId, async (tx, tenant, now) => {
        if (tenant.status === 'pending') throw new ConflictError(ClientMessages.pendingOrganisation);
        if (tenant.status === 'disabled') return;
        await setOrganisationStatus(tx, tenant.id, 'disabled');
        await accounts.endSessionsOfTenant(tx, tenant.id, 'suspended');
        await recordStaffAction(tx, {
          staff,
          action: 'organisation_suspended',
          target: { type: 'organisation', id: tenant.id },
          tenant: { id: tenant.id, name: tenant.name },
          before: { status: 'active' },
          after: { status: 'suspended' },
          reason,
          at: now,
        });
      }),

    reactivate: (staff: StaffIdentity, rawTenantId: string, reason: string) =>
      change(rawTenantId, async (tx, tenant, now) => {
        if (tenant.status !== 'disabled') return;
        await setOrganisationStatus(tx, tenant.id, 'active');
        await recordStaffAction(tx, {
          staff,
          action: 'organisation_reactivated',
          target: { type: 'organisation', id: tenant.id },
          tenant: { id: tenant.id, name: tenant.name },
          before: { status: 'suspended' },
          after: { status: 'active' },
          reason,
          at: now,
        });
      }),

    /**
     * Suspends or reactivates one user of the organisation, with the team's record and the audit record in the same
     * transaction; a suspension ends their sessions now. The suspension is the firm's (issue 39): the organisation's
     * owner and admins cannot lift it, nor remove the user, and suspending a user the organisation suspended makes
     * the suspension the firm's. Staff lift any suspension, the organisation's too. Asking for what already is (the
     * firm's suspension, or no suspension) changes nothing.
     */
    setUserSuspended: (
      staff: StaffIdentity,
      rawTenantId: string,
      rawUserId: string,
      suspended: boolean,
      reason: string,
    ) =>
      change(rawTenantId, async (tx, tenant, now) => {
        const userId = idOf(rawUserId, ClientMessages.userNotFound);
        const member = await repository.findMember(tx, tenant.id, userId, true);
        if (!member) throw new NotFoundError(ClientMessages.userNotFound);
        if (member.status === 'pending') throw new ConflictError(ClientMessages.pendingUser);
        const origin = suspensionOf(member);
        if (suspended ? origin === 'firm' : origin === null) return;
        await setUserSuspension(tx, member.id, suspended ? 'firm' : null);
        if (suspended) await accounts.endSessionsOfUser(tx, member.id, 'suspended');
        const before = origin ? { status: 'suspended', suspended_by: origin } : { status: 'active' };
        const after = suspended ? { status: 'suspended', suspended_by: 'firm' } : { status: 'active' };
        await recordTeamEvent(tx, {
          tenantId: tenant.id,
          actor: { id: staff.id, email: staff.email },
          action: suspended ? 'suspended' : 'reactivated',
          subject: { id: member.id, email: member.email },
          before,
          after,
          at: now,
        });
        await recordStaffAction(tx, {
          staff,
          action: suspended ? 'user_suspended' : 'user_reactivated',
          target: { type: 'user', id: member.id },
          tenant: { id: tenant.id, name: tenant.name },
          before: { ...before, email: member.email },
          after: { ...after, email: member.email },
          reason,
          at: now,
        });
      }),

    /** A complimentary subscription from now to the asked end; the organisation must not subscribe to the type. */
    grant: (staff: StaffIdentity, rawTenantId: string, request: AdminSubscriptionGrant) =>
      change(rawTenantId, async (tx, tenant, now) => {
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
          target: { type: 'subscription', id },
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
      rawTenantId: string,
      rawSubscriptionId: string,
      request: AdminSubscriptionExtend,
    ) =>
      change(rawTenantId, async (tx, tenant, now) => {
        const subscriptionId = idOf(rawSubscriptionId, ClientMessages.subscriptionNotFound);
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
        await recordSubscriptionEvent(tx, subscription, {
          event: 'extended',
          from: subscription.state,
          to: state,
          actorEmail: staff.email,
          detail: { ends_at: endsAt.toISOString() },
          at: now,
        });
        await scheduleNextStep(jobs, tx, extended);
        await recordStaffAction(tx, {
          staff,
          action: 'subscription_extended',
          target: { type: 'subscription', id: subscription.id },
          tenant: { id: tenant.id, name: tenant.name },
          before: {
            starts_at: subscription.startsAt.toISOString(),
            ends_at: subscription.endsAt.toISOString(),
          },
          after: { starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() },
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
      rawTenantId: string,
      rawSubscriptionId: string,
      request: AdminGraceExtend,
    ) =>
      change(rawTenantId, async (tx, tenant, now) => {
        const subscriptionId = idOf(rawSubscriptionId, ClientMessages.subscriptionNotFound);
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
        await recordSubscriptionEvent(tx, subscription, {
          event: 'grace_extended',
          from: subscription.state,
          to: 'grace',
          actorEmail: staff.email,
          detail: { ends_at: after.ends_at },
          at: now,
        });
        await scheduleNextStep(jobs, tx, extended);
        await recordStaffAction(tx, {
          staff,
          action: 'grace_extended',
          target: { type: 'subscription', id: subscription.id },
          tenant: { id: tenant.id, name: tenant.name },
          before,
          after,
          reason: request.reason,
          at: now,
        });
      }),
  };
}

export type Clients = ReturnType<typeof createClients>;
