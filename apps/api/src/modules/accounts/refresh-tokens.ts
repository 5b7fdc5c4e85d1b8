import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { SessionEndReason } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { LiveSessions } from './live-sessions.js';
import { accountRepository as repository } from './repository.js';

export const REFRESH_TOKEN_TTL_DAYS = 7;
/**
 * How long a token just spent may be presented once more and still buy a successor: two tabs of one browser refresh
 * with the same token at nearly the same moment, and the slower one must not end the session. Short, and once only,
 * so a thief replaying a stolen token cannot keep a chain of their own alive.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type RotationResult =
  | { ok: true; userId: string; sessionId: string; token: string }
  | { ok: false; reason: 'unknown' | 'reused' };

/**
 * Refresh tokens (docs/decisions/002): each use spends the token and issues its successor in the same family (the
 * session); only a SHA-256 of a token is stored. A spent token presented again within the grace window buys one more
 * successor, once; presented any other time it has leaked, and its session ends.
 */
export function createRefreshTokens({
  unitOfWork,
  clock,
  liveSessions,
}: {
  unitOfWork: UnitOfWork;
  clock: Clock;
  liveSessions: LiveSessions;
}) {
  async function issue(tx: Db, userId: string, sessionId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await repository.insertRefreshToken(tx, {
      userId,
      familyId: sessionId,
      tokenHash: digest(token),
      expiresAt: new Date(clock.now().getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    });
    return token;
  }

  async function successor(tx: Db, userId: string, sessionId: string): Promise<RotationResult> {
    return { ok: true, userId, sessionId, token: await issue(tx, userId, sessionId) };
  }

  return {
    /** Starts a new session, and its family of tokens, at sign-in. */
    issue: (userId: string): Promise<{ sessionId: string; token: string }> =>
      unitOfWork(async (tx) => {
        const sessionId = await repository.insertSession(tx, { userId, createdAt: clock.now() });
        return { sessionId, token: await issue(tx, userId, sessionId) };
      }),

    /**
     * Spends a token and issues its successor together. A token spent within the grace window gets one more
     * successor; presented again after that, or after the window, it was reused and its session ends.
     */
    rotate: (token: string): Promise<RotationResult> =>
      unitOfWork(async (tx) => {
        const now = clock.now();
        const tokenHash = digest(token);
        const graceSince = new Date(now.getTime() - REFRESH_REUSE_GRACE_SECONDS * 1000);
        const spent =
          (await repository.spendRefreshToken(tx, tokenHash, now)) ??
          (await repository.spendRefreshTokenAgain(tx, tokenHash, graceSince, now));
        if (spent) return successor(tx, spent.userId, spent.familyId);
        const known = await repository.findRefreshToken(tx, tokenHash);
        // Unknown, run out unspent, or revoked with its ended session: nothing left to protect.
        const wasSpent = known?.revokedReason === 'rotated' || known?.revokedReason === 'rotated_grace';
        if (!known || !wasSpent || known.sessionEndedAt) return { ok: false, reason: 'unknown' };
        await liveSessions.endSession(tx, known.familyId, 'reused');
        return { ok: false, reason: 'reused' };
      }),

    /** Ends the session of a token, whichever of its family it is, and so every token of it. Unknown ones: none. */
    endSessionOf: (token: string, reason: SessionEndReason): Promise<void> =>
      unitOfWork(async (tx) => {
        const known = await repository.findRefreshToken(tx, digest(token));
        if (known) await liveSessions.endSession(tx, known.familyId, reason);
      }),
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
