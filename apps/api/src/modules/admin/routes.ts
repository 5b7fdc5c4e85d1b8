import { AuditQuerySchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/validate.js';
import type { AdminService } from './service.js';

/**
 * The back office's own calls (issue 16): head counts, the overview, who the staff member is, and the audit log. Every route
 * checks the caller's staff role for its area.
 */
export async function adminRoutes(app: FastifyInstance, options: { admin: AdminService }) {
  const { admin } = options;

  app.get('/admin/summary/', { preHandler: app.requireStaff('overview', 'read') }, async () => ({
    status: true,
    data: await admin.summary(),
  }));

  app.get('/admin/overview/', { preHandler: app.requireStaff('overview', 'read') }, async () => ({
    status: true,
    data: await admin.overview(),
  }));

  app.get('/admin/me/', { preHandler: app.requireAdmin }, async (request) => ({
    status: true,
    data: await admin.me(request.user!.userId),
  }));

  app.get('/admin/audit/', { preHandler: app.requireStaff('audit', 'read') }, async (request) => ({
    status: true,
    ...(await admin.audit(parseInput(AuditQuerySchema, request.query))),
  }));
}
