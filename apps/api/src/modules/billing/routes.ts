import {
  CreditNoteLookupMessages,
  CreditNoteNumberSchema,
  AutoRenewRequestSchema,
  BillingProfileRequestSchema,
  RenewalPoRequestSchema,
  BillingViewMessages,
  InvoiceLookupMessages,
  InvoiceNumberSchema,
  OrderNumberSchema,
  ReceiptLookupMessages,
  StatementFormatSchema,
  StatementMessages,
  PayOrderRequestSchema,
  TierChangeRequestSchema,
} from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientIdentity } from '../../platform/http/client-identity.js';
import { parseInput, parsePathParam, PathUuidSchema } from '../../platform/http/validate.js';
import { sendDownload } from '../../platform/http/download-reply.js';
import { sendPdf } from '../../platform/http/pdf-reply.js';
import { sendStatement, startedPaymentReply, type InvoiceReader, type InvoiceService } from '../commerce';
import type { BillingView } from './service.js';

type WithId = { Params: { id: string } };
type WithNumber = { Params: { number: string } };
type WithFormat = { Params: { format: string } };

/** A subscription id in a path; anything else is no subscription of anyone's. */
const subscriptionId = (request: FastifyRequest<WithId>) =>
  parsePathParam(PathUuidSchema, request.params.id, BillingViewMessages.notFound);

/** An order number in a path; anything else is no order of anyone's. */
const orderNumber = (request: FastifyRequest<WithNumber>) =>
  parsePathParam(OrderNumberSchema, request.params.number, BillingViewMessages.orderNotFound);

/**
 * GET /api/billing/invoices/:number/pdf/ (issue 13): an issued invoice's PDF, as mailed, for its buyer, the owner,
 * admins and billing members of the invoiced organisation (issue 15), and for the firm's admins and finance staff
 * (issue 16; editors 403). Visitors 401;
 * other members' asking, another organisation's, unknown and malformed numbers 404.
 * GET /api/billing/invoices/:number/e-invoice/ (issue 46): the same invoice as EN 16931 XML (CII), for the same readers.
 * GET /api/billing/credit-notes/:number/pdf/ (issue 46): a credit note's PDF, for whoever may read the invoice it
 * corrects.
 *
 * GET /api/billing/orders/:number/receipt/pdf/: the receipt of a paid order that has no invoice (card, US bank
 * account), for the same readers; an order not paid or invoiced is 404 too.
 *
 * The billing view (issue 17): GET billing/overview/ (owner, admins, billing), PUT billing/subscriptions/:id/
 * auto-renew/ and POST …/tier/quote/, …/tier/ (owner, admins), POST billing/orders/:number/pay/ (owner, admins,
 * billing). Another organisation's ids are unknown (404). GET and PUT billing/profile/ (issue 46): the organisation's
 * billing profile, read and saved whole by its owner, admins and billing members; GET billing/statement/pdf/ and
 * …/csv/ (issue 46): its statement of account, for the same readers.
 */
export async function billingRoutes(
  app: FastifyInstance,
  options: { invoices: InvoiceService; billing: BillingView },
) {
  const { billing } = options;
  const client = { preHandler: app.requireClient };

  /** Who asks for an invoice or a receipt: a client, or staff whose role reads orders (else 403). */
  async function documentReader(request: FastifyRequest): Promise<InvoiceReader> {
    const { userType, userId, tenantId } = request.user!;
    if (userType === 'admin') await app.assertStaff(request, 'orders', 'read');
    return { userType, userId, tenantId };
  }

  /** An invoice number in a path; anything else is no invoice of anyone's. */
  const invoiceNumber = (request: FastifyRequest<WithNumber>) =>
    parsePathParam(InvoiceNumberSchema, request.params.number, InvoiceLookupMessages.notFound);

  app.get<WithNumber>(
    '/billing/invoices/:number/pdf/',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const reader = await documentReader(request);
      return sendPdf(reply, await options.invoices.pdf(reader, invoiceNumber(request)), 'attachment');
    },
  );

  app.get<WithNumber>(
    '/billing/invoices/:number/e-invoice/',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const reader = await documentReader(request);
      const { fileName, xml } = await options.invoices.eInvoice(reader, invoiceNumber(request));
      return sendDownload(reply, { body: xml, contentType: 'application/xml; charset=utf-8', fileName });
    },
  );

  app.get<WithNumber>(
    '/billing/credit-notes/:number/pdf/',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const reader = await documentReader(request);
      const number = parsePathParam(
        CreditNoteNumberSchema,
        request.params.number,
        CreditNoteLookupMessages.notFound,
      );
      return sendPdf(reply, await options.invoices.creditNotes.pdf(reader, number), 'attachment');
    },
  );

  app.get<WithNumber>(
    '/billing/orders/:number/receipt/pdf/',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const reader = await documentReader(request);
      const number = parsePathParam(OrderNumberSchema, request.params.number, ReceiptLookupMessages.notFound);
      return sendPdf(reply, await options.invoices.receipt(reader, number), 'attachment');
    },
  );

  app.get('/billing/overview/', client, async (request) => billing.overview(clientIdentity(request)));

  app.get<WithFormat>('/billing/statement/:format/', client, async (request, reply) => {
    const format = parsePathParam(StatementFormatSchema, request.params.format, StatementMessages.format);
    return sendStatement(reply, await billing.statement(clientIdentity(request), format));
  });

  app.get('/billing/profile/', client, async (request) => billing.profile(clientIdentity(request)));

  app.put('/billing/profile/', client, async (request) =>
    billing.saveProfile(clientIdentity(request), parseInput(BillingProfileRequestSchema, request.body)),
  );

  app.put<WithId>('/billing/subscriptions/:id/auto-renew/', client, async (request) => {
    const id = subscriptionId(request);
    const body = parseInput(AutoRenewRequestSchema, request.body);
    return billing.setAutoRenew(clientIdentity(request), id, body.auto_renew);
  });

  // Issue 46: the purchase-order number of the next renewal.
  app.put<WithId>('/billing/subscriptions/:id/renewal-po/', client, async (request) => {
    const id = subscriptionId(request);
    const { po_number } = parseInput(RenewalPoRequestSchema, request.body);
    return billing.setRenewalPo(clientIdentity(request), id, po_number);
  });

  app.post<WithId>('/billing/subscriptions/:id/tier/quote/', client, async (request) => {
    const id = subscriptionId(request);
    const body = parseInput(TierChangeRequestSchema, request.body);
    return billing.quoteTier(clientIdentity(request), id, body.tier);
  });

  app.post<WithId>('/billing/subscriptions/:id/tier/', client, async (request) => {
    const id = subscriptionId(request);
    const body = parseInput(TierChangeRequestSchema, request.body);
    return billing.changeTier(clientIdentity(request), id, body.tier);
  });

  app.post<WithNumber>('/billing/orders/:number/pay/', client, async (request) => {
    const number = orderNumber(request);
    const body = parseInput(PayOrderRequestSchema, request.body);
    return startedPaymentReply(await billing.payOrder(clientIdentity(request), number, body));
  });
}
