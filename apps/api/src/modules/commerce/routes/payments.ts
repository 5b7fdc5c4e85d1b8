import { CheckoutPaymentSchema, SandboxConfirmSchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { clientIdentity } from '../../../platform/http/client-identity.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { PaymentService } from '../payments.js';

/**
 * SPEC §7 reports/bank/payments/checkout/ (one order and its payment intent; answers client_secret), GET
 * payments/config/ (which provider the browser confirms with) and, for the sandbox provider, POST
 * payments/sandbox/confirm/ (its stand-in for Stripe.js).
 */
export async function paymentRoutes(app: FastifyInstance, options: { payments: PaymentService }) {
  const { payments } = options;

  app.get('/payments/config/', async () => ({
    status: true,
    provider: payments.provider.name,
    publishable_key: payments.provider.publishableKey,
  }));

  app.post('/reports/bank/payments/checkout/', { preHandler: app.requireClient }, async (request) => {
    const body = parseInput(CheckoutPaymentSchema, request.body);
    return payments.createIntent(clientIdentity(request), body);
  });

  app.post('/payments/sandbox/confirm/', { preHandler: app.requireClient }, async (request) => {
    const body = parseInput(SandboxConfirmSchema, request.body);
    return payments.confirmSandbox(clientIdentity(request), body);
  });
}
