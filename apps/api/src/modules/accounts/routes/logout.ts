import { RefreshRequestSchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../platform/http/validate.js';
import { AuthMessages, type AuthService } from '../auth.js';

/**
 * POST /api/accounts/logout/ (DESIGN §4): revokes the refresh token's family. Answers the same for an unknown
 * token, so it tells nothing about which tokens exist.
 */
export async function logoutRoute(app: FastifyInstance, options: { auth: AuthService }) {
  app.post('/accounts/logout/', async (request) => {
    const { refresh } = parseInput(RefreshRequestSchema, request.body);
    await options.auth.logout(refresh);
    return { status: true, message: AuthMessages.signedOut };
  });
}
