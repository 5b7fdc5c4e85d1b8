import { jwtVerify, SignJWT } from 'jose';
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
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ user_type: claims.userType, tenant: claims.tenantId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
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
        return { userId: payload.sub, userType, tenantId: tenant, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
