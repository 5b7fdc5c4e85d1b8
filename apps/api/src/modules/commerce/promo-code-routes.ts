import { staffIdentity } from '../../platform/http/staff-identity.js';
import {
  AdminPromoCodeCreateSchema,
  AdminPromoCodeDeactivateSchema,
  AdminPromoCodesQuerySchema,
  AdminPromoRedemptionsQuerySchema,
} from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/validate.js';
import type { PromoCodeAdmin } from './promo-codes.js';

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

  app.post<{ Params: { id: string } }>('/admin/promo-codes/:id/deactivate', write, async (request) => {
    const { reason } = parseInput(AdminPromoCodeDeactivateSchema, request.body);
    return {
      status: true,
      data: await promoCodes.deactivate(staffIdentity(request), request.params.id, reason),
    };
  });

  app.get<{ Params: { id: string } }>('/admin/promo-codes/:id/redemptions/', read, async (request) => ({
    status: true,
    ...(await promoCodes.redemptions(
      request.params.id,
      parseInput(AdminPromoRedemptionsQuerySchema, request.query),
    )),
  }));
}
