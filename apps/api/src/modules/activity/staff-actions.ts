import type { AuditEntry, AuditQuery, AuditTarget, StaffAction } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { activityRepository as repository, type StaffActionRow } from './repository.js';

/**
 * Who acted: a staff member's id and address at the time (the record outlives the account), or, for the command
 * line, no id and the operator's name (e.g. 'cli:deploy').
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

/**
 * Writes one staff action to the audit log, in the transaction of the change itself (issue 16): the record is kept
 * exactly when the change is, and no back-office write happens without one.
 */
export async function recordStaffAction(
  tx: Db,
  entry: {
    staff: Staff;
    action: StaffAction;
    target: { type: AuditTarget; id: string };
    tenant?: { id: string; name: string } | null;
    before: unknown;
    after: unknown;
    reason?: string | null;
    at: Date;
  },
): Promise<void> {
  await repository.insertStaffAction(tx, {
    staffUserId: entry.staff.id,
    staffEmail: entry.staff.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    tenantId: entry.tenant?.id ?? null,
    tenantName: entry.tenant?.name ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    occurredAt: entry.at,
  });
}

export function auditEntryOf(row: StaffActionRow): AuditEntry {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    staff_id: row.staffUserId,
    staff_email: row.staffEmail,
    action: row.action as AuditEntry['action'],
    target_type: row.targetType as AuditEntry['target_type'],
    target_id: row.targetId,
    tenant_id: row.tenantId,
    tenant_name: row.tenantName,
    before: row.before,
    after: row.after,
    reason: row.reason,
  };
}

/** A page of the audit log, newest first unless asked otherwise, with the count of every record its filters match. */
export async function auditLogPage(db: Db, query: AuditQuery) {
  const { rows, count } = await repository.listStaffActions(db, query);
  return { count, page: query.page, page_size: query.page_size, data: rows.map(auditEntryOf) };
}
