import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/database/database.js';

/** GET /api/health/: the process answers and the database answers a query. */
export async function healthRoute(app: FastifyInstance, options: { db: Db }) {
  app.get('/health/', async (request, reply) => {
    try {
      await options.db.execute(sql`select 1`);
      return { status: true, data: { database: 'ok' } };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: false, message: 'The database is unreachable.' });
    }
  });
}
