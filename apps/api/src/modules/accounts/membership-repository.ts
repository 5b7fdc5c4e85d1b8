import type { StaffRole, TeamRole } from '@firm/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { users } from '../../platform/database/schema.js';

/** An invitee's new account or a removed client's row joining again, as team's acceptance of an invitation says. */
export interface NewMember {
  tenantId: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  role: TeamRole;
  joinedAt: Date;
}

/** A staff member invited by an admin: pending, with a password nobody knows until they choose one. */
export interface NewStaff {
  email: string;
  firstName: string;
  lastName: string;
  staffRole: StaffRole;
  passwordHash: string;
  createdAt: Date;
}

/**
 * Client users' roles and memberships, and invited staff: written only through accounts' face (account-changes.ts)
 * for team and the back office.
 */
export const membershipQueries = {
  async setRole(db: Db, userId: string, role: TeamRole): Promise<void> {
    await db.update(users).set({ role }).where(eq(users.id, userId));
  },

  /**
   * The member leaves the organisation: the row stays (their orders name them), without an organisation, a role
   * or a password that works.
   */
  async detachUser(db: Db, userId: string, unusablePasswordHash: string): Promise<void> {
    await db
      .update(users)
      .set({
        tenantId: null,
        role: null,
        status: 'disabled',
        suspendedBy: null,
        pendingEmail: null,
        passwordHash: unusablePasswordHash,
      })
      .where(eq(users.id, userId));
  },

  /** The invitee's new account: active, its address confirmed by the link that reached it. */
  async insertMember(db: Db, member: NewMember & { email: string }): Promise<string> {
    const [row] = await db
      .insert(users)
      .values({
        tenantId: member.tenantId,
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
        passwordHash: member.passwordHash,
        role: member.role,
        userType: 'client',
        status: 'active',
        createdAt: member.joinedAt,
      })
      .returning({ id: users.id });
    return row!.id;
  },

  /** A removed client's row joins an organisation again, as if new. */
  async rejoin(db: Db, userId: string, member: NewMember): Promise<void> {
    await db
      .update(users)
      .set({
        tenantId: member.tenantId,
        firstName: member.firstName,
        lastName: member.lastName,
        passwordHash: member.passwordHash,
        role: member.role,
        status: 'active',
        suspendedBy: null,
        jobTitle: null,
        pendingEmail: null,
        createdAt: member.joinedAt,
      })
      .where(eq(users.id, userId));
  },

  /** A staff member invited: pending, with a password nobody knows until they choose one; answers the id. */
  async insertInvitedStaff(db: Db, staff: NewStaff): Promise<string | undefined> {
    const [row] = await db
      .insert(users)
      .values({ ...staff, userType: 'admin', status: 'pending' })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    return row?.id;
  },

  async setPendingEmail(db: Db, userId: string, pendingEmail: string | null): Promise<void> {
    await db.update(users).set({ pendingEmail }).where(eq(users.id, userId));
  },

  /**
   * The user's address becomes the one that was waiting, if it still is `pendingEmail`; false when another change
   * came first. Throws the unique violation when another user has the address by now.
   */
  async confirmPendingEmail(db: Db, userId: string, pendingEmail: string): Promise<boolean> {
    const moved = await db
      .update(users)
      .set({ email: pendingEmail, pendingEmail: null })
      .where(and(eq(users.id, userId), eq(users.pendingEmail, pendingEmail)))
      .returning({ id: users.id });
    return moved.length > 0;
  },
};
