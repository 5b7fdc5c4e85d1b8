import { LoginRequestSchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { rateLimit } from '../../../platform/http/rate-limit.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { AuthService } from '../auth.js';

export const LOGIN_RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait a minute and try again.';

/** POST /api/accounts/clientlogin/ (SPEC §7): { email, password } → { status, data | message }. */
export async function loginRoute(app: FastifyInstance, options: { auth: AuthService; rateLimitMax: number }) {
  app.post(
    '/accounts/clientlogin/',
    {
      config: rateLimit(options.rateLimitMax, '1 minute', LOGIN_RATE_LIMIT_MESSAGE),
    },
    async (request) => {
      const { email, password } = parseInput(LoginRequestSchema, request.body);
      const data = await options.auth.login(email, password);
      return { status: true, data };
    },
  );
}
