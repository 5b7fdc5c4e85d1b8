import { z } from 'zod';
import { MAX_INTEGER_ID } from '../api/ids.js';
import { TIER_KEYS } from '../reports/tiers.js';
import { BillingNextActionSchema } from '../billing/billing-view.js';
import { ORDER_KINDS, SUBSCRIPTION_PAYMENT_METHODS, SUBSCRIPTION_STATES } from '../billing/lifecycle.js';
import { SUSPENSION_ORIGINS } from '../team/roles.js';
import { StaffReasonSchema } from './audit.js';
import { isoDay } from './iso-day.js';
import { adminListQuery, adminPage, optionalParam, type AdminListRequest } from './list-query.js';

/**
 * The back office's clients (issue 16): organisations with their members, subscriptions, orders and invoices;
 * suspension and reactivation of an organisation or a user; complimentary grants and extensions; a timeline.
 */
export const CLIENT_STATUSES = ['active', 'suspended', 'pending', 'all'] as const;
export type ClientStatusFilter = (typeof CLIENT_STATUSES)[number];
/** An organisation's or a user's state as the back office names it ('disabled' in storage is suspended). */
export const ACCOUNT_STATES = ['active', 'suspended', 'pending'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** The longest period granted or added at once, in months, and how far ahead an end date may lie. */
export const MAX_SUBSCRIPTION_MONTHS = 36;

export const ClientMessages = {
  notFound: 'This organisation does not exist.',
  userNotFound: 'This user is not a member of this organisation.',
  subscriptionNotFound: 'This organisation has no subscription to this report type.',
  reportTypeNotFound: 'This report type does not exist or is not sold.',
  alreadySubscribed:
    'This organisation already subscribes to this report type; extend that subscription instead.',
  endsAfter: 'The new end date must be later than the current one.',
  endsInFuture: 'The end date must lie in the future.',
  endOrMonths: 'Give either an end date or a number of months.',
  months: `Months must be a whole number from 1 to ${MAX_SUBSCRIPTION_MONTHS}.`,
  endsAt: 'The end date must be a date (YYYY-MM-DD).',
  endsTooLate: `The end date may be at most ${MAX_SUBSCRIPTION_MONTHS} months from today.`,
  tier: 'Tier must be one of single user, up to 3 users or enterprise.',
  reportType: 'Please choose a report type.',
  suspended: 'The organisation is suspended; its users are signed out.',
  reactivated: 'The organisation is active again.',
  userSuspended: 'The user is suspended and signed out.',
  userReactivated: 'The user is active again.',
  granted: 'The subscription is granted.',
  graceExtended: 'The grace period is extended.',
  graceUntil: 'The grace period must end on a date (YYYY-MM-DD).',
  graceAfter: 'The new grace end must be later than the current end of access.',
  notInGrace: 'Only a subscription in its grace period (or past due) can have its grace extended.',
  extended: 'The subscription is extended.',
  pendingOrganisation: 'This organisation has not confirmed its registration yet.',
  pendingUser: 'This user has not confirmed their account yet.',
} as const;

export const AdminClientRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  status: z.enum(ACCOUNT_STATES),
  members: z.number().int(),
  active_subscriptions: z.number().int(),
  created_at: z.string(),
});
export type AdminClientRow = z.infer<typeof AdminClientRowSchema>;

export const ADMIN_CLIENT_SORTS = ['name', 'created_at'] as const;
export type AdminClientSort = (typeof ADMIN_CLIENT_SORTS)[number];

/** GET admin/clients/: newest first by default; searched by organisation name and member email. */
export const AdminClientsQuerySchema = adminListQuery(ADMIN_CLIENT_SORTS, 'created_at', {
  status: optionalParam(
    z.enum(CLIENT_STATUSES, { error: 'Status must be active, suspended, pending or all.' }),
  ).transform((value): ClientStatusFilter => value ?? 'all'),
  q: optionalParam(z.string().trim().max(100, 'Search may hold at most 100 characters.')),
});
export type AdminClientsQuery = z.infer<typeof AdminClientsQuerySchema>;
export interface AdminClientsRequest extends AdminListRequest<AdminClientSort> {
  status?: ClientStatusFilter;
  q?: string;
}
export const AdminClientsResponseSchema = adminPage(AdminClientRowSchema);
export type AdminClientsResponse = z.infer<typeof AdminClientsResponseSchema>;

export const AdminClientMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  status: z.enum(ACCOUNT_STATES),
  /** Who suspended the user (issue 39): the firm's staff or their organisation; null unless suspended. */
  suspended_by: z.enum(SUSPENSION_ORIGINS).nullable(),
  seats: z.array(z.string()),
});
export type AdminClientMember = z.infer<typeof AdminClientMemberSchema>;

export const AdminClientSubscriptionSchema = z.object({
  id: z.string(),
  report_type_id: z.number().int(),
  report_type: z.string(),
  tier: z.enum(TIER_KEYS),
  seats_used: z.number().int(),
  /** Null for an unlimited tier (enterprise). */
  seats: z.number().int().nullable(),
  starts_at: z.string(),
  /** The end of the paid period (issue 17). */
  paid_until: z.string(),
  /** When access ends: later than `paid_until` during grace. */
  ends_at: z.string(),
  state: z.enum(SUBSCRIPTION_STATES),
  auto_renew: z.boolean(),
  payment_method: z.enum(SUBSCRIPTION_PAYMENT_METHODS),
  /** What happens next to it, and when (issue 17); null once it has ended. */
  next_action: BillingNextActionSchema.nullable(),
  grant_reason: z.string().nullable(),
});
export type AdminClientSubscription = z.infer<typeof AdminClientSubscriptionSchema>;

export const AdminClientOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  method: z.string(),
  /** What it pays for (issue 17): a purchase, a renewal, an upgrade or a late fee. */
  kind: z.enum(ORDER_KINDS),
  total: z.number(),
  invoice_number: z.string().nullable(),
  invoice_due_at: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type AdminClientOrder = z.infer<typeof AdminClientOrderSchema>;

export const CLIENT_TIMELINE_KINDS = [
  'team',
  'order_placed',
  'order_paid',
  'staff',
  'subscription',
  /** A subscription's lifecycle step (issue 17): renewal notice, renewal, payment failure, grace, expiry. */
  'lifecycle',
] as const;
export const AdminClientTimelineEntrySchema = z.object({
  kind: z.enum(CLIENT_TIMELINE_KINDS),
  occurred_at: z.string(),
  /** The team event's action, the staff action, or the order's number. */
  action: z.string(),
  actor: z.string().nullable(),
  subject: z.string().nullable(),
  detail: z.unknown(),
  reason: z.string().nullable(),
});
export type AdminClientTimelineEntry = z.infer<typeof AdminClientTimelineEntrySchema>;

export const AdminClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  industry_sector: z.string().nullable(),
  status: z.enum(ACCOUNT_STATES),
  created_at: z.string(),
  members: z.array(AdminClientMemberSchema),
  subscriptions: z.array(AdminClientSubscriptionSchema),
  orders: z.array(AdminClientOrderSchema),
  /** Newest first. */
  timeline: z.array(AdminClientTimelineEntrySchema),
});
export type AdminClient = z.infer<typeof AdminClientSchema>;
export const AdminClientResponseSchema = z.object({ status: z.literal(true), data: AdminClientSchema });
export type AdminClientResponse = z.infer<typeof AdminClientResponseSchema>;

/** Body of the suspend and reactivate calls, for an organisation or a user. */
export const AdminAccessChangeSchema = z.object({ reason: StaffReasonSchema });
export type AdminAccessChange = z.infer<typeof AdminAccessChangeSchema>;

/**
 * The last day an end date may name, given today: `MAX_SUBSCRIPTION_MONTHS` months ahead, as YYYY-MM-DD (UTC).
 * The server checks it against its own clock, so the schema cannot; the form may use it as the input's maximum.
 */
export function latestEndDay(now: Date): string {
  const latest = new Date(now);
  latest.setUTCMonth(latest.getUTCMonth() + MAX_SUBSCRIPTION_MONTHS);
  return latest.toISOString().slice(0, 10);
}

const EndDate = isoDay(ClientMessages.endsAt);
const Months = z.coerce
  .number({ error: ClientMessages.months })
  .int(ClientMessages.months)
  .min(1, ClientMessages.months)
  .max(MAX_SUBSCRIPTION_MONTHS, ClientMessages.months);

/** Until an end date (through that UTC day) or for a number of months: one of the two. */
function period<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object({
      ...shape,
      ends_at: optionalParam(EndDate),
      months: optionalParam(Months),
      reason: StaffReasonSchema,
    })
    .superRefine((value, context) => {
      const { ends_at: endsAt, months } = value as { ends_at?: string; months?: number };
      if ((endsAt === undefined) === (months === undefined))
        context.addIssue({ code: 'custom', path: ['ends_at'], message: ClientMessages.endOrMonths });
    });
}

/** Body of `POST admin/clients/<id>/subscriptions/`: a complimentary subscription to a report type at a tier. */
export const AdminSubscriptionGrantSchema = period({
  report_type_id: z.coerce
    .number({ error: ClientMessages.reportType })
    .int(ClientMessages.reportType)
    .min(1, ClientMessages.reportType)
    .max(MAX_INTEGER_ID, ClientMessages.reportType),
  tier: z.enum(TIER_KEYS, { error: ClientMessages.tier }),
});
export type AdminSubscriptionGrant = z.infer<typeof AdminSubscriptionGrantSchema>;
export type AdminSubscriptionGrantRequest = z.input<typeof AdminSubscriptionGrantSchema>;

/** Body of `POST admin/clients/<id>/subscriptions/<subscription id>/extend/`: a later end. */
export const AdminSubscriptionExtendSchema = period({});
export type AdminSubscriptionExtend = z.infer<typeof AdminSubscriptionExtendSchema>;
export type AdminSubscriptionExtendRequest = z.input<typeof AdminSubscriptionExtendSchema>;

/** What a client change answers: a message and the organisation as it now is. */
export const AdminClientChangeResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: AdminClientSchema,
});
export type AdminClientChangeResponse = z.infer<typeof AdminClientChangeResponseSchema>;

/** Body of `POST admin/clients/<id>/subscriptions/<subscription id>/grace/` (issue 17): access kept until a later day. */
export const AdminGraceExtendSchema = z.object({
  until: isoDay(ClientMessages.graceUntil),
  reason: StaffReasonSchema,
});
export type AdminGraceExtend = z.infer<typeof AdminGraceExtendSchema>;
