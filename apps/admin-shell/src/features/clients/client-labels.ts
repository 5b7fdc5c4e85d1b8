import {
  tierLabel,
  type AccountState,
  type AdminClientTimelineEntry,
  STAFF_ACTION_LABELS,
  SUBSCRIPTION_EVENT_LABELS,
} from '@firm/domain';

export const STATE_LABELS: Record<AccountState, string> = {
  active: 'Active',
  suspended: 'Suspended',
  pending: 'Pending',
};

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
      return `${SUBSCRIPTION_EVENT_LABELS[entry.action as keyof typeof SUBSCRIPTION_EVENT_LABELS] ?? entry.action}${entry.subject ? `: ${entry.subject}` : ''}`;
    case 'team':
      return `${TEAM_ACTIONS[entry.action] ?? entry.action}${entry.subject ? `: ${entry.subject}` : ''}`;
  }
}
