import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { accountRepository as repository, type RefreshRevokeReason } from './repository.js';

export const REFRESH_TOKEN_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type RotationResult =
  { ok: true; userId: string; token: string } | { ok: false; reason: 'unknown' | 'reused' };

/**
 * Refresh tokens (docs/decisions/002): each use spends the token and issues its successor in the same family;
 * only a SHA-256 of a token is stored; presenting a spent token revokes its whole family, since it has leaked.
 */
export function createRefreshTokens({
  db,
  unitOfWork,
  clock,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  async function issue(tx: Db, userId: string, familyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await repository.insertRefreshToken(tx, {
      userId,
      familyId,
      tokenHash: digest(token),
      expiresAt: new Date(clock.now().getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    });
    return token;
  }

  return {
    /** Starts a new session, and its family of tokens, at sign-in. */
    issue: (userId: string) =>
      unitOfWork(async (tx) => {
        const sessionId = await repository.insertSession(tx, { userId, createdAt: clock.now() });
        return issue(tx, userId, sessionId);
      }),

    /** Spends a token and issues its successor together; a token that was already spent revokes its family. */
    rotate: (token: string): Promise<RotationResult> =>
      unitOfWork(async (tx) => {
        const tokenHash = digest(token);
        const spent = await repository.spendRefreshToken(tx, tokenHash, clock.now());
        if (spent) {
          return { ok: true, userId: spent.userId, token: await issue(tx, spent.userId, spent.familyId) };
        }
        const known = await repository.findRefreshToken(tx, tokenHash);
        if (known?.revokedReason === 'rotated') {
          await repository.revokeRefreshFamily(tx, known.familyId, 'reused', clock.now());
          return { ok: false, reason: 'reused' };
        }
        return { ok: false, reason: 'unknown' };
      }),

    /** Sign-out: the token's whole family stops working. Unknown tokens are ignored. */
    async revoke(token: string): Promise<void> {
      const known = await repository.findRefreshToken(db, digest(token));
      if (known) await repository.revokeRefreshFamily(db, known.familyId, 'logout', clock.now());
    },

    /** Ends every session of a user (after a password reset), in the caller's transaction. */
    revokeAllForUser: (tx: Db, userId: string, reason: RefreshRevokeReason) =>
      repository.revokeUserRefreshTokens(tx, userId, reason, clock.now()),
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
