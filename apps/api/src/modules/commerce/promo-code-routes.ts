import { staffIdentity } from '../../platform/http/staff-identity.js';
import {
  AdminPromoCodeCreateSchema,
  AdminPromoCodeDeactivateSchema,
  AdminPromoCodesQuerySchema,
  AdminPromoRedemptionsQuerySchema,
  PromoCodeMessages,
} from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput, parsePathParam, PathIntegerIdSchema } from '../../platform/http/validate.js';
import type { PromoCodeAdmin } from './promo-codes.js';

type WithId = { Params: { id: string } };

/** The promo code a path names; anything that is not an id names none. */
const promoCodeIdIn = (request: FastifyRequest<WithId>) =>
  parsePathParam(PathIntegerIdSchema, request.params.id, PromoCodeMessages.notFound);

/** The back office's promo codes (issue 16) under /api/admin/promo-codes/: admins and finance. */
export async function promoCodeRoutes(app: FastifyInstance, options: { promoCodes: PromoCodeAdmin }) {
  const { promoCodes } = options;
  const read = { preHandler: app.requireStaff('promo-codes', 'read') };
  const write = { preHandler: app.requireStaff('promo-codes', 'write') };

  app.get('/admin/promo-codes/', read, async (request) => ({
    status: true,
    ...(await promoCodes.list(parseInput(AdminPromoCodesQuerySchema, request.query))),
  }));

  app.post('/admin/promo-codes/', write, async (request, reply) =>
    reply.code(201).send({
      status: true,
      data: await promoCodes.create(
        staffIdentity(request),
        parseInput(AdminPromoCodeCreateSchema, request.body),
      ),
    }),
  );

  app.post<WithId>('/admin/promo-codes/:id/deactivate', write, async (request) => {
    const { reason } = parseInput(AdminPromoCodeDeactivateSchema, request.body);
    return {
      status: true,
      data: await promoCodes.deactivate(staffIdentity(request), promoCodeIdIn(request), reason),
    };
  });

  app.get<WithId>('/admin/promo-codes/:id/redemptions/', read, async (request) => {
    const query = parseInput(AdminPromoRedemptionsQuerySchema, request.query);
    return { status: true, ...(await promoCodes.redemptions(promoCodeIdIn(request), query)) };
  });
}
