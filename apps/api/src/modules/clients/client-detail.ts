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
import { activityOfOrganisation } from '../activity';
import { accountStateOf } from '../admin';
import { suspensionOf } from '../team';
import { clientRepository as repository } from './repository.js';
import { timelineEntryOf } from './timeline.js';

/**
 * An organisation read whole for the back office (issue 16), as of `now`: its people, subscriptions, orders and
 * the timeline of what happened to it, newest first.
 */
export async function clientDetail(reader: Db, tenantId: string, now: Date): Promise<AdminClient> {
  const tenant = await repository.findTenant(reader, tenantId);
  if (!tenant) throw new NotFoundError(ClientMessages.notFound);
  const [members, subscriptions, orders, activity] = await Promise.all([
    repository.members(reader, tenantId),
    repository.subscriptions(reader, tenantId, now),
    repository.orders(reader, tenantId),
    activityOfOrganisation(reader, tenantId),
  ]);
  const timeline: AdminClientTimelineEntry[] = [
    ...activity.map(timelineEntryOf),
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
