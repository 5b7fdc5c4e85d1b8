import {
  formatSubscriptionDate,
  NEXT_ACTION_LABELS,
  tierLabel,
  TeamMessages,
  type AccountState,
  type AdminClientMember,
  type AdminClientSubscription,
  type AdminClientTimelineEntry,
  STAFF_ACTION_LABELS,
  SUBSCRIPTION_EVENT_LABELS,
  SUBSCRIPTION_STATE_LABELS,
  type SubscriptionState,
} from '@firm/domain';

export const STATE_LABELS: Record<AccountState, string> = {
  active: 'Active',
  suspended: 'Suspended',
  pending: 'Pending',
};

/** A member's state: a suspension names who made it (issue 39), since the organisation cannot lift the firm's. */
export function memberStateText(member: Pick<AdminClientMember, 'status' | 'suspended_by'>): string {
  if (member.status !== 'suspended' || member.suspended_by === null) return STATE_LABELS[member.status];
  return member.suspended_by === 'firm' ? TeamMessages.suspendedByFirm : TeamMessages.suspendedByOrganisation;
}

const TEAM_ACTIONS: Record<string, string> = {
  invited: 'Member invited',
  invitation_resent: 'Invitation sent again',
  invitation_revoked: 'Invitation revoked',
  joined: 'Member joined',
  role_changed: 'Role changed',
  suspended: 'Member suspended',
  reactivated: 'Member reactivated',
  removed: 'Member removed',
  ownership_transferred: 'Ownership handed over',
  seat_assigned: 'Seat assigned',
  seat_released: 'Seat released',
  company_changed: 'Company details changed',
};

export const tierText = (tier: string) => tierLabel(tier).toLowerCase();

/** A subscription's next lifecycle step and its date, e.g. 'Renewal notice on Apr 14, 2027'; 'None' once ended. */
export function nextActionText(subscription: Pick<AdminClientSubscription, 'next_action'>): string {
  const next = subscription.next_action;
  return next ? `${NEXT_ACTION_LABELS[next.action]} on ${formatSubscriptionDate(next.at)}` : 'None';
}

/** Grace is extended only while a renewal is unpaid (issue 17). */
export const mayExtendGrace = (subscription: Pick<AdminClientSubscription, 'state'>) =>
  subscription.state === 'past_due' || subscription.state === 'grace';

const stateLabel = (state: unknown) =>
  typeof state === 'string' && state in SUBSCRIPTION_STATE_LABELS
    ? SUBSCRIPTION_STATE_LABELS[state as SubscriptionState]
    : null;

/** A lifecycle step in words: what happened to which report type's subscription, and the state it left. */
function lifecycleText(entry: AdminClientTimelineEntry): string {
  const label =
    SUBSCRIPTION_EVENT_LABELS[entry.action as keyof typeof SUBSCRIPTION_EVENT_LABELS] ?? entry.action;
  const detail = (entry.detail ?? {}) as { from?: unknown; to?: unknown; ends_at?: unknown };
  const from = stateLabel(detail.from);
  const to = stateLabel(detail.to);
  const change = to && from !== to ? ` (${from ? `${from} to ` : 'now '}${to})` : '';
  const until =
    typeof detail.ends_at === 'string' ? `, access until ${formatSubscriptionDate(detail.ends_at)}` : '';
  return `${label}${entry.subject ? `: ${entry.subject}` : ''}${change}${until}`;
}

/** A line of the timeline, as words. */
export function timelineText(entry: AdminClientTimelineEntry): string {
  switch (entry.kind) {
    case 'order_placed':
      return `Order ${entry.action} placed`;
    case 'order_paid':
      return `Order ${entry.action} paid`;
    case 'subscription':
      return entry.action === 'subscription_granted'
        ? `Subscription to ${entry.subject ?? 'a report type'} granted`
        : `Subscription to ${entry.subject ?? 'a report type'} started`;
    case 'staff':
      return STAFF_ACTION_LABELS[entry.action as keyof typeof STAFF_ACTION_LABELS] ?? entry.action;
    case 'lifecycle':
      return lifecycleText(entry);
    case 'team':
      return `${TEAM_ACTIONS[entry.action] ?? entry.action}${entry.subject ? `: ${entry.subject}` : ''}`;
  }
}
