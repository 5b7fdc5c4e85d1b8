import type { FastifyInstance } from 'fastify';
import { clientIdentity } from '../../../platform/http/client-identity.js';
import type { SubscriptionService } from '../subscriptions.js';

/**
 * GET /api/reports/subscriptions/: the signed-in client's organisation's subscriptions, for the client landing
 * (beyond SPEC §7). Clients only, and only their own tenant's.
 */
export async function subscriptionsRoute(
  app: FastifyInstance,
  options: { subscriptions: SubscriptionService },
) {
  app.get('/reports/subscriptions/', { preHandler: app.requireClient }, async (request) =>
    options.subscriptions.list(clientIdentity(request).tenantId),
  );
}
