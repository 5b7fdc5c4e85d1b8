import type { FastifyInstance } from 'fastify';
import type { InvoiceService } from '../commerce/invoices.js';

/**
 * GET /api/billing/invoices/:number/pdf/ (issue 13): an issued invoice's PDF, as mailed, for its buyer, the owner,
 * admins and billing members of the invoiced organisation (issue 15), and for the firm's admins and finance staff
 * (issue 16; editors 403). Visitors 401;
 * other members' asking, another organisation's, unknown and malformed numbers 404.
 */
export async function billingRoutes(app: FastifyInstance, options: { invoices: InvoiceService }) {
  app.get<{ Params: { number: string } }>(
    '/billing/invoices/:number/pdf/',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const { userType, userId, tenantId } = request.user!;
      if (userType === 'admin') await app.assertStaff(request, 'orders', 'read');
      const file = await options.invoices.pdf({ userType, userId, tenantId }, request.params.number);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(file.bytes));
    },
  );
}
