import { TaxRateMessages, TaxRateRequestSchema } from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffIdentity } from '../../platform/http/staff-identity.js';
import { parseInput, parsePathParam, PathIntegerIdSchema } from '../../platform/http/validate.js';
import type { TaxRateAdmin } from './tax-rates.js';

type WithId = { Params: { id: string } };

/** The rate a path names; anything that is not an id names none. */
const taxRateIdIn = (request: FastifyRequest<WithId>) =>
  parsePathParam(PathIntegerIdSchema, request.params.id, TaxRateMessages.notFound);

/**
 * The back office's tax rates (issue 46) under /api/admin/tax-rates/: admins and finance. Every answer is the whole
 * list, by country and state.
 */
export async function taxRateRoutes(app: FastifyInstance, options: { taxRates: TaxRateAdmin }) {
  const { taxRates } = options;
  const read = { preHandler: app.requireStaff('tax-rates', 'read') };
  const write = { preHandler: app.requireStaff('tax-rates', 'write') };

  app.get('/admin/tax-rates/', read, async () => ({ status: true, data: await taxRates.list() }));

  app.post('/admin/tax-rates/', write, async (request, reply) => {
    const body = parseInput(TaxRateRequestSchema, request.body);
    const data = await taxRates.create(staffIdentity(request), body);
    return reply.code(201).send({ status: true, message: TaxRateMessages.created, data });
  });

  app.put<WithId>('/admin/tax-rates/:id/', write, async (request) => {
    const id = taxRateIdIn(request);
    const body = parseInput(TaxRateRequestSchema, request.body);
    return {
      status: true,
      message: TaxRateMessages.updated,
      data: await taxRates.update(staffIdentity(request), id, body),
    };
  });

  app.delete<WithId>('/admin/tax-rates/:id/', write, async (request) => ({
    status: true,
    message: TaxRateMessages.deleted,
    data: await taxRates.remove(staffIdentity(request), taxRateIdIn(request)),
  }));
}
