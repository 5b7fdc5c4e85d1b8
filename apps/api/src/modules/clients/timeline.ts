import type { AdminClientTimelineEntry } from '@firm/domain';
import { isStaffAction, type ActivityRow } from '../activity';

/**
 * One recorded change as an entry of the organisation's timeline (issue 16), each change once: a back-office
 * action as the staff's (its subject the changed record's id), a subscription's lifecycle step (issue 17) with the
 * states it moved between, and any other change, of the team or the company, as the team's.
 */
export function timelineEntryOf(row: ActivityRow): AdminClientTimelineEntry {
  const occurred_at = row.occurredAt.toISOString();
  if (isStaffAction(row.action))
    return {
      kind: 'staff',
      occurred_at,
      action: row.action,
      actor: row.actorEmail,
      subject: row.subjectId,
      detail: { before: row.before ?? null, after: row.after ?? null },
      reason: row.reason,
    };
  if (row.subjectType === 'subscription') {
    const { state: to, ...detail } = (row.after as Record<string, unknown> | null) ?? {};
    const from = (row.before as { state?: unknown } | null)?.state ?? null;
    return {
      kind: 'lifecycle',
      occurred_at,
      action: row.action,
      actor: row.actorEmail,
      subject: row.subjectLabel,
      detail: { from, to, ...detail },
      reason: null,
    };
  }
  return {
    kind: 'team',
    occurred_at,
    action: row.action,
    actor: row.actorEmail,
    subject: row.subjectLabel,
    detail: { before: row.before ?? null, after: row.after ?? null },
    reason: null,
  };
}
