import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_double_secret';

export interface StripeDoubleRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body, decoded (Stripe's API takes application/x-www-form-urlencoded). */
  form: Record<string, string>;
}

/**
 * A local stand-in for Stripe's API at its HTTP boundary (DESIGN §5: only third parties are doubled): it records
 * every request and answers POST /v1/payment_intents (one confirmed off-session succeeds, or is declined as a
 * card_error once `offSession` is 'declined'), POST /v1/payment_intents/:id/cancel, POST /v1/refunds and GET /v1/refunds like Stripe (a second
 * cancel is refused as Stripe refuses it), POST /v1/customers and GET /v1/payment_methods/:id (a Visa •••• 4242; issue
 * 17), or with an error once `fail` is set.
 */
export async function startStripeDouble() {
  const requests: StripeDoubleRequest[] = [];
  let count = 0;
  const canceled = new Set<string>();
  /**
   * `refunded`: refunds are refused as Stripe refuses a payment refunded already, and listed with this refund.
   * `taxRates`: Stripe Tax's percent by the buyer's country (none where absent: Stripe is not collecting there).
   */
  const state: {
    fail: boolean;
    refunded: string | null;
    offSession: 'succeeded' | 'declined';
    taxRates: Record<string, { percent: number; type: string }>;
  } = {
    fail: false,
    refunded: null,
    offSession: 'succeeded',
    taxRates: {},
  };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form,
      });
      response.setHeader('content-type', 'application/json');
      response.setHeader('request-id', `req_double_${requests.length}`);
      if (request.method === 'POST' && request.url === '/v1/payment_intents' && !state.fail) {
        count += 1;
        const id = `pi_double_${count}`;
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          client_secret: `${id}_secret_double`,
          customer: form.customer ?? null,
          payment_method: form.payment_method ?? null,
          metadata: { order_id: form['metadata[order_id]'], order_number: form['metadata[order_number]'] },
        };
        if (form.confirm === 'true' && state.offSession === 'declined') {
          const declined = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
          response.statusCode = 402;
          response.end(
            JSON.stringify({
              error: {
                ...declined,
                payment_intent: {
                  ...intent,
                  status: 'requires_payment_method',
                  last_payment_error: declined,
                },
              },
            }),
          );
          return;
        }
        if (form.confirm === 'true') {
          response.end(JSON.stringify({ ...intent, status: 'succeeded' }));
          return;
        }
        response.end(JSON.stringify({ ...intent, status: 'requires_payment_method' }));
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/tax/calculations' && !state.fail) {
        response.end(JSON.stringify(taxCalculation(form, state.taxRates)));
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/customers' && !state.fail) {
        response.end(
          JSON.stringify({ id: 'cus_double_1', object: 'customer', email: form.email, name: form.name }),
        );
        return;
      }
      const paymentMethod = /^\/v1\/payment_methods\/([^/?]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && paymentMethod && !state.fail) {
        response.end(
          JSON.stringify({
            id: paymentMethod[1],
            object: 'payment_method',
            type: 'card',
            card: { brand: 'visa', last4: '4242' },
          }),
        );
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/refunds' && state.refunded && !state.fail) {
        response.statusCode = 400;
        response.end(
          JSON.stringify({
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'Charge has already been refunded.',
            },
          }),
        );
        return;
      }
      if (request.method === 'GET' && request.url?.startsWith('/v1/refunds?') && !state.fail) {
        const intent = new URLSearchParams(request.url.split('?')[1]).get('payment_intent');
        const data = state.refunded
          ? [{ id: state.refunded, object: 'refund', payment_intent: intent, status: 'succeeded' }]
          : [];
        response.end(JSON.stringify({ object: 'list', data, has_more: false, url: '/v1/refunds' }));
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/refunds' && !state.fail) {
        const id = `re_double_${requests.length}`;
        response.end(
          JSON.stringify({
            id,
            object: 'refund',
            amount: Number(form.amount),
            payment_intent: form.payment_intent,
            status: 'succeeded',
          }),
        );
        return;
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(request.url ?? '');
      if (request.method === 'POST' && cancel && !state.fail) {
        const id = cancel[1]!;
        if (canceled.has(id)) {
          response.statusCode = 400;
          response.end(
            JSON.stringify({
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: 'You cannot cancel this PaymentIntent because it has a status of canceled.',
              },
            }),
          );
          return;
        }
        canceled.add(id);
        response.end(JSON.stringify({ id, object: 'payment_intent', status: 'canceled' }));
        return;
      }
      response.statusCode = state.fail ? 402 : 404;
      response.end(
        JSON.stringify({
          error: { type: 'card_error', code: 'amount_too_small', message: 'The double refused the request.' },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Stripe Tax's answer to a calculation (issue 46), as far as the app reads it: a buyer with an EU or UK VAT number is
 * reverse charged; elsewhere the country's rate in `rates` applies, or none ('not_collecting').
 */
function taxCalculation(
  form: Record<string, string>,
  rates: Record<string, { percent: number; type: string }>,
) {
  const amount = Number(form['line_items[0][amount]']);
  const country = form['customer_details[address][country]'] ?? '';
  const taxIdType = form['customer_details[tax_ids][0][type]'];
  const rate = rates[country];
  const reverse = taxIdType === 'eu_vat' || taxIdType === 'gb_vat';
  const percent = reverse || !rate ? 0 : rate.percent;
  const tax = Math.round((amount * percent) / 100);
  return {
    id: 'taxcalc_double',
    object: 'tax.calculation',
    amount_total: amount + tax,
    tax_amount_exclusive: tax,
    tax_breakdown: [
      {
        amount: tax,
        inclusive: false,
        taxable_amount: amount,
        taxability_reason: reverse ? 'reverse_charge' : rate ? 'standard_rated' : 'not_collecting',
        tax_rate_details: {
          country,
          percentage_decimal: String(percent),
          state: null,
          tax_type: rate?.type ?? 'vat',
        },
      },
    ],
  };
}

/** The provider's settings that point the app's Stripe client at the double. */
export function stripeDoubleConfig(port: number) {
  return {
    secretKey: 'sk_test_double',
    publishableKey: 'pk_test_double',
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    host: '127.0.0.1',
    port,
    protocol: 'http' as const,
  };
}

/**
 * A webhook about an intent as Stripe sends it, signed with Stripe's own test header helper; `saved` names the
 * payment method and customer the intent saved (issue 17).
 */
export function sendStripeWebhook(
  app: FastifyInstance,
  event: { id: string; type: string; intent: string; saved?: { paymentMethod: string; customer: string } },
  secret = STRIPE_WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    data: {
      object: {
        id: event.intent,
        object: 'payment_intent',
        last_payment_error: { message: 'Your card was declined.' },
        ...(event.saved ? { payment_method: event.saved.paymentMethod, customer: event.saved.customer } : {}),
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/reports/stripe/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
