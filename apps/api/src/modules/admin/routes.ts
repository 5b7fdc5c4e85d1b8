import type { FastifyInstance } from 'fastify';
import type { AdminService } from './service.js';

/** GET /api/admin/summary/: head counts for the admin dashboard; admins only. */
export async function adminRoutes(app: FastifyInstance, options: { admin: AdminService }) {
  app.get('/admin/summary/', { preHandler: app.requireAdmin }, async () => ({
    status: true,
    data: await options.admin.summary(),
  }));
}
