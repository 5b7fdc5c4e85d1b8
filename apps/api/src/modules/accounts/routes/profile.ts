import type { FastifyInstance } from 'fastify';
import { clientIdentity } from '../../../platform/http/client-identity.js';
import type { ProfileService } from '../profile.js';

/** GET /api/accounts/profile/: the signed-in client's own profile (SPEC §2 Profile fields); clients only. */
export async function profileRoute(app: FastifyInstance, options: { profile: ProfileService }) {
  app.get('/accounts/profile/', { preHandler: app.requireClient }, async (request) => ({
    status: true,
    data: await options.profile.profile(clientIdentity(request)),
  }));
}
