import { RefreshRequestSchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../platform/http/validate.js';
import type { AuthService } from '../auth.js';

/** POST /api/accounts/token/refresh/ (SPEC §7): spends the refresh token, answers a new access and refresh token. */
export async function tokenRefreshRoute(app: FastifyInstance, options: { auth: AuthService }) {
  app.post('/accounts/token/refresh/', async (request) => {
    const { refresh } = parseInput(RefreshRequestSchema, request.body);
    return options.auth.refresh(refresh);
  });
}
