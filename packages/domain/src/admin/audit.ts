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
export const STAFF_ACTIONS = [
  'inquiry_handled',
  'inquiry_reopened',
  'report_uploaded',
  'report_updated',
  'report_unpublished',
  'report_republished',
  'report_deleted',
  'report_file_replaced',
  'correction_notice_sent',
  'report_type_updated',
  'promo_code_created',
  'promo_code_deactivated',
  'invoice_marked_paid',
  'invoice_resent',
  'invoice_voided',
  'payment_refunded',
  'bank_transfer_settled',
  'organisation_suspended',
  'organisation_reactivated',
  'user_suspended',
  'user_reactivated',
  'subscription_granted',
  'subscription_extended',
  'grace_extended',
  'late_fee_waived',
  'billing_profile_updated',
  'order_credited',
  'tax_rate_added',
  'tax_rate_changed',
  'tax_rate_removed',
  'staff_invited',
  'analyst_added',
  'analyst_updated',
  'analyst_removed',
  'consultation_prices_changed',
  'consultation_marked',
  'consultation_booked_by_staff',
  'course_added',
  'course_updated',
  'course_session_added',
  'course_session_updated',
  'course_material_added',
  'course_material_removed',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export const STAFF_ACTION_LABELS: Record<StaffAction, string> = {
  inquiry_handled: 'Inquiry marked handled',
  inquiry_reopened: 'Inquiry marked new again',
  report_uploaded: 'Report uploaded',
  report_updated: 'Report edited',
  report_unpublished: 'Report unpublished',
  report_republished: 'Report published again',
  report_deleted: 'Report deleted',
  report_file_replaced: 'Report PDF replaced',
  correction_notice_sent: 'Correction notice sent',
  report_type_updated: 'Report type edited',
  promo_code_created: 'Promo code created',
  promo_code_deactivated: 'Promo code deactivated',
  invoice_marked_paid: 'Invoice marked paid',
  invoice_resent: 'Invoice sent again',
  invoice_voided: 'Invoice voided',
  payment_refunded: 'Payment refunded',
  bank_transfer_settled: 'Bank transfer settled',
  organisation_suspended: 'Organisation suspended',
  organisation_reactivated: 'Organisation reactivated',
  user_suspended: 'User suspended',
  user_reactivated: 'User reactivated',
  subscription_granted: 'Subscription granted',
  subscription_extended: 'Subscription extended',
  grace_extended: 'Grace period extended',
  late_fee_waived: 'Late fee waived',
  billing_profile_updated: 'Billing details edited',
  order_credited: 'Credit note issued',
  tax_rate_added: 'Tax rate added',
  tax_rate_changed: 'Tax rate changed',
  tax_rate_removed: 'Tax rate removed',
  staff_invited: 'Staff member invited',
  analyst_added: 'Analyst added',
  analyst_updated: 'Analyst edited',
  analyst_removed: 'Analyst removed',
  consultation_prices_changed: 'Consultation prices changed',
  consultation_marked: 'Consultation marked',
  consultation_booked_by_staff: 'Consultation booked for a client',
  course_added: 'Course added',
  course_updated: 'Course edited',
  course_session_added: 'Course session added',
  course_session_updated: 'Course session edited',
  course_material_added: 'Course material uploaded',
  course_material_removed: 'Course material removed',
};

/** What a record is about: the kind of thing changed, so the log links to it. */
export const AUDIT_TARGETS = [
  'inquiry',
  'report',
  'report_type',
  'promo_code',
  'order',
  'organisation',
  'user',
  'subscription',
  'analyst',
  'consultation_prices',
  'consultation',
  'course',
  'course_session',
  'tax_rate',
] as const;
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
