import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database/database.js';
import { tenants, users } from '../../platform/database/schema.js';

/** GET /api/admin/summary/: head counts for the admin dashboard; admins only. */
export async function adminSummaryRoute(app: FastifyInstance, options: { db: Db }) {
  app.get('/admin/summary/', { preHandler: app.requireAdmin }, async () => {
    const count = sql<number>`count(*)::int`;
    const [[tenantCount], [clientCount]] = await Promise.all([
      options.db.select({ count }).from(tenants),
      options.db.select({ count }).from(users).where(eq(users.userType, 'client')),
    ]);
    return { status: true, data: { tenants: tenantCount?.count ?? 0, clients: clientCount?.count ?? 0 } };
  });
}
