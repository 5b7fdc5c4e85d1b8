import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'firm-api';
const AUDIENCE = 'firm-web';

export interface AccessClaims {
  userId: string;
  userType: 'admin' | 'client';
  tenantId: string | null;
  /** The session the token was issued for (`sid`): the token works only while that session lives. */
  sessionId: string;
}

/** Tokens in use lately whose signature has been checked; the least recently used go first. */
const CHECKED_TOKENS = 10_000;

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or null for anything expired, forged, malformed or without a session. */
  verify(token: string): Promise<AccessClaims | null>;
}

/** Tokens are issued and checked at the clock's time, so tests see them expire by moving the clock. */
export function createAccessTokens(
  secret: string,
  clock: Clock,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): AccessTokens {
  // One CryptoKey for the process: given raw bytes, jose would import them again for every token it signs or checks
  // (measured with pnpm bench: the import cost more than the signature).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A token never changes: once its signature and claims are checked, only its expiry remains to be read, on every
  // use, against the clock. (Whether its session still lives is asked on every request, elsewhere.)
  const checked = new LRUCache<string, { claims: AccessClaims; expiresAt: number }>({ max: CHECKED_TOKENS });

  async function check(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: clock.now(),
      });
      const { user_type: userType, sid } = payload;
      if (!payload.sub || (userType !== 'admin' && userType !== 'client')) return null;
      // Tokens signed before sessions existed carry no sid: they cannot be ended, so they are refused.
      if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return null;
      const tenant = typeof payload.tenant === 'string' ? payload.tenant : null;
      const claims = Object.freeze({ userId: payload.sub, userType, tenantId: tenant, sessionId: sid });
      if (typeof payload.exp === 'number') checked.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }

  return {
    async sign(claims) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ user_type: claims.userType, tenant: claims.tenantId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(await key);
    },
    async verify(token) {
      const known = checked.get(token);
      if (!known) return check(token);
      // jose's own rule: a token is expired from its exp second on.
      if (clock.now().getTime() >= known.expiresAt) return null;
      return known.claims;
    },
  };
}
