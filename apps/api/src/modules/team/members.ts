import {
  readsReports,
  TeamMessages,
  type AssignableRole,
  type SeatChange,
  type TeamRole,
} from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { SessionEndReason } from '../../platform/database/schema.js';
import { InvalidInputError, NotFoundError } from '../../platform/errors.js';
import { setUserSuspension, unusablePasswordHash, setMemberRole, detachMember } from '../accounts';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { teamRepository as repository, type SeatHolder } from './repository.js';
import { assertSeatFree, assertTakesSeats, releaseSeatsOf, seatState } from './seats.js';
import { assertNotSuspendedByFirm } from './suspension.js';
import { assertMayChange, memberOfCaller, type TeamChange, type TeamChanges } from './team-change.js';
import { recordTeamEvent, type Subject } from './team-events.js';

const statusOf = (status: string) => (status === 'disabled' ? 'suspended' : 'active');

/**
 * Changes of members (issue 15): role, suspension, removal, ownership, and the seats members and invitations hold.
 * Every change is recorded with what it was before and after, in its own transaction.
 */
export function createMemberChanges(deps: {
  change: TeamChanges;
  /** Ends a user's sessions at once, in the caller's transaction. */
  endSessionsOfUser: (tx: Db, userId: string, reason: SessionEndReason) => Promise<void>;
}) {
  const { change } = deps;

  /**
   * The holder a seat change names: a member or an open invitation of the organisation. The owner's seats change
   * only by the owner (who may give a single-user seat to an analyst), so an admin cannot lock the owner out.
   */
  async function holderOf(
    { tx, caller }: TeamChange,
    memberId: string,
  ): Promise<{ holder: SeatHolder; subject: Subject; role: TeamRole }> {
    const member = await repository.findMember(tx, caller.tenantId, memberId);
    if (member) {
      if (member.id !== caller.id) assertMayChange(caller, member, { notYourself: false });
      return {
        holder: { userId: member.id },
        subject: { id: member.id, email: member.email },
        role: member.role,
      };
    }
    const invitation = await repository.findOpenInvitation(tx, caller.tenantId, memberId);
    if (invitation)
      return {
        holder: { invitationId: invitation.id },
        subject: { id: null, email: invitation.email },
        role: invitation.role,
      };
    throw new NotFoundError(TeamMessages.memberNotFound);
  }

  return {
    /**
     * Another role among admin, member and billing; the owner's changes only by handing ownership over. Billing
     * reads no reports (issue 17): a member made billing releases their seats for others, each release on the
     * record, and so does one leaving billing (a row left from before the rule must not come back beyond a tier).
     */
    changeRole: (identity: ClientIdentity, memberId: string, role: AssignableRole) =>
      change(identity, async ({ tx, caller, actor, now }) => {
        const member = await memberOfCaller(tx, caller, memberId);
        assertMayChange(caller, member, { notYourself: false });
        if (member.role !== role) {
          if (!readsReports(role) || !readsReports(member.role))
            await releaseSeatsOf(tx, caller.tenantId, member, actor, now);
          await setMemberRole(tx, member.id, role);
          await recordTeamEvent(tx, {
            tenantId: caller.tenantId,
            actor,
            action: 'role_changed',
            subject: member,
            before: { role: member.role },
            after: { role },
            at: now,
          });
        }
        return TeamMessages.roleChanged;
      }),

    /**
     * The member cannot sign in, and their sessions end at once; they keep their seats. The suspension is the
     * organisation's (issue 39). A member suspended already stays as they are: a suspension of the firm's stays
     * the firm's.
     */
    suspend: (identity: ClientIdentity, memberId: string) =>
      change(identity, async ({ tx, caller, actor, now }) => {
        const member = await memberOfCaller(tx, caller, memberId);
        assertMayChange(caller, member, { notYourself: true });
        if (member.status !== 'disabled') {
          await setUserSuspension(tx, member.id, 'organisation');
          await deps.endSessionsOfUser(tx, member.id, 'suspended');
          await recordTeamEvent(tx, {
            tenantId: caller.tenantId,
            actor,
            action: 'suspended',
            subject: member,
            before: { status: statusOf(member.status) },
            after: { status: 'suspended', suspended_by: 'organisation' },
            at: now,
          });
        }
        return TeamMessages.suspended;
      }),

    /** Lifts the organisation's own suspension; one the firm made is refused (403, issue 39) and stays. */
    reactivate: (identity: ClientIdentity, memberId: string) =>
      change(identity, async ({ tx, caller, actor, now }) => {
        const member = await memberOfCaller(tx, caller, memberId);
        assertMayChange(caller, member, { notYourself: true });
        if (member.status === 'disabled') {
          assertNotSuspendedByFirm(member, TeamMessages.firmSuspensionReactivate);
          await setUserSuspension(tx, member.id, null);
          await recordTeamEvent(tx, {
            tenantId: caller.tenantId,
            actor,
            action: 'reactivated',
            subject: member,
            before: { status: 'suspended', suspended_by: 'organisation' },
            after: { status: 'active' },
            at: now,
          });
        }
        return TeamMessages.reactivated;
      }),

    /**
     * The member leaves the organisation: their sessions end, their seats are free; the row stays without an
     * organisation, role or usable password, since their orders name them. A member the firm suspended is not
     * removed (403, issue 39): invited again, they would join afresh, and the firm's suspension would be gone.
     */
    remove: async (identity: ClientIdentity, memberId: string): Promise<string> => {
      const unusable = await unusablePasswordHash();
      return change(identity, async ({ tx, caller, actor, now }) => {
        const member = await memberOfCaller(tx, caller, memberId);
        assertMayChange(caller, member, { notYourself: true });
        assertNotSuspendedByFirm(member, TeamMessages.firmSuspensionRemove);
        const holder = { userId: member.id };
        const seats = await repository.seatTypesOf(tx, holder);
        await deps.endSessionsOfUser(tx, member.id, 'removed');
        await repository.deleteSeatsOf(tx, holder);
        await detachMember(tx, member.id, unusable);
        await recordTeamEvent(tx, {
          tenantId: caller.tenantId,
          actor,
          action: 'removed',
          subject: member,
          before: { role: member.role, status: statusOf(member.status), seats },
          after: null,
          at: now,
        });
        return TeamMessages.removed;
      });
    },

    /** The owner hands the organisation to an active admin, and becomes an admin: one change. */
    transferOwnership: (identity: ClientIdentity, memberId: string) =>
      change(
        identity,
        async ({ tx, caller, actor, now }) => {
          const member = await memberOfCaller(tx, caller, memberId);
          if (member.role !== 'admin' || member.status !== 'active')
            throw new InvalidInputError(TeamMessages.newOwnerMustBeAdmin, {
              member_id: [TeamMessages.newOwnerMustBeAdmin],
            });
          await setMemberRole(tx, member.id, 'owner');
          await setMemberRole(tx, caller.id, 'admin');
          await recordTeamEvent(tx, {
            tenantId: caller.tenantId,
            actor,
            action: 'ownership_transferred',
            subject: member,
            before: { owner: caller.email },
            after: { owner: member.email },
            at: now,
          });
          return TeamMessages.ownershipTransferred;
        },
        { ownerOnly: true },
      ),

    /**
     * Seats or unseats a member or an invitation on the organisation's running subscription to a type; seating
     * beyond the tier is refused with the tier named. Asking for what already is changes nothing.
     */
    changeSeat: (identity: ClientIdentity, request: SeatChange) =>
      change(identity, async (work) => {
        const { tx, caller, actor, now } = work;
        const { holder, subject, role } = await holderOf(work, request.member_id);
        if (request.seated) assertTakesSeats(role, 'member_id');
        const [subscription] = await repository.runningSubscriptions(
          tx,
          caller.tenantId,
          [request.report_type_id],
          now,
          true,
        );
        if (!subscription)
          throw new InvalidInputError(TeamMessages.notSubscribed, {
            report_type_id: [TeamMessages.notSubscribed],
          });
        const held = (await repository.seatTypesOf(tx, holder)).includes(subscription.reportTypeId);
        if (request.seated === held)
          return request.seated ? TeamMessages.seatAssigned : TeamMessages.seatReleased;
        if (request.seated) {
          await assertSeatFree(tx, subscription, now);
          await repository.insertSeat(tx, subscription.id, holder);
        } else {
          await repository.deleteSeat(tx, subscription.id, holder);
        }
        await recordTeamEvent(tx, {
          tenantId: caller.tenantId,
          actor,
          action: request.seated ? 'seat_assigned' : 'seat_released',
          subject,
          before: seatState(subscription, held),
          after: seatState(subscription, request.seated),
          at: now,
        });
        return request.seated ? TeamMessages.seatAssigned : TeamMessages.seatReleased;
      }),
  };
}
