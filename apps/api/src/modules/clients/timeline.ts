import type { AdminClientTimelineEntry, StaffAction } from '@firm/domain';
import type { SubscriptionEventRow } from '../../platform/database/schema.js';

/**
 * The audit log's action for a lifecycle step a staff member's change also records, and the id its audit row
 * targets: the subscription, or for a waived late fee the fee's order number.
 */
const STAFF_ACTION_OF_EVENT: Partial<
  Record<string, { action: StaffAction; target: (event: SubscriptionEventRow) => string | undefined }>
> = {
  grace_extended: { action: 'grace_extended', target: (event) => event.subscriptionId },
  extended: { action: 'subscription_extended', target: (event) => event.subscriptionId },
  late_fee_waived: {
    action: 'late_fee_waived',
    target: (event) => {
      const order = (event.detail as { order?: unknown } | null)?.order;
      return typeof order === 'string' ? order : undefined;
    },
  },
};

/** The key by which a staff action and the lifecycle step it also recorded are told the same change. */
export const staffChangeKey = (action: string, targetId: string, at: Date) =>
  `${action}:${targetId}:${at.getTime()}`;

/**
 * The organisation's lifecycle steps (issue 17) as timeline entries; a step a staff member's change also wrote to
 * the audit log (`staffChanges`, by `staffChangeKey`) is left to that staff entry, so each change shows once.
 */
export function lifecycleTimeline(
  events: SubscriptionEventRow[],
  staffChanges: ReadonlySet<string>,
): AdminClientTimelineEntry[] {
  return events
    .filter((event) => {
      const staff = STAFF_ACTION_OF_EVENT[event.event];
      const target = staff?.target(event);
      return !(staff && target && staffChanges.has(staffChangeKey(staff.action, target, event.occurredAt)));
    })
    .map((event) => ({
      kind: 'lifecycle' as const,
      occurred_at: event.occurredAt.toISOString(),
      action: event.event,
      actor: event.actorEmail,
      subject: event.reportTypeName,
      detail: {
        from: event.fromState,
        to: event.toState,
        ...((event.detail as Record<string, unknown> | null) ?? {}),
      },
      reason: null,
    }));
}
