import type { TeamEvent } from '@firm/domain';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { Db } from '../../platform/database/database.js';
import { activityPage, recordActivity, SERVER, type ActivityRow } from '../activity';

/** What the team's record holds (issue 15): changes of membership, role and seat, and of the company fields. */
export const TEAM_EVENT_ACTIONS = [
  'invited',
  'invitation_resent',
  'invitation_revoked',
  'joined',
  'role_changed',
  'suspended',
  'reactivated',
  'removed',
  'ownership_transferred',
  'seat_assigned',
  'seat_released',
  'company_changed',
] as const;
export type TeamEventAction = (typeof TEAM_EVENT_ACTIONS)[number];

/** The back office's changes of a member the team's record shows too, in the team's words. */
export const STAFF_CHANGES_OF_MEMBERS = {
  user_suspended: 'suspended',
  user_reactivated: 'reactivated',
} as const;

/** Events a page of the record shows. */
export const TEAM_EVENTS_PAGE_SIZE = 20;

/** Who made a change: a person (their id and address at the time), or null for the system (a purchase). */
export type Actor = { id: string; email: string } | null;

/** Whom a change concerned: a member (id and address) or an invitee (address only). */
export interface Subject {
  id: string | null;
  email: string;
}

/**
 * Writes one change of membership, role or seat to the record, in the transaction of the change itself (issue
 * 15): it is kept exactly when the change is.
 */
export async function recordTeamEvent(
  tx: Db,
  event: {
    tenantId: string;
    actor: Actor;
    action: TeamEventAction;
    /** None for a change of the organisation itself (its company fields). */
    subject: Subject | null;
    before: unknown;
    after: unknown;
    at: Date;
  },
): Promise<void> {
  const { subject } = event;
  await recordActivity(tx, {
    actor: event.actor ? { kind: 'client', ...event.actor } : SERVER,
    action: event.action,
    subject: subject
      ? { type: subject.id ? 'user' : 'invitation', id: subject.id, label: subject.email }
      : { type: 'organisation', id: event.tenantId },
    tenant: { id: event.tenantId },
    before: event.before,
    after: event.after,
    at: event.at,
  });
}

/** The team's record keeps the changes of the organisation's company fields that accounts announces. */
export function subscribeToCompanyChanges(events: DomainEvents): void {
  events.subscribe('accounts.company-changed', (tx, { tenantId, actor, before, after, at }) =>
    recordTeamEvent(tx, { tenantId, actor, action: 'company_changed', subject: null, before, after, at }),
  );
}

const actionOf = (row: ActivityRow): string =>
  STAFF_CHANGES_OF_MEMBERS[row.action as keyof typeof STAFF_CHANGES_OF_MEMBERS] ?? row.action;

/** A page of the record: one organisation's, or every organisation's for the back office. */
export async function teamEventsPage(
  db: Db,
  tenantId: string | undefined,
  page: number,
): Promise<{ count: number; data: (TeamEvent & { tenant_id: string; organisation: string })[] }> {
  const { count, rows } = await activityPage(
    db,
    [...TEAM_EVENT_ACTIONS, ...Object.keys(STAFF_CHANGES_OF_MEMBERS)],
    tenantId,
    { page, pageSize: TEAM_EVENTS_PAGE_SIZE },
  );
  return {
    count,
    data: rows.map((row) => ({
      id: row.id,
      occurred_at: row.occurredAt.toISOString(),
      action: actionOf(row),
      actor: row.actorEmail,
      subject: row.subjectLabel,
      before: row.before ?? null,
      after: row.after ?? null,
      tenant_id: row.tenantId!,
      organisation: row.organisation ?? '',
    })),
  };
}
