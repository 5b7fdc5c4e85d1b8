import type { LoginData } from '@firm/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { tenants, users, type User } from '../../platform/database/schema.js';
import { HttpError } from '../../platform/http/errors.js';
import type { AccessTokens } from '../../platform/http/access-tokens.js';
import { verifyAgainstNothing, verifyPassword } from './passwords.js';
import type { RefreshTokens } from './refresh-tokens.js';

export const AuthMessages = {
  invalidCredentials: 'Invalid email or password.',
  pending: 'Please confirm your email address before signing in.',
  disabled: 'This account has been disabled. Please contact us.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signedOut: 'You have been signed out.',
} as const;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function displayName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

interface Dependencies {
  db: Db;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
}

export function createAuthService({ db, accessTokens, refreshTokens }: Dependencies) {
  async function findSignInUser(userId: string) {
    const [row] = await db
      .select({ user: users, tenantStatus: tenants.status })
      .from(users)
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.id, userId));
    return row;
  }

  /** Refuses anyone who may not hold a session now: unconfirmed, disabled, or in an organisation that is not active. */
  function assertMaySignIn(user: User, tenantStatus: string | null): void {
    if (user.status === 'disabled' || tenantStatus === 'disabled')
      throw new HttpError(403, AuthMessages.disabled);
    if (user.status === 'pending' || tenantStatus === 'pending')
      throw new HttpError(403, AuthMessages.pending);
  }

  function accessFor(user: User) {
    return accessTokens.sign({ userId: user.id, userType: user.userType, tenantId: user.tenantId });
  }

  return {
    async login(email: string, password: string): Promise<LoginData> {
      const [row] = await db
        .select({ user: users, tenantStatus: tenants.status })
        .from(users)
        .leftJoin(tenants, eq(tenants.id, users.tenantId))
        .where(eq(users.email, normaliseEmail(email)));
      const valid = row
        ? await verifyPassword(row.user.passwordHash, password)
        : await verifyAgainstNothing(password);
      if (!row || !valid) throw new HttpError(401, AuthMessages.invalidCredentials);
      assertMaySignIn(row.user, row.tenantStatus);
      return {
        access: await accessFor(row.user),
        refresh: await refreshTokens.issue(row.user.id),
        email: row.user.email,
        username: displayName(row.user),
        id: row.user.id,
        user_type: row.user.userType,
      };
    },

    async refresh(token: string): Promise<{ access: string; refresh: string }> {
      const rotation = await refreshTokens.rotate(token);
      if (!rotation.ok) throw new HttpError(401, AuthMessages.sessionExpired);
      const row = await findSignInUser(rotation.userId);
      if (!row) throw new HttpError(401, AuthMessages.sessionExpired);
      try {
        assertMaySignIn(row.user, row.tenantStatus);
      } catch (error) {
        await refreshTokens.revoke(rotation.token);
        throw error;
      }
      return { access: await accessFor(row.user), refresh: rotation.token };
    },

    logout: (token: string) => refreshTokens.revoke(token),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
