import { staffIdentity } from '../../platform/http/staff-identity.js';
import {
  AdminAccessChangeSchema,
  AdminClientsQuerySchema,
  AdminGraceExtendSchema,
  AdminSubscriptionExtendSchema,
  AdminSubscriptionGrantSchema,
  BillingProfileRequestSchema,
  ClientMessages,
  StatementFormatSchema,
  StatementMessages,
} from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput, parsePathParam, PathUuidSchema } from '../../platform/http/validate.js';
import { sendStatement } from '../commerce';
import type { Clients } from './service.js';

type WithClient = { Params: { id: string } };
type WithStatement = { Params: { id: string; format: string } };
type WithUser = { Params: { id: string; userId: string } };
type WithSubscription = { Params: { id: string; subscriptionId: string } };

/** The subscription a path names; anything that is not an id names none. */
const subscriptionIdIn = (request: FastifyRequest<WithSubscription>) =>
  parsePathParam(PathUuidSchema, request.params.subscriptionId, ClientMessages.subscriptionNotFound);

/** The organisation a path names; anything that is not an id names none. */
const tenantIdIn = (request: FastifyRequest<WithClient>) =>
  parsePathParam(PathUuidSchema, request.params.id, ClientMessages.notFound);

/**
 * The back office's clients (issue 16) under /api/admin/clients/: admins read and change them, finance reads them.
 * An organisation's billing profile (issue 46) is changed by those who run orders: admins and finance; they also
 * download its statement of account (GET …/statement/pdf/, …/csv/).
 */
export async function clientRoutes(app: FastifyInstance, options: { clients: Clients }) {
  const { clients } = options;
  const read = { preHandler: app.requireStaff('clients', 'read') };
  const write = { preHandler: app.requireStaff('clients', 'write') };
  const money = { preHandler: app.requireStaff('orders', 'write') };
  const orders = { preHandler: app.requireStaff('orders', 'read') };

  app.get('/admin/clients/', read, async (request) => ({
    status: true,
    ...(await clients.list(parseInput(AdminClientsQuerySchema, request.query))),
  }));

  app.get<WithClient>('/admin/clients/:id/', read, async (request) => ({
    status: true,
    data: await clients.get(tenantIdIn(request)),
  }));

  app.post<WithClient>('/admin/clients/:id/suspend/', write, async (request) => {
    const { reason } = parseInput(AdminAccessChangeSchema, request.body);
    const data = await clients.suspend(staffIdentity(request), tenantIdIn(request), reason);
    return { status: true, message: ClientMessages.suspended, data };
  });

  app.post<WithClient>('/admin/clients/:id/reactivate/', write, async (request) => {
    const { reason } = parseInput(AdminAccessChangeSchema, request.body);
    const data = await clients.reactivate(staffIdentity(request), tenantIdIn(request), reason);
    return { status: true, message: ClientMessages.reactivated, data };
  });

  for (const [path, suspended] of [
    ['suspend', true],
    ['reactivate', false],
  ] as const) {
    app.post<WithUser>(`/admin/clients/:id/users/:userId/${path}/`, write, async (request) => {
      const { reason } = parseInput(AdminAccessChangeSchema, request.body);
      const tenantId = tenantIdIn(request);
      const userId = parsePathParam(PathUuidSchema, request.params.userId, ClientMessages.userNotFound);
      const data = await clients.setUserSuspended(
        staffIdentity(request),
        tenantId,
        userId,
        suspended,
        reason,
      );
      return {
        status: true,
        message: suspended ? ClientMessages.userSuspended : ClientMessages.userReactivated,
        data,
      };
    });
  }

  app.post<WithClient>('/admin/clients/:id/subscriptions/', write, async (request, reply) => {
    const grant = parseInput(AdminSubscriptionGrantSchema, request.body);
    const data = await clients.grant(staffIdentity(request), tenantIdIn(request), grant);
    return reply.code(201).send({ status: true, message: ClientMessages.granted, data });
  });

  app.post<WithSubscription>(
    '/admin/clients/:id/subscriptions/:subscriptionId/extend/',
    write,
    async (request) => {
      const extension = parseInput(AdminSubscriptionExtendSchema, request.body);
      const data = await clients.extend(
        staffIdentity(request),
        tenantIdIn(request),
        subscriptionIdIn(request),
        extension,
      );
      return { status: true, message: ClientMessages.extended, data };
    },
  );

  app.post<WithSubscription>(
    '/admin/clients/:id/subscriptions/:subscriptionId/grace/',
    write,
    async (request) => {
      const extension = parseInput(AdminGraceExtendSchema, request.body);
      const data = await clients.extendGrace(
        staffIdentity(request),
        tenantIdIn(request),
        subscriptionIdIn(request),
        extension,
      );
      return { status: true, message: ClientMessages.graceExtended, data };
    },
  );

  app.get<WithClient>('/admin/clients/:id/billing-profile/', read, async (request) =>
    clients.billingProfile(tenantIdIn(request)),
  );

  app.put<WithClient>('/admin/clients/:id/billing-profile/', money, async (request) => {
    const tenantId = tenantIdIn(request);
    const profile = parseInput(BillingProfileRequestSchema, request.body);
    return clients.saveBillingProfile(staffIdentity(request), tenantId, profile);
  });

  app.get<WithStatement>('/admin/clients/:id/statement/:format/', orders, async (request, reply) => {
    const tenantId = parsePathParam(PathUuidSchema, request.params.id, ClientMessages.notFound);
    const format = parsePathParam(StatementFormatSchema, request.params.format, StatementMessages.format);
    return sendStatement(reply, await clients.statement(tenantId, format));
  });
}
