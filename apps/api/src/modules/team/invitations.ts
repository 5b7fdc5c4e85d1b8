import { createHash, randomBytes } from 'node:crypto';
import {
  type AssignableRole,
  formatLongDate,
  INVITATION_VALID_DAYS,
  type InvitationAccept,
  type InvitationPreview,
  type LoginData,
  TeamMessages,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { isUniqueViolation } from '../../platform/database/unique-violation.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { GoneError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import type { Log } from '../../platform/log.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { hashPassword, normaliseEmail, rejoinMember, addMember } from '../accounts';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { invitationMail } from './mails.js';
import { teamRepository as repository, type InvitationRow } from './repository.js';
import { assertSeatFree, assertTakesSeats } from './seats.js';
import { invitationOfCaller, type TeamChange, type TeamChanges } from './team-change.js';
import { recordTeamEvent } from './team-events.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes as 43 base64url characters (InvitationTokenSchema); only its SHA-256 is kept. */
function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: tokenHashOf(token) };
}

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Removes the address's unconfirmed registration, if that is all it holds: true when it did (issue 39). */
type ReplacePendingRegistration = (tx: Db, email: string) => Promise<boolean>;

/**
 * Refuses an address that may not join the organisation: a member already, or an account of another organisation
 * (or of the firm's staff). A client removed from an organisation may join again. An unconfirmed registration of
 * the address is replaced (issue 39): anyone can start one for any address, so it must not keep the address from
 * its owner's organisation. Answers whether one was.
 */
async function assertMayJoin(
  tx: Db,
  tenantId: string,
  email: string,
  replacePendingRegistration: ReplacePendingRegistration,
): Promise<boolean> {
  const user = await repository.findUserByEmail(tx, email);
  if (!user) return false;
  if (user.userType === 'client' && user.tenantId === tenantId && user.role)
    throw new InvalidInputError(TeamMessages.alreadyMember, { email: [TeamMessages.alreadyMember] });
  if (user.userType === 'client' && user.tenantId === null && user.role === null) return false;
  if (await replacePendingRegistration(tx, email)) return true;
  throw new InvalidInputError(TeamMessages.otherOrganisation, { email: [TeamMessages.otherOrganisation] });
}

/** A change that replaced an unconfirmed registration of the invited address (issue 39), as the server logs it. */
interface Replacement {
  tenantId: string;
  invitationId: string;
  change: 'invited' | 'invitation_resent' | 'joined';
}

/** The invitation a link names, if it may still be used: else why not, in the invitee's words. */
function assertUsable(invitation: InvitationRow | undefined, now: Date): asserts invitation is InvitationRow {
  if (!invitation) throw new NotFoundError(TeamMessages.invitationInvalid);
  if (invitation.acceptedAt) throw new GoneError(TeamMessages.invitationUsed);
  if (invitation.revokedAt) throw new GoneError(TeamMessages.invitationRevoked);
  if (invitation.expiresAt <= now) throw new GoneError(TeamMessages.invitationExpired);
}

const nameOf = (person: { firstName: string | null; lastName: string | null }) =>
  person.firstName === null ? null : `${person.firstName} ${person.lastName ?? ''}`.trim();

/**
 * Invitations (issue 15): owners and admins invite by email with a role and the seats to reserve; the mailed link
 * (7 days, once) lets the invitee choose their name and password, and signs them in.
 */
export function createInvitations(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  mail: MailQueue;
  change: TeamChanges;
  /** Signs the new member in, as a sign-in with their password would. */
  signInVerified: (userId: string) => Promise<LoginData>;
  /** From the accounts service: an unconfirmed registration of the address gives way (issue 39). */
  replacePendingRegistration: ReplacePendingRegistration;
  log: Log;
}) {
  const { db, unitOfWork, clock, mail, change, replacePendingRegistration, log } = deps;

  /**
   * Notes in the server log, once the change has committed, that it replaced an unconfirmed registration of the
   * invited address (issue 39), for the firm to look into should its registrant ask. Not in the team's record: that
   * would tell the organisation that someone had started a registration with the address.
   */
  const noteReplacement = (replacement: Replacement | null) => {
    if (replacement)
      log.info(replacement, 'an invitation replaced an unconfirmed registration of its address');
  };

  /** Queues the mail with the link of `token`, in the change's transaction. */
  async function mailInvitation(
    { tx, organisation, caller }: TeamChange,
    invitation: { email: string; role: InvitationRow['role']; expiresAt: Date },
    token: string,
    origin: string,
  ): Promise<void> {
    await mail(
      tx,
      invitationMail({
        to: invitation.email,
        organisation,
        invitedBy: nameOf(caller) ?? caller.email,
        role: invitation.role,
        link: `${origin}/invitation/${token}`,
        expiresOn: formatLongDate(invitation.expiresAt),
      }),
    );
  }

  return {
    /**
     * Invites an address with a role, reserving its seats (types the organisation runs a subscription to, within
     * each tier's seats); mails the link. `origin` is the site's public origin, for the link.
     */
    invite: async (
      identity: ClientIdentity,
      request: { email: string; role: AssignableRole; seats: number[] },
      origin: string,
    ) => {
      const replacement = await change(identity, async (work): Promise<Replacement | null> => {
        const { tx, caller, actor, now } = work;
        const { tenantId } = caller;
        const email = normaliseEmail(request.email);
        const replaced = await assertMayJoin(tx, tenantId, email, replacePendingRegistration);
        if (await repository.findOpenInvitationOf(tx, tenantId, email))
          throw new InvalidInputError(TeamMessages.alreadyInvited, { email: [TeamMessages.alreadyInvited] });
        const typeIds = [...new Set(request.seats)].sort((a, b) => a - b);
        if (typeIds.length > 0) assertTakesSeats(request.role, 'seats');
        const subscriptions = await repository.runningSubscriptions(tx, tenantId, typeIds, now, true);
        if (subscriptions.length !== typeIds.length)
          throw new InvalidInputError(TeamMessages.seatsInvalid, { seats: [TeamMessages.seatsInvalid] });
        for (const subscription of subscriptions) await assertSeatFree(tx, subscription, now);

        const { token, tokenHash } = newToken();
        const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);
        const invitation = { tenantId, email, role: request.role, tokenHash, expiresAt };
        const id = await repository.insertInvitation(tx, {
          ...invitation,
          invitedBy: caller.id,
          createdAt: now,
        });
        for (const subscription of subscriptions)
          await repository.insertSeat(tx, subscription.id, { invitationId: id });
        await recordTeamEvent(tx, {
          tenantId,
          actor,
          action: 'invited',
          subject: { id: null, email },
          before: null,
          after: { role: request.role, seats: typeIds, expires_at: expiresAt.toISOString() },
          at: now,
        });
        await mailInvitation(work, invitation, token, origin);
        return replaced ? { tenantId, invitationId: id, change: 'invited' } : null;
      });
      noteReplacement(replacement);
      return TeamMessages.invited;
    },

    /**
     * A new link and 7 more days; the earlier link stops working. An expired invitation's seats are reserved again,
     * where its tier still has them free.
     */
    resend: async (identity: ClientIdentity, invitationId: string, origin: string) => {
      const replacement = await change(identity, async (work): Promise<Replacement | null> => {
        const { tx, caller, actor, now } = work;
        const invitation = await invitationOfCaller(tx, caller, invitationId);
        const replaced = await assertMayJoin(
          tx,
          caller.tenantId,
          invitation.email,
          replacePendingRegistration,
        );
        const holder = { invitationId: invitation.id };
        const typeIds = await repository.seatTypesOf(tx, holder);
        for (const subscription of await repository.runningSubscriptions(
          tx,
          caller.tenantId,
          typeIds,
          now,
          true,
        ))
          await assertSeatFree(tx, subscription, now, holder);

        const { token, tokenHash } = newToken();
        const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);
        await repository.renewInvitation(tx, invitation.id, { tokenHash, expiresAt });
        await recordTeamEvent(tx, {
          tenantId: caller.tenantId,
          actor,
          action: 'invitation_resent',
          subject: { id: null, email: invitation.email },
          before: { expires_at: invitation.expiresAt.toISOString() },
          after: { expires_at: expiresAt.toISOString() },
          at: now,
        });
        await mailInvitation(work, { ...invitation, expiresAt }, token, origin);
        return replaced
          ? { tenantId: caller.tenantId, invitationId: invitation.id, change: 'invitation_resent' }
          : null;
      });
      noteReplacement(replacement);
      return TeamMessages.resent;
    },

    /** Withdraws an invitation: its link stops working and its seats are free again. */
    revoke: (identity: ClientIdentity, invitationId: string) =>
      change(identity, async ({ tx, caller, actor, now }) => {
        const invitation = await invitationOfCaller(tx, caller, invitationId);
        const holder = { invitationId: invitation.id };
        const seats = await repository.seatTypesOf(tx, holder);
        await repository.revokeInvitation(tx, invitation.id, now);
        await repository.deleteSeatsOf(tx, holder);
        await recordTeamEvent(tx, {
          tenantId: caller.tenantId,
          actor,
          action: 'invitation_revoked',
          subject: { id: null, email: invitation.email },
          before: { role: invitation.role, seats },
          after: null,
          at: now,
        });
        return TeamMessages.revoked;
      }),

    /** What a usable link asks its holder to join. */
    async preview(token: string): Promise<InvitationPreview> {
      const found = await repository.findInvitationByToken(db, tokenHashOf(token), false);
      assertUsable(found?.invitation, clock.now());
      const { invitation } = found;
      return {
        organisation: found.organisation,
        email: invitation.email,
        role: invitation.role,
        invited_by: nameOf({ firstName: found.inviterFirstName, lastName: found.inviterLastName }),
        expires_at: invitation.expiresAt.toISOString(),
      };
    },

    /**
     * Spends a usable link: the invitee becomes an active member with the invitation's role (their address is
     * confirmed by the link that reached it) and its seats, or a client removed earlier joins again; then they are
     * signed in, answered as a sign-in is.
     */
    async accept(token: string, request: InvitationAccept): Promise<LoginData> {
      const tokenHash = tokenHashOf(token);
      // Refused before the password is hashed; checked again under the locks.
      const first = await repository.findInvitationByToken(db, tokenHash, false);
      assertUsable(first?.invitation, clock.now());
      const passwordHash = await hashPassword(request.password);

      const { userId, replacement } = await unitOfWork(async (tx) => {
        // The organisation first, as every team change locks it, then the invitation.
        await repository.lockTenant(tx, first.invitation.tenantId);
        const now = clock.now();
        const invitation = (await repository.findInvitationByToken(tx, tokenHash, true))?.invitation;
        assertUsable(invitation, now);
        const { tenantId, email, role } = invitation;
        const existing = await repository.findUserByEmail(tx, email);
        let replaced = false;
        if (
          existing &&
          !(existing.userType === 'client' && existing.tenantId === null && existing.role === null)
        ) {
          // An unconfirmed registration of the address, made since the invitation, gives way to it (issue 39).
          replaced = await replacePendingRegistration(tx, email);
          if (!replaced) {
            const message =
              existing.tenantId === tenantId ? TeamMessages.alreadyMember : TeamMessages.otherOrganisation;
            throw new InvalidInputError(message);
          }
        }
        const member = {
          tenantId,
          firstName: request.first_name,
          lastName: request.last_name,
          passwordHash,
          role,
          joinedAt: now,
        };
        const id =
          existing && !replaced
            ? (await rejoinMember(tx, existing.id, member), existing.id)
            : await addMember(tx, { ...member, email });
        await repository.moveSeatsToUser(tx, invitation.id, id);
        await repository.markAccepted(tx, invitation.id, id, now);
        await recordTeamEvent(tx, {
          tenantId,
          actor: { id, email },
          action: 'joined',
          subject: { id, email },
          before: null,
          after: { role, seats: await repository.seatTypesOf(tx, { userId: id }) },
          at: now,
        });
        return {
          userId: id,
          replacement: replaced ? { tenantId, invitationId: invitation.id, change: 'joined' as const } : null,
        };
      }).catch((error: unknown) => {
        // An account made for the address at the same moment (an enrolment) keeps it.
        if (isUniqueViolation(error)) throw new InvalidInputError(TeamMessages.otherOrganisation);
        throw error;
      });
      noteReplacement(replacement);
      return deps.signInVerified(userId);
    },
  };
}
