import type { FastifyRequest } from 'fastify';
import type { ClientIdentity } from '../../modules/reports/entitlements.js';

/** The signed-in client behind a request that passed `app.requireClient`. */
export function clientIdentity(request: FastifyRequest): ClientIdentity {
  return { userId: request.user!.userId, tenantId: request.user!.tenantId! };
}
