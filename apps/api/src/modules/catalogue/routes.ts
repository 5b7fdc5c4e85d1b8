import type { FastifyInstance } from 'fastify';
import type { CatalogueService } from './service.js';

/** The catalogue is public and changes rarely: browsers and proxies may keep it five minutes. */
const CATALOGUE_CACHE = 'public, max-age=300';

/** GET /api/reports/report-types and GET /api/reports/report-type-descriptions/ (SPEC §7), open to everyone. */
export async function catalogueRoutes(app: FastifyInstance, options: { catalogue: CatalogueService }) {
  app.get('/reports/report-types', async (_request, reply) => {
    reply.header('Cache-Control', CATALOGUE_CACHE);
    return { status: true, data: { results: await options.catalogue.tree() } };
  });

  app.get('/reports/report-type-descriptions/', async (_request, reply) => {
    reply.header('Cache-Control', CATALOGUE_CACHE);
    return { status: true, data: await options.catalogue.descriptions() };
  });
}
