import type { Db } from '../../platform/database/database.js';
import { teamRepository as repository } from './repository.js';

/**
 * What other areas read of an organisation's team (docs/decisions/032): a member's role and status, and the seats
 * held on subscriptions, which decide who reads which report type. Team owns members' roles, seats and
 * invitations; this is its only window onto them.
 */
export const teamReads = {
  /** The organisation's member with this user id (their role and status), or undefined. */
  memberOf: (db: Db, tenantId: string, userId: string) => repository.findMember(db, tenantId, userId),

  /** The organisation's members (their roles, statuses and addresses), oldest first. */
  members: (db: Db, tenantId: string) => repository.members(db, tenantId),

  /** How many seats of the subscription are held at `now`, by members and invitations. */
  heldSeatCount: (db: Db, subscriptionId: string, now: Date) =>
    repository.heldSeatCount(db, subscriptionId, now),

  /** The seats held at `now` on the organisation's running subscriptions. */
  seatsRunningAt: (db: Db, tenantId: string, now: Date) => repository.seatsRunningAt(db, tenantId, now),

  /** The organisation's members who read reports (active, not billing), if it is active; seated or not. */
  readersIn: (db: Db, tenantId: string) => repository.readersIn(db, tenantId),

  /**
   * The members who read a report type at `now` in every organisation (seated within their tier, active, not
   * billing, in an active organisation); only those of `userIds` when given.
   */
  readersOfType: (db: Db, reportTypeId: number, now: Date, userIds?: readonly string[]) =>
    repository.readersOfType(db, reportTypeId, now, userIds),

  /** Those of these users who are active members of active organisations, with their addresses. */
  activeMembers: (db: Db, userIds: readonly string[]) => repository.activeMembers(db, userIds),

  /** When the next seat held by an invitation after `now` expires, if one does. */
  nextSeatInvitationExpiryAfter: (db: Db, tenantId: string, now: Date) =>
    repository.nextSeatInvitationExpiryAfter(db, tenantId, now),
};

/**
 * Seats the member on the organisation's subscriptions to these types where a seat is free (the demo's owner);
 * answers the types seated. Nothing is recorded: a purchase seats its buyer with seatBuyer, on the record.
 */
export function seatWhereFree(db: Db, tenantId: string, userId: string, reportTypeIds: number[], now: Date) {
  return repository.seatWhereFree(db, tenantId, userId, reportTypeIds, now);
}
