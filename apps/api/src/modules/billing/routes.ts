import type { FastifyInstance } from 'fastify';
import type { InvoiceService } from '../commerce/invoices.js';

/**
 * GET /api/billing/invoices/:number/pdf/ (issue 13): an issued invoice's PDF, as mailed, for the clients of the
 * invoiced organisation and for admins. Visitors 401; another organisation's, unknown and malformed numbers 404.
 */
export async function billingRoutes(app: FastifyInstance, options: { invoices: InvoiceService }) {
  app.get<{ Params: { number: string } }>(
    '/billing/invoices/:number/pdf/',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const { userType, tenantId } = request.user!;
      const file = await options.invoices.pdf({ userType, tenantId }, request.params.number);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(file.bytes));
    },
  );
}
