import { OrderLookupMessages, OrderNumberSchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientIdentity } from '../../../platform/http/client-identity.js';
import { HttpError } from '../../../platform/http/errors.js';
import type { OrderService } from '../orders.js';

const ParamsSchema = z.object({ number: OrderNumberSchema });

/**
 * GET /api/reports/orders/{number}/: one order of the caller's organisation (number, status, amount after the
 * discount, items), for the result pages. A malformed number is as unknown as a missing one.
 */
export async function orderRoutes(app: FastifyInstance, options: { orders: OrderService }) {
  app.get('/reports/orders/:number/', { preHandler: app.requireClient }, async (request) => {
    const params = ParamsSchema.safeParse(request.params);
    if (!params.success) throw new HttpError(404, OrderLookupMessages.notFound);
    return { status: true, data: await options.orders.details(clientIdentity(request), params.data.number) };
  });
}
