import { type TeamRole } from '@firm/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { teamInvitations, tenants, users } from '../../platform/database/schema.js';

export type InvitationRow = typeof teamInvitations.$inferSelect;

const openInvitation = and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

/** Invitations: open ones found and listed, made, accepted and withdrawn. */
export const invitationQueries = {
  /** The organisation's invitation of this address that is neither accepted nor withdrawn. */
  async findOpenInvitationOf(db: Db, tenantId: string, email: string): Promise<InvitationRow | undefined> {
    const [row] = await db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.email, email), openInvitation));
    return row;
  },

  /** One of the organisation's open invitations by id; none for another organisation's, accepted or withdrawn. */
  async findOpenInvitation(db: Db, tenantId: string, id: string): Promise<InvitationRow | undefined> {
    const [row] = await db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.id, id), eq(teamInvitations.tenantId, tenantId), openInvitation));
    return row;
  },

  async openInvitations(db: Db, tenantId: string): Promise<InvitationRow[]> {
    return db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.tenantId, tenantId), openInvitation))
      .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
  },

  /** An invitation by its token's hash, whatever its state, with its organisation and who sent it. */
  async findInvitationByToken(db: Db, tokenHash: string, lock: boolean) {
    const query = db
      .select({
        invitation: teamInvitations,
        organisation: tenants.name,
        inviterFirstName: users.firstName,
        inviterLastName: users.lastName,
      })
      .from(teamInvitations)
      .innerJoin(tenants, eq(tenants.id, teamInvitations.tenantId))
      .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
      .where(eq(teamInvitations.tokenHash, tokenHash));
    const [row] = await (lock ? query.for('update', { of: teamInvitations }) : query);
    return row;
  },

  async insertInvitation(
    db: Db,
    invitation: {
      tenantId: string;
      email: string;
      role: TeamRole;
      tokenHash: string;
      invitedBy: string;
      createdAt: Date;
      expiresAt: Date;
    },
  ): Promise<string> {
    const [row] = await db.insert(teamInvitations).values(invitation).returning({ id: teamInvitations.id });
    return row!.id;
  },

  /** A new token and expiry: the earlier link stops working. */
  async renewInvitation(db: Db, id: string, renewal: { tokenHash: string; expiresAt: Date }): Promise<void> {
    await db.update(teamInvitations).set(renewal).where(eq(teamInvitations.id, id));
  },

  async revokeInvitation(db: Db, id: string, now: Date): Promise<void> {
    await db.update(teamInvitations).set({ revokedAt: now }).where(eq(teamInvitations.id, id));
  },

  async markAccepted(db: Db, id: string, userId: string, now: Date): Promise<void> {
    await db
      .update(teamInvitations)
      .set({ acceptedAt: now, acceptedUserId: userId })
      .where(eq(teamInvitations.id, id));
  },
};
