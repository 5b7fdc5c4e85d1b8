import { z } from 'zod';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from '../auth/email.js';
import { MAX_INTEGER_ID } from '../api/ids.js';
import { PASSWORD_MAX_LENGTH } from '../accounts/password-rule.js';
import { TIER_KEYS } from '../reports/tiers.js';
import { ASSIGNABLE_ROLES, SUSPENSION_ORIGINS, TEAM_ROLES } from './roles.js';
import { TeamMessages } from './team-messages.js';

/** Days an invitation link works (DESIGN §4). */
export const INVITATION_VALID_DAYS = 7;

/** A member's state in the team: invited (an open invitation), active, or suspended (cannot sign in). */
export const MEMBER_STATUSES = ['invited', 'active', 'suspended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * Assigning beyond the tier (issue 15): names the tier and offers the upgrade. `tierLabel` is SPEC's tier text
 * (UP TO 3 USER'S), `seats` the tier's seats.
 */
export function seatLimitMessage(reportTypeName: string, tierText: string, seats: number): string {
  const noun = seats === 1 ? 'seat' : 'seats';
  return `All ${seats} ${noun} of your ${tierText} licence for ${reportTypeName} are in use. Release a seat, or upgrade the licence for more.`;
}

const ReportTypeId = z.number().int().positive().max(MAX_INTEGER_ID);
/** A member or invitation id in a path: a uuid. */
export const TeamIdSchema = z.uuid({ message: TeamMessages.memberNotFound });

/** A person in the team: a user (active or suspended) or an open invitation (invited). */
export const TeamMemberSchema = z.object({
  /** The user's id, or the invitation's for status 'invited'. */
  id: z.string(),
  status: z.enum(MEMBER_STATUSES),
  /** Null for an invitation. */
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** The report types whose seat the member holds, or the invitation reserves. */
  seats: z.array(z.number().int()),
  /** Whether this is the caller. */
  is_you: z.boolean(),
  /** ISO 8601: when the member joined or was invited. */
  since: z.string(),
  /** ISO 8601: when an invitation stops working; null for users. */
  expires_at: z.string().nullable(),
  /**
   * Who suspended the member (issue 39): 'firm' (the firm's staff; only they lift it, so the owner and admins can
   * neither reactivate nor remove the member) or 'organisation'; null unless suspended.
   */
  suspended_by: z.enum(SUSPENSION_ORIGINS).nullable(),
  /** What the row says beside its status: `TeamMessages.suspendedByFirm` on a suspension by the firm; else null. */
  status_note: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** A subscription of the organisation as the seat grid shows it. */
export const SeatSubscriptionSchema = z.object({
  report_type_id: z.number().int(),
  report_type_name: z.string(),
  tier: z.enum(TIER_KEYS),
  /** The tier's seats; null for unlimited (enterprise). */
  seats_total: z.number().int().nullable(),
  /** Seats held by members and reserved by open invitations. */
  seats_used: z.number().int(),
  /** ISO 8601. */
  ends_at: z.string(),
  status: z.enum(['active', 'expired']),
});
export type SeatSubscription = z.infer<typeof SeatSubscriptionSchema>;

/** `GET team/`: the members (invitations first), the subscriptions' seats, and what the caller may do. */
export const TeamSchema = z.object({
  members: z.array(TeamMemberSchema),
  subscriptions: z.array(SeatSubscriptionSchema),
  your_role: z.enum(TEAM_ROLES),
  /** Owners and admins. */
  can_manage: z.boolean(),
});
export type Team = z.infer<typeof TeamSchema>;
export const TeamResponseSchema = z.object({ status: z.literal(true), data: TeamSchema });
export type TeamResponse = z.infer<typeof TeamResponseSchema>;

/** The answer of every team change: a message to show, and the team as it is now. */
export const TeamChangeResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: TeamSchema,
});
export type TeamChangeResponse = z.infer<typeof TeamChangeResponseSchema>;

const EmailField = z
  .string({ error: TeamMessages.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, { message: TeamMessages.emailInvalid, abort: true })
  .regex(SIMPLE_EMAIL_PATTERN, TeamMessages.emailInvalid);

/** Body of `POST team/invitations/`: who, with which role, and the seats to reserve for them. */
export const InvitationRequestSchema = z.object({
  email: EmailField,
  role: z.enum(ASSIGNABLE_ROLES, { error: TeamMessages.roleInvalid }),
  seats: z
    .array(ReportTypeId, { error: TeamMessages.seatsInvalid })
    .max(500, { message: TeamMessages.seatsInvalid })
    .default([]),
});
export type InvitationRequest = z.input<typeof InvitationRequestSchema>;

/** Body of `PATCH team/members/<id>/`. */
export const RoleChangeSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, { error: TeamMessages.roleInvalid }),
});
export type RoleChange = z.infer<typeof RoleChangeSchema>;

/** Body of `POST team/ownership/`: the admin who becomes the owner. */
export const OwnershipTransferSchema = z.object({ member_id: TeamIdSchema });
export type OwnershipTransfer = z.infer<typeof OwnershipTransferSchema>;

/** Body of `PUT team/seats/`: seat (true) or unseat (false) a member on the subscription to a type. */
export const SeatChangeSchema = z.object({
  member_id: TeamIdSchema,
  report_type_id: ReportTypeId,
  seated: z.boolean(),
});
export type SeatChange = z.infer<typeof SeatChangeSchema>;

/**
 * An invitation token in a path: 43 base64url characters (32 random bytes). Anything else is not one, and is
 * answered like an unknown token.
 */
export const InvitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, TeamMessages.invitationInvalid);

/** `GET team/invitations/<token>/` (public): what the invitee is asked to join. */
export const InvitationPreviewSchema = z.object({
  organisation: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** Name of who invited; null when their account is gone. */
  invited_by: z.string().nullable(),
  /** ISO 8601. */
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;
export const InvitationPreviewResponseSchema = z.object({
  status: z.literal(true),
  data: InvitationPreviewSchema,
});

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, { message: TeamMessages.tooLong, abort: true });

/**
 * Body of `POST team/invitations/<token>/accept/`: the invitee's name and password (enrolment's rule: 8 or more
 * characters). The answer is a sign-in (the login answer's shape).
 */
export const InvitationAcceptSchema = z.object({
  first_name: required(TeamMessages.firstNameRequired, 100),
  last_name: required(TeamMessages.lastNameRequired, 100),
  password: z
    .string({ error: TeamMessages.passwordRequired })
    .min(1, { message: TeamMessages.passwordRequired, abort: true })
    .min(8, { message: TeamMessages.passwordTooShort, abort: true })
    .max(PASSWORD_MAX_LENGTH, { message: TeamMessages.passwordTooLong, abort: true }),
});
export type InvitationAccept = z.infer<typeof InvitationAcceptSchema>;

/** A recorded change of membership, role or seat (issue 15). */
export const TeamEventSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  occurred_at: z.string(),
  action: z.string(),
  /** Who did it (their email at the time); null when the system did (a purchase seating its buyer). */
  actor: z.string().nullable(),
  /** Whom it concerned (email). */
  subject: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TeamEvent = z.infer<typeof TeamEventSchema>;

/** `GET team/events/?page=N`: newest first, 20 a page. */
export const TeamEventsResponseSchema = z.object({
  status: z.literal(true),
  count: z.number().int(),
  data: z.array(TeamEventSchema),
});
export type TeamEventsResponse = z.infer<typeof TeamEventsResponseSchema>;
