import { AddToCartSchema, CartMessages, ChangeCartItemSchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientIdentity } from '../../../platform/http/client-identity.js';
import { HttpError } from '../../../platform/http/errors.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { CartService } from '../cart.js';

const CartItemIdSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

function itemId(params: unknown): number {
  const parsed = CartItemIdSchema.safeParse(params);
  if (!parsed.success) throw new HttpError(404, CartMessages.itemNotFound);
  return parsed.data.id;
}

/**
 * GET, POST, PATCH and DELETE /api/reports/cart/ (SPEC §7): the caller's own cart. Every answer is the whole
 * cart, so the header's count is always the server's (DESIGN §4 deviation).
 */
export async function cartRoutes(app: FastifyInstance, options: { cart: CartService }) {
  app.get('/reports/cart/', { preHandler: app.requireClient }, async (request) =>
    options.cart.cart(clientIdentity(request)),
  );

  app.post('/reports/cart/', { preHandler: app.requireClient }, async (request, reply) => {
    const body = parseInput(AddToCartSchema, request.body);
    return reply.code(201).send(await options.cart.add(clientIdentity(request), body));
  });

  app.patch('/reports/cart/:id/', { preHandler: app.requireClient }, async (request) => {
    const id = itemId(request.params);
    const { selected_subscription } = parseInput(ChangeCartItemSchema, request.body);
    return options.cart.changeTier(clientIdentity(request), id, selected_subscription);
  });

  app.delete('/reports/cart/:id/', { preHandler: app.requireClient }, async (request) =>
    options.cart.remove(clientIdentity(request), itemId(request.params)),
  );
}
