import { ApiRequestError } from '@firm/api-client';
import { readsReports, type SeatSubscription, type Team, type TeamMember } from '@firm/domain';
import { failureMessage } from '../../lib/failure-message';

/** What an owner or admin can do to a row of the members table. */
export type MemberAction =
  'change-role' | 'suspend' | 'reactivate' | 'remove' | 'resend' | 'revoke' | 'make-owner';

/** Said when a change fails without a message of the server's (the network, say). */
export const TEAM_CHANGE_FAILED = 'The team could not be changed. Please try again.';
/** Said when the team cannot be loaded. */
export const TEAM_LOAD_FAILED = 'The team could not be loaded. Please try again.';

/**
 * The actions a row offers the caller. Members and billing change nothing; nobody acts on the owner (their role,
 * seats and access change only by handing over ownership) or on themselves; an invitation can be sent again or
 * withdrawn; only the owner hands ownership, and only to an active admin. A member the firm suspended is neither
 * reactivated nor removed by the organisation (issue 39): only the firm lifts its suspension. The server checks all
 * of it again.
 */
export function memberActions(
  team: Pick<Team, 'can_manage' | 'your_role'>,
  member: TeamMember,
): MemberAction[] {
  if (!team.can_manage || member.is_you || member.role === 'owner') return [];
  if (member.status === 'invited') return ['resend', 'revoke'];
  if (member.status === 'suspended' && member.suspended_by === 'firm') return ['change-role'];
  const actions: MemberAction[] = [
    'change-role',
    member.status === 'active' ? 'suspend' : 'reactivate',
    'remove',
  ];
  if (team.your_role === 'owner' && member.role === 'admin' && member.status === 'active') {
    actions.push('make-owner');
  }
  return actions;
}

/**
 * Whether the caller may seat or unseat the member from the grid: owners and admins, on members other than the
 * owner, and the owner on their own seats too (an admin cannot lock the owner out). An invitation's reserved seats
 * are shown, not changed, in the grid; billing takes no seat at all (issue 17), and its row says why.
 */
export function seatEditable(
  team: Pick<Team, 'can_manage'>,
  member: Pick<TeamMember, 'status' | 'role' | 'is_you'>,
): boolean {
  return (
    team.can_manage &&
    member.status !== 'invited' &&
    readsReports(member.role) &&
    (member.role !== 'owner' || member.is_you)
  );
}

/** A member's name; an invitation (no name yet) is named by its email. */
export function memberName(member: Pick<TeamMember, 'first_name' | 'last_name' | 'email'>): string {
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ').trim();
  return name || member.email;
}

/** The running subscriptions, whose seats can be given (an ended one's seats open nothing). */
export function runningSubscriptions(subscriptions: readonly SeatSubscription[]): SeatSubscription[] {
  return subscriptions.filter((subscription) => subscription.status === 'active');
}

/** The names of the report types whose seat the member holds (or the invitation reserves), in the grid's order. */
export function seatNames(
  member: Pick<TeamMember, 'seats'>,
  subscriptions: readonly SeatSubscription[],
): string[] {
  return subscriptions
    .filter((subscription) => member.seats.includes(subscription.report_type_id))
    .map((subscription) => subscription.report_type_name);
}

/** The name of a seat's checkbox: 'Seat Jane Doe on Coffee Weekly Report'. */
export function seatLabel(name: string, reportTypeName: string): string {
  return `Seat ${name} on ${reportTypeName}`;
}

/** The server's words for a failed change, or ours when it sent none. */
export function teamFailureMessage(error: unknown): string {
  return failureMessage(error, TEAM_CHANGE_FAILED);
}

/**
 * A seat refused because the licence has no seat left (409, its body naming `upgrade: { report_type_id, tier }`): the
 * report type to upgrade, which the billing view upgrades (SeatLimitAlert links there); null for any other failure.
 */
export function seatLimitUpgrade(error: unknown): number | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const upgrade = (error.body as { upgrade?: { report_type_id?: unknown } } | undefined)?.upgrade;
  return typeof upgrade?.report_type_id === 'number' ? upgrade.report_type_id : null;
}

/**
 * The status a member's row shows: an invitation past its date reads as expired (it reserves nothing until it is
 * sent again), though the server lists it among the invitations until it is resent or withdrawn.
 */
export function shownStatus(
  member: Pick<TeamMember, 'status' | 'expires_at'>,
  now: Date,
): TeamMember['status'] | 'expired' {
  if (member.status === 'invited' && member.expires_at !== null && new Date(member.expires_at) <= now)
    return 'expired';
  return member.status;
}

/** What a read-only cell of the seat grid says of the member's seat. */
export function seatWords(
  member: Pick<TeamMember, 'status' | 'expires_at'>,
  held: boolean,
  now: Date,
): string {
  if (member.status !== 'invited') return held ? 'Seated' : 'No seat';
  if (!held) return 'Not reserved';
  return shownStatus(member, now) === 'expired' ? 'Reservation lapsed' : 'Reserved';
}
