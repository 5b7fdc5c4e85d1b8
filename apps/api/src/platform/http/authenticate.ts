import { staffMayRead, staffMayWrite, type StaffArea } from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthenticatedError } from '../errors.js';
import type { AccessClaims, AccessTokens } from './access-tokens.js';
import type { StaffIdentity } from './staff-identity.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: the caller must present a valid access token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: the caller must be a signed-in admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler factory: the caller must be signed-in staff whose role may read (or write) the back-office area
     * (issue 16). Sets `request.staff`.
     */
    requireStaff: (area: StaffArea, access: 'read' | 'write') => (request: FastifyRequest) => Promise<void>;
    /** For an authenticated request: refuses (403) unless the caller is staff whose role may use the area. */
    assertStaff: (request: FastifyRequest, area: StaffArea, access: 'read' | 'write') => Promise<void>;
    /** preHandler: the caller must be a signed-in user of a client organisation. */
    requireClient: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler for routes open to visitors: no Authorization header leaves `request.user` null; a token that is
     * present must be valid (401 otherwise, so the client refreshes it and asks again as who it is).
     */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AccessClaims | null;
    /** The staff member calling, with their back-office role, once `requireStaff` let them in. */
    staff: StaffIdentity | null;
  }
}

export const AuthenticateMessages = {
  missing: 'Authentication credentials were not provided or are invalid.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  clientsOnly: 'This is for client accounts. Please sign in with the account of your organisation.',
} as const;

/**
 * Whether the session a token names still lives: not ended, its user and organisation still active. The accounts
 * module answers it, given by the composition root, so the platform knows nothing of how sessions are kept.
 */
export type SessionIsLive = (claims: AccessClaims) => Promise<boolean>;

/**
 * The active staff member with their back-office role as stored now (null for anyone else), so a role taken away
 * counts at the next request. The back office's area answers it, given by the composition root.
 */
export type StaffMemberOf = (userId: string) => Promise<StaffIdentity | null>;

export interface AuthenticateOptions {
  accessTokens: AccessTokens;
  sessionIsLive: SessionIsLive;
  staffMemberOf: StaffMemberOf;
}

/**
 * A signed, unexpired token is not enough: its session is asked about on every request, so a logout, a password
 * reset, a suspension or a removal refuses the token at once rather than when it expires (docs/decisions/002).
 */
export const authenticate = fp(async (app: FastifyInstance, options: AuthenticateOptions) => {
  app.decorateRequest('user', null);

  async function authenticateRequest(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    const claims = scheme === 'Bearer' && token ? await options.accessTokens.verify(token) : null;
    if (!claims) throw new UnauthenticatedError(AuthenticateMessages.missing);
    if (!(await options.sessionIsLive(claims))) {
      throw new UnauthenticatedError(AuthenticateMessages.sessionEnded);
    }
    request.user = claims;
  }

  app.decorate('authenticate', authenticateRequest);
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    if (request.headers.authorization === undefined) return;
    await authenticateRequest(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticateRequest(request);
    if (request.user?.userType !== 'admin') throw new ForbiddenError(AuthenticateMessages.forbidden);
  });
  app.decorateRequest('staff', null);
  async function assertStaff(request: FastifyRequest, area: StaffArea, access: 'read' | 'write') {
    const may = access === 'read' ? staffMayRead : staffMayWrite;
    const staff =
      request.user?.userType === 'admin' ? await options.staffMemberOf(request.user.userId) : null;
    if (!staff || !may(staff.role, area)) throw new ForbiddenError(AuthenticateMessages.forbidden);
    request.staff = staff;
  }
  app.decorate('assertStaff', assertStaff);
  app.decorate(
    'requireStaff',
    (area: StaffArea, access: 'read' | 'write') => async (request: FastifyRequest) => {
      await authenticateRequest(request);
      await assertStaff(request, area, access);
    },
  );
  app.decorate('requireClient', async (request: FastifyRequest) => {
    await authenticateRequest(request);
    if (request.user?.userType !== 'client' || !request.user.tenantId) {
      throw new ForbiddenError(AuthenticateMessages.clientsOnly);
    }
  });
});
