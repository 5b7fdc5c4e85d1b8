import { PayByInvoiceSchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { clientIdentity } from '../../../platform/http/client-identity.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { InvoiceService } from '../invoices.js';

/**
 * POST /api/reports/pay/by/invoice/ (SPEC §7): the caller's cart becomes an order paid by invoice; the answer
 * names the invoice and its due date once the PDF has been mailed (SPEC §2 result page 'Invoice sent').
 */
export async function payByInvoiceRoute(app: FastifyInstance, options: { invoices: InvoiceService }) {
  app.post('/reports/pay/by/invoice/', { preHandler: app.requireClient }, async (request, reply) => {
    const body = parseInput(PayByInvoiceSchema, request.body);
    return reply.code(201).send(await options.invoices.payByInvoice(clientIdentity(request), body));
  });
}
