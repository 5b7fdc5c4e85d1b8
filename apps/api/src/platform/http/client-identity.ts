import type { FastifyRequest } from 'fastify';

/** Who a client's call is made by: the signed-in user and their organisation (tenant). */
export interface ClientIdentity {
  userId: string;
  tenantId: string;
}

/** The signed-in client behind a request that passed `app.requireClient`. */
export function clientIdentity(request: FastifyRequest): ClientIdentity {
  return { userId: request.user!.userId, tenantId: request.user!.tenantId! };
}
