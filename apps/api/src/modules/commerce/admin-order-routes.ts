import { staffIdentity } from '../../platform/http/staff-identity.js';
import {
  AdminOrderCreditSchema,
  AdminOrderMarkPaidSchema,
  AdminOrderNoteSchema,
  AdminOrderRefundSchema,
  AdminOrdersQuerySchema,
  AdminOrderVoidSchema,
  AdminOrderMessages,
  OrderNumberSchema,
} from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendDownload } from '../../platform/http/download-reply.js';
import { parseInput, parsePathParam } from '../../platform/http/validate.js';
import type { AdminOrders } from './admin-orders.js';

type WithNumber = { Params: { number: string } };

/** An order number in a path, in any case; anything that is not one is no order. */
const OrderNumberInPathSchema = z
  .string()
  .transform((raw) => raw.trim().toUpperCase())
  .pipe(OrderNumberSchema);

const numberIn = (request: FastifyRequest<WithNumber>) =>
  parsePathParam(OrderNumberInPathSchema, request.params.number, AdminOrderMessages.notFound);

/**
 * The back office's orders and invoices (issue 16) under /api/admin/orders/: admins and finance read and act,
 * editors are refused. The invoice's PDF is GET /api/billing/invoices/:number/pdf/ (billing routes).
 */
export async function adminOrderRoutes(app: FastifyInstance, options: { adminOrders: AdminOrders }) {
  const { adminOrders } = options;
  const read = { preHandler: app.requireStaff('orders', 'read') };
  const write = { preHandler: app.requireStaff('orders', 'write') };

  app.get('/admin/orders/', read, async (request) => ({
    status: true,
    ...(await adminOrders.list(parseInput(AdminOrdersQuerySchema, request.query))),
  }));

  // Every matching order, not one page: the filters and sort of the list.
  app.get('/admin/orders/export.csv', read, async (request, reply) => {
    const csv = await adminOrders.exportCsv(parseInput(AdminOrdersQuerySchema, request.query));
    return sendDownload(reply, { body: csv, contentType: 'text/csv; charset=utf-8', fileName: 'orders.csv' });
  });

  app.get<WithNumber>('/admin/orders/:number/', read, async (request) => ({
    status: true,
    data: await adminOrders.detail(numberIn(request)),
  }));

  app.post<WithNumber>('/admin/orders/:number/mark-paid/', write, async (request) => {
    const { reason } = parseInput(AdminOrderMarkPaidSchema, request.body);
    return {
      status: true,
      data: await adminOrders.markPaid(staffIdentity(request), numberIn(request), reason),
    };
  });

  app.post<WithNumber>('/admin/orders/:number/void/', write, async (request) => {
    const { reason } = parseInput(AdminOrderVoidSchema, request.body);
    return {
      status: true,
      data: await adminOrders.voidInvoice(staffIdentity(request), numberIn(request), reason),
    };
  });

  app.post<WithNumber>('/admin/orders/:number/resend-invoice/', write, async (request) => {
    const { reason } = parseInput(AdminOrderNoteSchema, request.body);
    const { to, order } = await adminOrders.resendInvoice(
      staffIdentity(request),
      numberIn(request),
      reason ?? null,
    );
    return { status: true, message: `Invoice sent again to ${to}.`, data: order };
  });

  app.post<WithNumber>('/admin/orders/:number/refund/', write, async (request) => {
    const body = parseInput(AdminOrderRefundSchema, request.body);
    return {
      status: true,
      data: await adminOrders.refund(staffIdentity(request), numberIn(request), body),
    };
  });

  app.post<WithNumber>('/admin/orders/:number/credit-notes/', write, async (request) => {
    const body = parseInput(AdminOrderCreditSchema, request.body);
    return {
      status: true,
      data: await adminOrders.credit(staffIdentity(request), numberIn(request), body),
    };
  });
}
