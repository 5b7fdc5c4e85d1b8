import {
  AddArchivedReportSchema,
  AddCourseSeatsSchema,
  AddToCartSchema,
  ApplyCouponSchema,
  CartLineParamsSchema,
  CartMessages,
  CartCreditsSchema,
  CartSeatsSchema,
  CartTaxQuerySchema,
  ChangeCartItemSchema,
  CheckoutPaymentSchema,
  CouponMessages,
  fieldErrors,
  type InvoiceResponse,
  OrderLookupMessages,
  OrderNumberSchema,
  PayByInvoiceSchema,
  SandboxConfirmSchema,
} from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { InvalidInputError } from '../../platform/errors.js';
import { clientIdentity } from '../../platform/http/client-identity.js';
import { rateLimit } from '../../platform/http/rate-limit.js';
import { parseInput, parsePathParam } from '../../platform/http/validate.js';
import type { StripeProvider } from '../../platform/payments/stripe.js';
import type { CartService } from './cart.js';
import type { CouponService } from './coupons.js';
import { InvoiceMessages } from './invoice-messages.js';
import type { InvoiceService } from './invoices.js';
import type { OrderService } from './orders.js';
import type { PaymentService } from './payments.js';
import { startedPaymentReply } from './payment-reply.js';
import { promoCodeRoutes } from './promo-code-routes.js';
import { cartTaxJson } from './tax.js';
import { taxRateRoutes } from './tax-rate-routes.js';
import type { TaxRateAdmin } from './tax-rates.js';
import type { PromoCodeAdmin } from './promo-codes.js';
import { couponRefusal } from './pricing.js';

/** Stripe's events carry whole objects (an intent, its charges); they are verified before they are read. */
const STRIPE_EVENT_BODY_LIMIT_BYTES = 1024 * 1024;

const TOO_MANY_COUPONS = 'Too many promo code attempts. Please wait a few minutes and try again.';
export const TOO_MANY_INVOICES =
  'Too many orders by invoice from your organisation in the last hour. Please try again later.';

const OrderParamsSchema = z.object({ number: OrderNumberSchema });

export interface CommerceRoutesOptions {
  cart: CartService;
  coupons: CouponService;
  orders: OrderService;
  payments: PaymentService;
  invoices: InvoiceService;
  /** The back office's promo codes (issue 16). */
  promoCodes: PromoCodeAdmin;
  /** The back office's tax rates (issue 46). */
  taxRates: TaxRateAdmin;
  /** With Stripe keys: Stripe, whose webhook settles payments. */
  stripe: StripeProvider | null;
  /** Promo code attempts per client address per 10 minutes. */
  couponRateLimitMax: number;
  /** Orders paid by invoice per organisation per hour. */
  invoiceRateLimitMax: number;
}

/**
 * The cart, promo codes, orders and payments (SPEC §7 reports/cart/, apply-coupon/, orders/, bank/payments/checkout/,
 * pay/by/invoice/; the payment provider's calls and webhook). Every answer about the cart is the whole cart, so the
 * header's count is always the server's (DESIGN §4 deviation).
 */
export async function commerceRoutes(app: FastifyInstance, options: CommerceRoutesOptions) {
  const { cart, coupons, orders, payments, invoices } = options;
  const client = { preHandler: app.requireClient };

  /** A cart line's id from the path; a malformed one is as unknown as a missing one. */
  const itemId = (params: unknown) =>
    parsePathParam(CartLineParamsSchema, params, CartMessages.itemNotFound).id;

  app.get('/reports/cart/', client, async (request) => cart.cart(clientIdentity(request)));

  // Issue 46: the tax checkout adds, for the organisation's billing details or the country chosen at checkout.
  app.get('/reports/cart/tax/', client, async (request) => {
    const { country } = parseInput(CartTaxQuerySchema, request.query);
    const { taxCents, tax } = await orders.cartTax(clientIdentity(request), country ?? null);
    return { status: true, data: cartTaxJson(taxCents, tax) };
  });

  app.post('/reports/cart/', client, async (request, reply) => {
    const body = parseInput(AddToCartSchema, request.body);
    return reply.code(201).send(await cart.add(clientIdentity(request), body));
  });

  // A subscription line changes its tier; the consultation credits line (issue 43) its quantity; a course line
  // (issue 44) its seats.
  app.patch('/reports/cart/:id/', client, async (request) => {
    const id = itemId(request.params);
    const body = request.body;
    if (body !== null && typeof body === 'object' && 'quantity' in body) {
      const { quantity } = parseInput(CartCreditsSchema, body);
      return cart.changeQuantity(clientIdentity(request), id, quantity);
    }
    if (body !== null && typeof body === 'object' && 'seats' in body) {
      const { seats } = parseInput(CartSeatsSchema, body);
      return cart.changeSeats(clientIdentity(request), id, seats);
    }
    const { selected_subscription } = parseInput(ChangeCartItemSchema, body);
    return cart.changeTier(clientIdentity(request), id, selected_subscription);
  });

  app.post('/reports/cart/credits/', client, async (request, reply) => {
    const { quantity } = parseInput(CartCreditsSchema, request.body);
    return reply.code(201).send(await cart.addCredits(clientIdentity(request), quantity));
  });

  // One report of the archive bought alone (issue 44).
  app.post('/reports/cart/archived/', client, async (request, reply) => {
    const { report } = parseInput(AddArchivedReportSchema, request.body);
    return reply.code(201).send(await cart.addArchivedReport(clientIdentity(request), report));
  });

  // Seats of a course session (issue 44).
  app.post('/reports/cart/course-seats/', client, async (request, reply) => {
    const { session, seats } = parseInput(AddCourseSeatsSchema, request.body);
    return reply.code(201).send(await cart.addCourseSeats(clientIdentity(request), session, seats));
  });

  app.delete('/reports/cart/:id/', client, async (request) =>
    cart.remove(clientIdentity(request), itemId(request.params)),
  );

  // A refusal answers SPEC's data.promo_code list. Rate limited per caller: codes can be guessed.
  app.post(
    '/reports/apply-coupon/',
    { ...client, config: rateLimit(options.couponRateLimitMax, '10 minutes', TOO_MANY_COUPONS) },
    async (request) => {
      const parsed = ApplyCouponSchema.safeParse(request.body);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        throw couponRefusal(
          'invalid',
          errors.promo_code?.[0] ?? errors.amount?.[0] ?? CouponMessages.notValid,
        );
      }
      return coupons.apply(clientIdentity(request), parsed.data.amount, parsed.data.promo_code);
    },
  );

  // Editing the code at checkout clears the discount (SPEC §4): the cart forgets the code it remembered.
  app.delete('/reports/apply-coupon/', client, async (request) => {
    await coupons.forget(clientIdentity(request));
    return { status: true, message: CouponMessages.removed };
  });

  // One order of the caller's organisation (number, status, amount after the discount, items), for the result
  // pages. A malformed number is as unknown as a missing one.
  app.get('/reports/orders/:number/', client, async (request) => {
    const { number } = parsePathParam(OrderParamsSchema, request.params, OrderLookupMessages.notFound);
    return { status: true, data: await orders.details(clientIdentity(request), number) };
  });

  // The answer names the invoice and its due date (SPEC §2 result page 'Invoice sent'). Each invoice is a PDF
  // rendered, kept and mailed without any payment: limited per organisation, however many users or addresses ask.
  app.post(
    '/reports/pay/by/invoice/',
    { ...client, config: rateLimit(options.invoiceRateLimitMax, '1 hour', TOO_MANY_INVOICES, 'tenant') },
    async (request, reply) => {
      const body = parseInput(PayByInvoiceSchema, request.body);
      const issued = await invoices.payByInvoice(clientIdentity(request), body);
      const answer: InvoiceResponse = {
        status: true,
        message: InvoiceMessages.sent,
        invoice_number: issued.invoiceNumber,
        // The calendar date (UTC) the invoice is due, as the API answers dates: 2026-07-14.
        due_date: issued.dueAt.toISOString().slice(0, 10),
      };
      return reply.code(201).send(answer);
    },
  );

  // Which provider the browser confirms with.
  app.get('/payments/config/', async () => ({
    status: true,
    provider: payments.provider.name,
    publishable_key: payments.provider.publishableKey,
  }));

  // One order and its payment intent per cart; answers client_secret.
  app.post('/reports/bank/payments/checkout/', client, async (request) => {
    const body = parseInput(CheckoutPaymentSchema, request.body);
    return startedPaymentReply(await payments.createIntent(clientIdentity(request), body));
  });

  // The sandbox provider's stand-in for Stripe.js.
  app.post('/payments/sandbox/confirm/', client, async (request) => {
    const body = parseInput(SandboxConfirmSchema, request.body);
    return payments.confirmSandbox(clientIdentity(request), body);
  });

  const { stripe } = options;
  if (stripe) await app.register(stripeWebhook, { payments, stripe });
  await app.register(promoCodeRoutes, { promoCodes: options.promoCodes });
  await app.register(taxRateRoutes, { taxRates: options.taxRates });
}

/**
 * POST /api/reports/stripe/webhook/ (issue 7): Stripe's events, verified by their signature over the raw body.
 * An event is handled once however often Stripe sends it; one we do not use is acknowledged and left.
 */
async function stripeWebhook(
  app: FastifyInstance,
  options: { payments: PaymentService; stripe: StripeProvider },
) {
  // The signature covers the exact bytes, so this route (alone: a plugin of its own) reads its JSON body unparsed.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/reports/stripe/webhook/', { bodyLimit: STRIPE_EVENT_BODY_LIMIT_BYTES }, async (request) => {
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      event = options.stripe.readWebhook(
        request.body as Buffer,
        Array.isArray(signature) ? signature[0] : signature,
      );
    } catch {
      throw new InvalidInputError('The webhook signature is not valid.');
    }
    if (!event) return { received: true };
    const outcome = await options.payments.handleEvent(event);
    return { received: true, outcome };
  });
}
