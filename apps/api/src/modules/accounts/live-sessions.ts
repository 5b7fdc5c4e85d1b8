import { LRUCache } from 'lru-cache';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { SessionEndReason } from '../../platform/database/schema.js';
import type { AccessClaims } from '../../platform/http/access-tokens.js';
import { accountRepository as repository, type LiveSession } from './repository.js';

/**
 * How long this process trusts what it last read about a session (docs/decisions/002). Ending a session in this
 * process evicts it at once; another instance cannot reach this cache, so there a session ended elsewhere, or a
 * user or organisation suspended by a direct change in the database, goes on answering for at most this long.
 */
export const SESSION_CACHE_TTL_MS = 2_000;
/** Enough for every session active within a few seconds; the least recently used go first. */
const MAX_CACHED_SESSIONS = 10_000;

/** lru-cache keeps no undefined values, so an unknown or ended session is held as `null`. */
interface Lookup {
  session: LiveSession | null;
}

/**
 * Which sessions are live: the check every authenticated request makes (injected into the platform's
 * `authenticate` by the composition root), and the one way to end sessions, so ending one also evicts it here.
 */
export function createLiveSessions({ db, clock }: { db: Db; clock: Clock }) {
  const cacheOptions = {
    max: MAX_CACHED_SESSIONS,
    ttl: SESSION_CACHE_TTL_MS,
    // Lifetimes run on the injected clock, read on every call, so tests see an entry expire by moving it.
    perf: { now: () => clock.now().getTime() },
    ttlResolution: 0,
  };

  const lookUp = async (sessionId: string): Promise<Lookup> => ({
    session: (await repository.findLiveSession(db, sessionId)) ?? null,
  });

  // `fetch` shares one query among the concurrent requests of a burst. A session evicted while its query runs
  // answers those requests and is not stored (ignoreFetchAbort keeps the abort from rejecting them).
  const lookups = new LRUCache<string, Lookup>({
    ...cacheOptions,
    ignoreFetchAbort: true,
    fetchMethod: lookUp,
  });

  // Sessions just ended here are looked up afresh, uncached, for one cache lifetime: until the ending transaction
  // commits, a query still sees them live, and that answer must not be kept.
  const recentlyEnded = new LRUCache<string, true>(cacheOptions);

  function forget(sessionIds: readonly string[]): void {
    for (const sessionId of sessionIds) {
      lookups.delete(sessionId);
      recentlyEnded.set(sessionId, true);
    }
  }

  return {
    /** The session lives, its user and organisation are active, and the token names that user as they are now. */
    sessionIsLive: async (claims: AccessClaims): Promise<boolean> => {
      const { sessionId } = claims;
      const lookup = recentlyEnded.has(sessionId) ? await lookUp(sessionId) : await lookups.fetch(sessionId);
      const session = lookup?.session;
      return (
        !!session &&
        session.userId === claims.userId &&
        session.userType === claims.userType &&
        session.tenantId === claims.tenantId
      );
    },

    /** Ends one session and revokes its refresh tokens, in the caller's transaction. */
    endSession: async (tx: Db, sessionId: string, reason: SessionEndReason): Promise<void> => {
      forget(await repository.endSession(tx, sessionId, reason, clock.now()));
    },

    /** Ends every session of a user (a password reset, a suspension, a removal), in the caller's transaction. */
    endSessionsOfUser: async (tx: Db, userId: string, reason: SessionEndReason): Promise<void> => {
      forget(await repository.endSessionsOfUser(tx, userId, reason, clock.now()));
    },

    /** Ends every session of a user but the one that asked (a password change), in the caller's transaction. */
    endOtherSessionsOfUser: async (
      tx: Db,
      userId: string,
      keptSessionId: string,
      reason: SessionEndReason,
    ): Promise<void> => {
      forget(await repository.endOtherSessionsOfUser(tx, userId, keptSessionId, reason, clock.now()));
    },

    /** Ends every session of every user of an organisation (its suspension), in the caller's transaction. */
    endSessionsOfTenant: async (tx: Db, tenantId: string, reason: SessionEndReason): Promise<void> => {
      forget(await repository.endSessionsOfTenant(tx, tenantId, reason, clock.now()));
    },
  };
}

export type LiveSessions = ReturnType<typeof createLiveSessions>;
