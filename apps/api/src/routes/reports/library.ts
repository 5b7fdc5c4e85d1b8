import { LibraryQuerySchema } from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../http/validate.js';
import type { ClientIdentity } from '../../services/entitlements.js';
import type { LibraryService } from '../../services/library.js';

/** The signed-in client behind a request that passed `requireClient`. */
export function clientIdentity(request: FastifyRequest): ClientIdentity {
  return { userId: request.user!.userId, tenantId: request.user!.tenantId! };
}

/** GET /api/reports/report/acess/ (SPEC §7, spelled as the contract spells it): the Report Library. */
export async function libraryRoute(app: FastifyInstance, options: { library: LibraryService }) {
  app.get('/reports/report/acess/', { preHandler: app.requireClient }, async (request) => {
    const query = parseInput(LibraryQuerySchema, request.query);
    return options.library.list(clientIdentity(request), query);
  });
}
