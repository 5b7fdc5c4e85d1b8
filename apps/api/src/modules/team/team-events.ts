import type { TeamEvent } from '@firm/domain';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { Db } from '../../platform/database/database.js';
import type { TeamEventAction } from '../../platform/database/schema.js';
import { teamRepository as repository } from './repository.js';

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
  await repository.insertEvent(tx, {
    tenantId: event.tenantId,
    actorUserId: event.actor?.id ?? null,
    actorEmail: event.actor?.email ?? null,
    action: event.action,
    subjectUserId: event.subject?.id ?? null,
    subjectEmail: event.subject?.email ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    occurredAt: event.at,
  });
}

/** The team's record keeps the changes of the organisation's company fields that accounts announces. */
export function subscribeToCompanyChanges(events: DomainEvents): void {
  events.subscribe('accounts.company-changed', (tx, { tenantId, actor, before, after, at }) =>
    recordTeamEvent(tx, { tenantId, actor, action: 'company_changed', subject: null, before, after, at }),
  );
}

/** A page of the record: one organisation's, or every organisation's for the back office. */
export async function teamEventsPage(
  db: Db,
  tenantId: string | undefined,
  page: number,
): Promise<{ count: number; data: (TeamEvent & { tenant_id: string; organisation: string })[] }> {
  const { count, rows } = await repository.eventsPage(db, tenantId, page, TEAM_EVENTS_PAGE_SIZE);
  return {
    count,
    data: rows.map((row) => ({
      id: row.id,
      occurred_at: row.occurredAt.toISOString(),
      action: row.action,
      actor: row.actorEmail,
      subject: row.subjectEmail,
      before: row.before ?? null,
      after: row.after ?? null,
      tenant_id: row.tenantId,
      organisation: row.organisation,
    })),
  };
}
