import { and, desc, eq, exists, gt, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  refreshTokens,
  sessions,
  tenants,
  users,
  type SessionEndReason,
  type User,
} from '../../platform/database/schema.js';

export interface LiveSession {
  userId: string;
  userType: User['userType'];
  tenantId: string | null;
}

/**
 * Ends the live sessions `which` selects and revokes their refresh tokens for the same reason; answers the ids of
 * the sessions it ended.
 */
async function endSessionsWhere(db: Db, which: SQL, reason: SessionEndReason, now: Date): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now, endedReason: reason })
    .where(and(which, isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  const ids = ended.map((session) => session.id);
  if (ids.length > 0) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(inArray(refreshTokens.familyId, ids), isNull(refreshTokens.revokedAt)));
  }
  return ids;
}

/** The refresh token's session has not ended: a successor issued while another transaction ends it dies with it. */
const sessionLives = (db: Db) =>
  exists(
    db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, refreshTokens.familyId), isNull(sessions.endedAt))),
  );

/** Sessions and their refresh tokens (DESIGN §5): started at sign-in, rotated, and ended. */
export const sessionQueries = {
  // Sessions and refresh tokens

  /** A new session at sign-in; its id names its refresh-token family. */
  async insertSession(db: Db, session: { userId: string; createdAt: Date }): Promise<string> {
    const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
    return row!.id;
  },

  async insertRefreshToken(
    db: Db,
    token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await db.insert(refreshTokens).values(token);
  },

  /**
   * Marks a live token of a live session rotated and answers its user and family; none for a token that is
   * unknown, spent or expired, or whose session has ended. One conditional UPDATE, so two concurrent uses cannot
   * both succeed.
   */
  async spendRefreshToken(
    db: Db,
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: string; familyId: string } | undefined> {
    const [spent] = await db
      .update(refreshTokens)
      .set({ revokedAt: now, revokedReason: 'rotated' })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
          sessionLives(db),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    return spent;
  },

  /**
   * Marks a token rotated since `spentSince`, of a live session and not expired, as having bought its one grace
   * successor, and answers its user and family; none for any other token, one that already had its grace
   * successor included. One conditional UPDATE, so of concurrent replays only one succeeds.
   */
  async spendRefreshTokenAgain(
    db: Db,
    tokenHash: string,
    spentSince: Date,
    now: Date,
  ): Promise<{ userId: string; familyId: string } | undefined> {
    const [spent] = await db
      .update(refreshTokens)
      .set({ revokedReason: 'rotated_grace' })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          eq(refreshTokens.revokedReason, 'rotated'),
          gte(refreshTokens.revokedAt, spentSince),
          gt(refreshTokens.expiresAt, now),
          sessionLives(db),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    return spent;
  },

  /** A token whatever its state, with whether its session still lives. */
  async findRefreshToken(db: Db, tokenHash: string) {
    const [row] = await db
      .select({
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: refreshTokens.revokedAt,
        revokedReason: refreshTokens.revokedReason,
        sessionEndedAt: sessions.endedAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  },

  /**
   * The session when it has not ended, its user is active and so is the user's organisation (admins have none):
   * one query by the session's primary key, on every authenticated request.
   */
  async findLiveSession(db: Db, sessionId: string): Promise<LiveSession | undefined> {
    const [row] = await db
      .select({ userId: users.id, userType: users.userType, tenantId: users.tenantId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(
        and(
          eq(sessions.id, sessionId),
          isNull(sessions.endedAt),
          eq(users.status, 'active'),
          or(isNull(users.tenantId), eq(tenants.status, 'active')),
        ),
      );
    return row;
  },

  /** When the user's sign-in before this session began; null for their first. */
  async previousSignInAt(db: Db, userId: string, sessionId: string): Promise<Date | null> {
    const [row] = await db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          sql`${sessions.createdAt} < (select s.created_at from sessions s where s.id = ${sessionId})`,
        ),
      )
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return row?.createdAt ?? null;
  },

  endSession: (db: Db, sessionId: string, reason: SessionEndReason, now: Date) =>
    endSessionsWhere(db, eq(sessions.id, sessionId), reason, now),

  endSessionsOfUser: (db: Db, userId: string, reason: SessionEndReason, now: Date) =>
    endSessionsWhere(db, eq(sessions.userId, userId), reason, now),

  endOtherSessionsOfUser: (
    db: Db,
    userId: string,
    keptSessionId: string,
    reason: SessionEndReason,
    now: Date,
  ) => endSessionsWhere(db, and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId))!, reason, now),

  endSessionsOfTenant: (db: Db, tenantId: string, reason: SessionEndReason, now: Date) =>
    endSessionsWhere(
      db,
      inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId))),
      reason,
      now,
    ),
};
