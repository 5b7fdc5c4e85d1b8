import { LibraryQuerySchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { clientIdentity } from '../../../platform/http/client-identity.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { LibraryService } from '../library.js';

/** GET /api/reports/report/acess/ (SPEC §7, spelled as the contract spells it): the Report Library. */
export async function libraryRoute(app: FastifyInstance, options: { library: LibraryService }) {
  app.get('/reports/report/acess/', { preHandler: app.requireClient }, async (request) => {
    const query = parseInput(LibraryQuerySchema, request.query);
    return options.library.list(clientIdentity(request), query);
  });
}
