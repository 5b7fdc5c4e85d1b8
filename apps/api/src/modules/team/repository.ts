import { type SuspensionOrigin, type TeamRole } from '@firm/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { tenants, users } from '../../platform/database/schema.js';

import { invitationQueries } from './invitation-repository.js';
import { seatQueries } from './seat-repository.js';

export { heldSeat, heldSeatsPerSubscription, seatLimit, type SeatHolder } from './seat-repository.js';
/** A member of an organisation as the team rules read them. */
export interface MemberRow {
  id: string;
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: TeamRole;
  status: 'pending' | 'active' | 'disabled';
  /** Who suspended them (issue 39); null unless suspended, and for a suspension made in the database. */
  suspendedBy: SuspensionOrigin | null;
  createdAt: Date;
}

const memberColumns = {
  id: users.id,
  tenantId: sql<string>`${users.tenantId}`,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: sql<TeamRole>`${users.role}`,
  status: users.status,
  suspendedBy: users.suspendedBy,
  createdAt: users.createdAt,
};

/** A client user of an organisation: a member with a role (a removed one has none, and no organisation). */
const memberOf = (tenantId: string) =>
  and(eq(users.tenantId, tenantId), isNotNull(users.role), eq(users.userType, 'client'));

export type { InvitationRow } from './invitation-repository.js';

/** Organisations and their members. */
const memberQueries = {
  // ---- Organisations and members ----

  /**
   * Locks the organisation's row until the caller's transaction ends: team changes of one organisation run one
   * after another, so two invitations of one address, or two changes of one member, cannot cross.
   */
  async lockTenant(db: Db, tenantId: string): Promise<{ name: string } | undefined> {
    const [row] = await db
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('no key update');
    return row;
  },

  /** A member of the organisation (role set, of this organisation); none for anyone else's id or a removed one. */
  async findMember(db: Db, tenantId: string, userId: string): Promise<MemberRow | undefined> {
    const [row] = await db
      .select(memberColumns)
      .from(users)
      .where(and(eq(users.id, userId), memberOf(tenantId)));
    return row;
  },

  /** The caller's role in the organisation of their token, read now; null when they are no member of it. */
  async roleOf(db: Db, userId: string, tenantId: string): Promise<TeamRole | null> {
    return (await teamRepository.findMember(db, tenantId, userId))?.role ?? null;
  },

  async members(db: Db, tenantId: string): Promise<MemberRow[]> {
    return db
      .select(memberColumns)
      .from(users)
      .where(memberOf(tenantId))
      .orderBy(asc(users.createdAt), asc(users.id));
  },

  /**
   * These users where they are active members of active organisations (what any member's mail goes to), with their
   * addresses and organisations.
   */
  async activeMembers(db: Db, userIds: readonly string[]) {
    if (userIds.length === 0) return [];
    return db
      .select({
        userId: users.id,
        tenantId: tenants.id,
        email: users.email,
        firstName: users.firstName,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(
        and(
          inArray(users.id, [...userIds]),
          eq(users.userType, 'client'),
          eq(users.status, 'active'),
          eq(tenants.status, 'active'),
        ),
      );
  },

  /** Whoever holds this address, member of any organisation or none, client or staff. */
  async findUserByEmail(db: Db, email: string) {
    const [row] = await db
      .select({ id: users.id, tenantId: users.tenantId, role: users.role, userType: users.userType })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    return row;
  },
};

/**
 * The team area's queries: members here, seats and the subscriptions they are held on (seat-repository.ts), invitations
 * (invitation-repository.ts).
 */
export const teamRepository = { ...memberQueries, ...invitationQueries, ...seatQueries };
