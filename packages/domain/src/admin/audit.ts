import { z } from 'zod';
import {
  adminListQuery,
  adminPage,
  AdminListMessages,
  optionalParam,
  type AdminListRequest,
} from './list-query.js';

/**
 * What a staff member did (issue 16): every back-office change of money, access or content is recorded in the same
 * transaction as the change. The list grows with the back office; the record keeps what was before and after.
 */
export const STAFF_ACTIONS = ['inquiry_handled', 'inquiry_reopened'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export const STAFF_ACTION_LABELS: Record<StaffAction, string> = {
  inquiry_handled: 'Inquiry marked handled',
  inquiry_reopened: 'Inquiry marked new again',
};

/** What a record is about: the kind of thing changed, so the log links to it. */
export const AUDIT_TARGETS = ['inquiry'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const AuditEntrySchema = z.object({
  id: z.string(),
  occurred_at: z.string(),
  staff_id: z.string().nullable(),
  staff_email: z.string(),
  action: z.enum(STAFF_ACTIONS),
  target_type: z.enum(AUDIT_TARGETS),
  target_id: z.string(),
  tenant_id: z.string().nullable(),
  tenant_name: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const uuidParam = optionalParam(z.uuid({ error: AdminListMessages.id }));

/** GET admin/audit/: newest first unless asked otherwise; by staff member, organisation and action. */
export const AuditQuerySchema = adminListQuery(['occurred_at'], 'occurred_at', {
  staff: uuidParam,
  tenant: uuidParam,
  action: optionalParam(z.enum(STAFF_ACTIONS, { error: 'Action must be one the audit log records.' })),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
export interface AuditRequest extends AdminListRequest<'occurred_at'> {
  staff?: string;
  tenant?: string;
  action?: StaffAction;
}

export const AuditResponseSchema = adminPage(AuditEntrySchema);
export type AuditResponse = z.infer<typeof AuditResponseSchema>;

/** A reason, where a change of money or access asks for one. */
export const StaffReasonSchema = z
  .string({ error: 'Please give a reason.' })
  .trim()
  .min(1, 'Please give a reason.')
  .max(500, 'A reason may hold at most 500 characters.');
