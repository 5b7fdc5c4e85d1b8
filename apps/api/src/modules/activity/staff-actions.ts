import {
  STAFF_ACTIONS,
  type AuditEntry,
  type AuditQuery,
  type AuditTarget,
  type StaffAction,
} from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { recordActivity, type Actor } from './record.js';
import { activityRepository as repository, type ActivityRow } from './repository.js';

/**
 * Who acted in the back office: a staff member's id and address at the time (the record outlives the account), or,
 * for the command line, no id and the operator's name (e.g. 'cli:deploy').
 */
export interface Staff {
  id: string | null;
  email: string;
}

/** The command line, as the audit log names it (issue 16: the CLI calls the services the back office does). */
export const CLI_STAFF: Staff = { id: null, email: 'cli' };

/**
 * The server itself, as the audit log names it, for a change of money no person made (issue 39: an invoice voided
 * because another order for its report types was paid, a payment refunded because it could not be delivered).
 */
export const SYSTEM_STAFF: Staff = { id: null, email: 'system' };

/** The record's actor for a back-office change: a staff member, or the server when no person is named. */
export const actorOfStaff = (staff: Staff): Actor => ({
  kind: staff.id ? 'staff' : 'system',
  id: staff.id,
  email: staff.email,
});

/**
 * Writes one back-office change of money, access or content to the record, in the transaction of the change itself
 * (issue 16): the record is kept exactly when the change is, and no back-office write happens without one.
 */
export async function recordStaffAction(
  tx: Db,
  entry: {
    staff: Staff;
    action: StaffAction;
    /** With how people know it, where the audit log's id alone does not say (a user's email, a report type). */
    target: { type: AuditTarget; id: string; label?: string };
    tenant?: { id: string; name: string } | null;
    before: unknown;
    after: unknown;
    reason?: string | null;
    at: Date;
  },
): Promise<void> {
  await recordActivity(tx, {
    actor: actorOfStaff(entry.staff),
    action: entry.action,
    subject: entry.target,
    tenant: entry.tenant ?? null,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
    at: entry.at,
  });
}

/** Whether a row of the record is a back-office action, one the audit log lists. */
export const isStaffAction = (action: string): action is StaffAction =>
  (STAFF_ACTIONS as readonly string[]).includes(action);

export function auditEntryOf(row: ActivityRow): AuditEntry {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    staff_id: row.actorUserId,
    staff_email: row.actorEmail ?? 'system',
    action: row.action as StaffAction,
    target_type: row.subjectType as AuditTarget,
    target_id: row.subjectId ?? '',
    tenant_id: row.tenantId,
    tenant_name: row.tenantName,
    before: row.before,
    after: row.after,
    reason: row.reason,
  };
}

/** A page of the audit log, newest first unless asked otherwise, with the count of every record its filters match. */
export async function auditLogPage(db: Db, query: AuditQuery) {
  const { rows, count } = await repository.auditPage(db, STAFF_ACTIONS, query);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    data: rows.map(({ row }) => auditEntryOf(row)),
  };
}

/** The back-office actions about one subject (an order, by its number), oldest first. */
export async function auditOfSubject(
  db: Db,
  subject: { type: AuditTarget; id: string },
): Promise<AuditEntry[]> {
  return (await repository.ofSubject(db, subject, STAFF_ACTIONS)).map(auditEntryOf);
}

/** The fields of an audited record that differ, before and after (for a staff action's record), and whether any do. */
export function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    changed: keys.length > 0,
  };
}
