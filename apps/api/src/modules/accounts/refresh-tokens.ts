import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { refreshTokens } from '../../platform/database/schema.js';

export const REFRESH_TOKEN_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type RotationResult =
  { ok: true; userId: string; token: string } | { ok: false; reason: 'unknown' | 'reused' };

export function createRefreshTokens(db: Db, ttlDays = REFRESH_TOKEN_TTL_DAYS) {
  async function issue(userId: string, familyId: string = randomUUID()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
    });
    return token;
  }

  type RevokeReason = 'reused' | 'logout' | 'password_reset';

  async function revokeFamily(familyId: string, reason: RevokeReason): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    /** Starts a new family at sign-in. */
    issue: (userId: string) => issue(userId),

    /**
     * Spends a token and issues its successor. The spend is one conditional UPDATE, so two concurrent uses of the
     * same token cannot both succeed; a token that was already spent revokes its whole family.
     */
    async rotate(token: string): Promise<RotationResult> {
      const tokenHash = digest(token);
      const [spent] = await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()`, revokedReason: 'rotated' })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
      if (spent) {
        return { ok: true, userId: spent.userId, token: await issue(spent.userId, spent.familyId) };
      }
      const [known] = await db
        .select({ familyId: refreshTokens.familyId, revokedReason: refreshTokens.revokedReason })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (known?.revokedReason === 'rotated') {
        await revokeFamily(known.familyId, 'reused');
        return { ok: false, reason: 'reused' };
      }
      return { ok: false, reason: 'unknown' };
    },

    /** Sign-out: the token's whole family stops working. Unknown tokens are ignored. */
    async revoke(token: string): Promise<void> {
      const [known] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, digest(token)));
      if (known) await revokeFamily(known.familyId, 'logout');
    },

    /** Ends every session of a user (after a password reset); runs inside the caller's transaction. */
    async revokeAllForUser(tx: Db, userId: string, reason: RevokeReason): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
