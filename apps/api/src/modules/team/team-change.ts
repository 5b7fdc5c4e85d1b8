import { managesTeam, TeamMessages } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { teamRepository as repository, type InvitationRow, type MemberRow } from './repository.js';
import type { Actor } from './team-events.js';

/** What a change of the team runs with: its transaction, who asks (as they are now), and the time. */
export interface TeamChange {
  tx: Db;
  /** The organisation's name. */
  organisation: string;
  caller: MemberRow;
  actor: NonNullable<Actor>;
  now: Date;
}

/**
 * The caller as the organisation of their token knows them now: the role is read on every request, never taken
 * from the token, so a role changed a moment ago already counts.
 */
export async function callerOf(db: Db, identity: ClientIdentity): Promise<MemberRow> {
  const caller = await repository.findMember(db, identity.tenantId, identity.userId);
  if (!caller) throw new ForbiddenError(TeamMessages.forbidden);
  return caller;
}

/** A member of the caller's organisation; another organisation's id is as unknown as one that does not exist. */
export async function memberOfCaller(tx: Db, caller: MemberRow, memberId: string): Promise<MemberRow> {
  const member = await repository.findMember(tx, caller.tenantId, memberId);
  if (!member) throw new NotFoundError(TeamMessages.memberNotFound);
  return member;
}

/** An open invitation of the caller's organisation, likewise. */
export async function invitationOfCaller(
  tx: Db,
  caller: MemberRow,
  invitationId: string,
): Promise<InvitationRow> {
  const invitation = await repository.findOpenInvitation(tx, caller.tenantId, invitationId);
  if (!invitation) throw new NotFoundError(TeamMessages.invitationNotFound);
  return invitation;
}

/** Refuses a change of the owner, who changes only by handing ownership over, and of the caller themselves. */
export function assertMayChange(
  caller: MemberRow,
  member: MemberRow,
  options: { notYourself: boolean },
): void {
  if (options.notYourself && member.id === caller.id) throw new ForbiddenError(TeamMessages.notYourself);
  if (member.role === 'owner') throw new ForbiddenError(TeamMessages.ownerUntouchable);
}

/**
 * Runs one change of the team in one transaction, with the organisation locked so its changes run one after
 * another: the change, its record and its mail commit together or not at all. Only the owner and admins change
 * the team (or only the owner, for `ownerOnly` work).
 */
export function createTeamChanges({ unitOfWork, clock }: { unitOfWork: UnitOfWork; clock: Clock }) {
  return function change<T>(
    identity: ClientIdentity,
    work: (change: TeamChange) => Promise<T>,
    options: { ownerOnly?: boolean } = {},
  ): Promise<T> {
    return unitOfWork(async (tx) => {
      const organisation = await repository.lockTenant(tx, identity.tenantId);
      const caller = await callerOf(tx, identity);
      if (options.ownerOnly && caller.role !== 'owner') throw new ForbiddenError(TeamMessages.ownerOnly);
      if (!managesTeam(caller.role)) throw new ForbiddenError(TeamMessages.forbidden);
      return work({
        tx,
        organisation: organisation?.name ?? '',
        caller,
        actor: { id: caller.id, email: caller.email },
        now: clock.now(),
      });
    });
  };
}

export type TeamChanges = ReturnType<typeof createTeamChanges>;
