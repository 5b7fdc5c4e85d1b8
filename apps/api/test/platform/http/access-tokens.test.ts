import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../../src/platform/http/access-tokens.js';
import { createTestClock } from '../../support/index.js';

const SECRET = 'a-secret-for-these-tests-only-0123456789';
const clock = createTestClock('2026-03-02T09:00:00Z');
const tokens = createAccessTokens(SECRET, clock);
const claims = {
  userId: '0b9f3c0e-5d7a-4f3e-9a51-2c4d6e8f0a1b',
  userType: 'client',
  tenantId: '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
  sessionId: 'c3d2e1f0-a9b8-4c7d-8e6f-5a4b3c2d1e0f',
} as const;

/** A token signed with the right key, as an older release signed them or with claims of our choosing. */
function signedWith(payload: Record<string, unknown>) {
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer('firm-api')
    .setAudience('firm-web')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 60)
    .sign(new TextEncoder().encode(SECRET));
}

describe('access tokens', () => {
  it('carry the session they were issued for', async () => {
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });

  it('are refused without a session id, or with one that is not a session id', async () => {
    const withoutSession = { user_type: 'client', tenant: claims.tenantId };
    expect(await tokens.verify(await signedWith(withoutSession))).toBeNull();
    expect(await tokens.verify(await signedWith({ ...withoutSession, sid: 42 }))).toBeNull();
    expect(await tokens.verify(await signedWith({ ...withoutSession, sid: "1' or '1'='1" }))).toBeNull();
    // The same token with a session id passes, so the refusals above are the session id's.
    expect(await tokens.verify(await signedWith({ ...withoutSession, sid: claims.sessionId }))).toEqual(
      claims,
    );
  });
});
