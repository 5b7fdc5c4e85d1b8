import type { LoginData } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { User } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ForbiddenError, UnauthenticatedError } from '../../platform/errors.js';
import type { AccessTokens } from '../../platform/http/access-tokens.js';
import type { AttemptThrottle, ThrottleRule } from './attempt-throttle.js';
import { normaliseEmail } from './email-address.js';
import type { LiveSessions } from './live-sessions.js';
import { verifyAgainstNothing, verifyPassword } from './passwords.js';
import type { RefreshTokens } from './refresh-tokens.js';
import { accountRepository as repository, type SignInUser } from './repository.js';

export const SessionMessages = {
  invalidCredentials: 'Invalid email or password.',
  pending: 'Please confirm your email address before signing in.',
  disabled: 'This account has been disabled. Please contact us.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signedOut: 'You have been signed out.',
} as const;

/**
 * Failed sign-ins are counted per email, not per address, so an office behind one address is never locked out
 * together: after 5 failures within 15 minutes that email waits, even with the right password.
 */
export const SIGN_IN_THROTTLE: ThrottleRule = {
  kind: 'sign_in',
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockedMessage: (wait) =>
    `Too many failed sign-in attempts for this email address. Please try again in ${wait}.`,
};

function displayName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Refuses anyone who may not hold a session now: unconfirmed, disabled, or in an organisation that is not active. */
function assertMaySignIn({ user, tenantStatus }: SignInUser): void {
  if (user.status === 'disabled' || tenantStatus === 'disabled') {
    throw new ForbiddenError(SessionMessages.disabled);
  }
  if (user.status === 'pending' || tenantStatus === 'pending')
    throw new ForbiddenError(SessionMessages.pending);
}

/**
 * Sign-in, token refresh and sign-out (SPEC §7, DESIGN §4): each sign-in starts a session, which its short access
 * tokens name and its rotating refresh tokens keep alive until it ends.
 */
export function createSessions({
  db,
  unitOfWork,
  accessTokens,
  refreshTokens,
  liveSessions,
  throttle,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  liveSessions: LiveSessions;
  throttle: AttemptThrottle;
}) {
  const accessFor = (user: User, sessionId: string) =>
    accessTokens.sign({ userId: user.id, userType: user.userType, tenantId: user.tenantId, sessionId });

  /** A new session for someone who may hold one, answered as SPEC's login data. */
  async function startSession(found: SignInUser): Promise<LoginData> {
    assertMaySignIn(found);
    const { user } = found;
    const session = await refreshTokens.issue(user.id);
    return {
      access: await accessFor(user, session.sessionId),
      refresh: session.token,
      email: user.email,
      username: displayName(user),
      id: user.id,
      user_type: user.userType,
    };
  }

  return {
    /**
     * When the person's previous visit began (the sign-in before the session `sessionId`): what the portal marks
     * 'New' is what came since (issue 42). Null on a first visit.
     */
    async previousVisit(userId: string, sessionId: string): Promise<Date | null> {
      return repository.previousSignInAt(db, userId, sessionId);
    },

    async login(given: string, password: string): Promise<LoginData> {
      const email = normaliseEmail(given);
      // A waiting email is refused here, before the password hash is computed.
      const attempt = await throttle.begin(db, SIGN_IN_THROTTLE, email);
      const found = await repository.findSignInUserByEmail(db, email);
      const valid = found
        ? await verifyPassword(found.user.passwordHash, password)
        : await verifyAgainstNothing(password);
      if (!found || !valid) {
        throw attempt.failed() ?? new UnauthenticatedError(SessionMessages.invalidCredentials);
      }
      await attempt.succeeded();
      return startSession(found);
    },

    /**
     * Signs in a user who proved who they are another way (an accepted invitation's link): the same session and
     * answer as `login`, under the same rules of who may hold one.
     */
    async signInVerified(userId: string): Promise<LoginData> {
      const found = await repository.findSignInUserById(db, userId);
      if (!found) throw new UnauthenticatedError(SessionMessages.invalidCredentials);
      return startSession(found);
    },

    async refresh(token: string): Promise<{ access: string; refresh: string }> {
      const rotation = await refreshTokens.rotate(token);
      if (!rotation.ok) throw new UnauthenticatedError(SessionMessages.sessionExpired);
      const found = await repository.findSignInUserById(db, rotation.userId);
      if (!found) throw new UnauthenticatedError(SessionMessages.sessionExpired);
      try {
        assertMaySignIn(found);
      } catch (error) {
        await unitOfWork((tx) => liveSessions.endSession(tx, rotation.sessionId, 'suspended'));
        throw error;
      }
      return { access: await accessFor(found.user, rotation.sessionId), refresh: rotation.token };
    },

    /** Ends the session the refresh token belongs to: its access tokens are refused from now on. */
    logout: (token: string) => refreshTokens.endSessionOf(token, 'logout'),
  };
}
