import { STAFF_ACTIONS } from '@firm/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { STAFF_CHANGES_OF_MEMBERS, TEAM_EVENT_ACTIONS } from '../../src/modules/team/team-events.js';
import type { Db } from '../../src/platform/database/database.js';
import { activity, type ActivityRow } from '../../src/platform/database/schema.js';

/**
 * The one activity record (issue 40) read as the three logs it replaced, so a test states what was recorded in the
 * words of the change it made: the audit log's staff actions, the team's events, a subscription's lifecycle steps.
 */

/** Rows oldest first, the rows of one moment in the order they were written. */
const rowsWhere = (db: Db, ...filters: (SQL | undefined)[]) =>
  db
    .select()
    .from(activity)
    .where(and(...filters))
    .orderBy(asc(activity.occurredAt), asc(activity.seq));

/** The back office's actions (issue 16), as the audit log keeps them. */
export async function staffActionRows(
  db: Db,
  where: { action?: string; targetType?: string; targetId?: string; tenantId?: string } = {},
) {
  const rows = await rowsWhere(
    db,
    inArray(activity.action, [...STAFF_ACTIONS]),
    where.action === undefined ? undefined : eq(activity.action, where.action),
    where.targetType === undefined ? undefined : eq(activity.subjectType, where.targetType),
    where.targetId === undefined ? undefined : eq(activity.subjectId, where.targetId),
    where.tenantId === undefined ? undefined : eq(activity.tenantId, where.tenantId),
  );
  return rows.map((row) => ({
    id: row.id,
    staffUserId: row.actorUserId,
    staffEmail: row.actorEmail,
    action: row.action,
    targetType: row.subjectType,
    targetId: row.subjectId,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    before: row.before,
    after: row.after,
    reason: row.reason,
    occurredAt: row.occurredAt,
  }));
}

const TEAM_WORDS: Record<string, string> = STAFF_CHANGES_OF_MEMBERS;
const TEAM_ACTIONS = [...TEAM_EVENT_ACTIONS, ...Object.keys(TEAM_WORDS)];

/** The changes of an organisation's people, seats and company (issue 15), as the team's history shows them. */
export async function teamEventRows(db: Db, where: { tenantId?: string; subjectUserId?: string }) {
  const rows = await rowsWhere(
    db,
    inArray(activity.action, TEAM_ACTIONS),
    where.tenantId === undefined ? undefined : eq(activity.tenantId, where.tenantId),
    where.subjectUserId === undefined
      ? undefined
      : and(eq(activity.subjectType, 'user'), eq(activity.subjectId, where.subjectUserId)),
  );
  return rows.map((row) => ({
    id: row.id,
    tenantId: row.tenantId,
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    action: TEAM_WORDS[row.action] ?? row.action,
    subjectUserId: row.subjectType === 'user' ? row.subjectId : null,
    subjectEmail: row.subjectLabel,
    before: row.before,
    after: row.after,
    occurredAt: row.occurredAt,
  }));
}

const stepOf = (row: ActivityRow) => {
  const { state: toState, ...detail } = (row.after as Record<string, unknown> | null) ?? {};
  return {
    id: row.id,
    subscriptionId: row.subjectId,
    tenantId: row.tenantId,
    reportTypeName: row.subjectLabel,
    event: row.action,
    fromState: (row.before as { state?: string } | null)?.state ?? null,
    toState: toState as string,
    actorEmail: row.actorEmail,
    detail: Object.keys(detail).length > 0 ? detail : null,
    occurredAt: row.occurredAt,
  };
};

/** A subscription's lifecycle steps (issue 17), oldest first; every subscription's without an id. */
export async function lifecycleStepRows(db: Db, subscriptionId?: string) {
  const rows = await rowsWhere(
    db,
    eq(activity.subjectType, 'subscription'),
    subscriptionId === undefined ? undefined : eq(activity.subjectId, subscriptionId),
  );
  return rows.filter((row) => !(STAFF_ACTIONS as readonly string[]).includes(row.action)).map(stepOf);
}

/** Every row of the record about one subject (a subscription, an order by its number), oldest first. */
export const recordedAbout = (db: Db, subjectId: string) => rowsWhere(db, eq(activity.subjectId, subjectId));
