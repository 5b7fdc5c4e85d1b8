import type { Db } from '../../platform/database/database.js';
import { activityRepository as repository, type ActivityRow } from './repository.js';

/**
 * Who acted: a client's user or a staff member (their id and email at the time; the record outlives the account),
 * or the server itself: a job of the lifecycle (no email), a purchase, the command line ('cli') or a change of money
 * no person made ('system').
 */
export interface Actor {
  kind: ActivityRow['actorKind'];
  id: string | null;
  email: string | null;
}

/** A job of the server: the lifecycle's steps, a purchase seating its buyer. */
export const SERVER: Actor = { kind: 'system', id: null, email: null };

/** What a change was about: its kind, its id and how people know it (a member's email, a report type's name). */
export interface Subject {
  type: string;
  id: string | null;
  label?: string | null;
}

/**
 * Writes one change to the record, in the transaction of the change itself (issues 15, 16, 17): it is kept exactly
 * when the change is, once, whoever made it.
 */
export async function recordActivity(
  tx: Db,
  entry: {
    actor: Actor;
    action: string;
    subject: Subject;
    tenant?: { id: string; name?: string | null } | null;
    before?: unknown;
    after?: unknown;
    reason?: string | null;
    at: Date;
  },
): Promise<void> {
  await repository.insert(tx, {
    actorKind: entry.actor.kind,
    actorUserId: entry.actor.id,
    actorEmail: entry.actor.email,
    tenantId: entry.tenant?.id ?? null,
    tenantName: entry.tenant?.name ?? null,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    subjectLabel: entry.subject.label ?? null,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    occurredAt: entry.at,
  });
}
