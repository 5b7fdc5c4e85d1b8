import { ArchiveQuerySchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/validate.js';
import type { ArchiveSearchService } from './service.js';

/**
 * GET /api/reports/elastic-search/ (SPEC §7, named as the contract names it; DESIGN §4 Postgres full-text search):
 * open to visitors (SPEC §6); a signed-in client's results say which it may open.
 */
export async function archiveRoutes(app: FastifyInstance, options: { archive: ArchiveSearchService }) {
  app.get('/reports/elastic-search/', { preHandler: app.optionalUser }, async (request) => {
    const query = parseInput(ArchiveQuerySchema, request.query);
    const user = request.user;
    const identity =
      user?.userType === 'client' && user.tenantId ? { userId: user.userId, tenantId: user.tenantId } : null;
    return options.archive.search(identity, query);
  });
}
