import {
  managesTeam,
  readsReports,
  TeamMessages,
  TIER_SEATS,
  type Team,
  type TeamMember,
  type TeamRole,
} from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { teamRepository as repository, type MemberRow } from './repository.js';
import { suspensionOf } from './suspension.js';

/**
 * The team as `GET team/` shows it to `caller`: open invitations first (an expired one too, to be resent), then the
 * members in the order they joined, each with the report types they hold a seat on (or the invitation reserves);
 * and the organisation's subscriptions with the seats used of the tier's.
 */
export async function teamView(db: Db, caller: MemberRow, now: Date): Promise<Team> {
  const { tenantId } = caller;
  const [invitations, members, seats, subscriptions] = await Promise.all([
    repository.openInvitations(db, tenantId),
    repository.members(db, tenantId),
    repository.seatsOfTenant(db, tenantId),
    repository.subscriptionsWithSeats(db, tenantId, now),
  ]);
  // Billing reads no reports (issue 17): a row of theirs left from before the rule holds nothing, so none shows.
  const seatsOf = (holder: { userId?: string; invitationId?: string }, role: TeamRole) =>
    readsReports(role)
      ? seats
          .filter((seat) =>
            holder.userId ? seat.userId === holder.userId : seat.invitationId === holder.invitationId,
          )
          .map((seat) => seat.reportTypeId)
      : [];

  const invited: TeamMember[] = invitations.map((invitation) => ({
    id: invitation.id,
    status: 'invited',
    first_name: null,
    last_name: null,
    email: invitation.email,
    role: invitation.role,
    seats: seatsOf({ invitationId: invitation.id }, invitation.role),
    is_you: false,
    since: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
    suspended_by: null,
    status_note: null,
  }));
  // A suspension of the firm's says so (issue 39): the owner and admins cannot lift it.
  const joined: TeamMember[] = members.map((member) => {
    const suspendedBy = suspensionOf(member);
    return {
      id: member.id,
      status: suspendedBy ? 'suspended' : 'active',
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      role: member.role,
      seats: seatsOf({ userId: member.id }, member.role),
      is_you: member.id === caller.id,
      since: member.createdAt.toISOString(),
      expires_at: null,
      suspended_by: suspendedBy,
      status_note: suspendedBy === 'firm' ? TeamMessages.suspendedByFirm : null,
    };
  });

  return {
    members: [...invited, ...joined],
    subscriptions: subscriptions.map((subscription) => {
      const seatsTotal = TIER_SEATS[subscription.tier];
      return {
        report_type_id: subscription.reportTypeId,
        report_type_name: subscription.reportTypeName,
        tier: subscription.tier,
        seats_total: Number.isFinite(seatsTotal) ? seatsTotal : null,
        seats_used: subscription.used,
        ends_at: subscription.endsAt.toISOString(),
        status: subscription.endsAt <= now ? 'expired' : 'active',
      };
    }),
    your_role: caller.role,
    can_manage: managesTeam(caller.role),
  };
}
