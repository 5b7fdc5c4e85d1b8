import type { SuspensionOrigin, TeamRole } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { NewMember, NewStaff } from './membership-repository.js';
import { accountRepository as repository } from './repository.js';

/*
 * What other areas change of people's accounts and organisations (docs/decisions/032: accounts owns `users` and
 * `tenants`, and no other area writes them), each in the caller's `tx`: team's memberships and roles, the back
 * office's staff invitations and suspensions.
 */

/** An organisation suspended ('disabled': none of its people can sign in) or active again. */
export function setOrganisationStatus(db: Db, tenantId: string, status: 'active' | 'disabled') {
  return repository.setTenantStatus(db, tenantId, status);
}

/** Suspends a client user as `by` says (the firm, or their organisation), or with null lifts the suspension. */
export function setUserSuspension(db: Db, userId: string, by: SuspensionOrigin | null) {
  return repository.setUserSuspension(db, userId, by);
}

/** A client user's role in their organisation. */
export function setMemberRole(db: Db, userId: string, role: TeamRole): Promise<void> {
  return repository.setRole(db, userId, role);
}

/**
 * The member leaves the organisation: the row stays (their orders name them), without an organisation, a role or a
 * password that works (`unusablePasswordHash`, made before the transaction).
 */
export function detachMember(db: Db, userId: string, unusablePasswordHash: string): Promise<void> {
  return repository.detachUser(db, userId, unusablePasswordHash);
}

/** The invitee's new account, active (the link that reached it confirmed the address); answers its id. */
export function addMember(db: Db, member: NewMember & { email: string }): Promise<string> {
  return repository.insertMember(db, member);
}

/** A removed client's row joins an organisation again, as if new. */
export function rejoinMember(db: Db, userId: string, member: NewMember): Promise<void> {
  return repository.rejoin(db, userId, member);
}

/** A staff member invited: pending, with a password nobody knows until they choose one; answers the id. */
export function addInvitedStaff(db: Db, staff: NewStaff): Promise<string | undefined> {
  return repository.insertInvitedStaff(db, staff);
}

/** A user's address, if the user exists. */
export function userEmailOf(db: Db, userId: string): Promise<string | undefined> {
  return repository.emailOf(db, userId);
}

/** A staff member's account (any status), or null for a client or an unknown id. */
export function staffMemberOf(db: Db, userId: string) {
  return repository.staffMember(db, userId);
}
