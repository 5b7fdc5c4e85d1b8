import {
  centsToDollars,
  ClientMessages,
  nextActionJson,
  TIER_SEATS,
  type AdminClient,
  type AdminClientTimelineEntry,
} from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { NotFoundError } from '../../platform/errors.js';
import { accountStateOf } from '../admin';
import { suspensionOf } from '../team';
import { clientRepository as repository } from './repository.js';
import { lifecycleTimeline, staffChangeKey } from './timeline.js';

/** The audit log's action for a team event a staff member's change of a user also records. */
const STAFF_ACTION_OF_TEAM_EVENT = { suspended: 'user_suspended', reactivated: 'user_reactivated' } as const;

/**
 * An organisation read whole for the back office (issue 16), as of `now`: its people, subscriptions, orders and
 * the timeline of what happened to it, newest first.
 */
export async function clientDetail(reader: Db, tenantId: string, now: Date): Promise<AdminClient> {
  const tenant = await repository.findTenant(reader, tenantId);
  if (!tenant) throw new NotFoundError(ClientMessages.notFound);
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
