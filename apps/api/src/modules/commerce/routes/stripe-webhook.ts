import type { FastifyInstance } from 'fastify';
import type { StripeProvider } from '../../../platform/payments/stripe.js';
import { HttpError } from '../../../platform/http/errors.js';
import type { PaymentService } from '../payments.js';

/**
 * POST /api/reports/stripe/webhook/ (issue 7): Stripe's events, verified by their signature over the raw body.
 * An event is handled once however often Stripe sends it; one we do not use is acknowledged and left.
 */
export async function stripeWebhookRoute(
  app: FastifyInstance,
  options: { payments: PaymentService; stripe: StripeProvider },
) {
  // The signature covers the exact bytes, so this route reads its JSON body unparsed.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/reports/stripe/webhook/', async (request) => {
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      event = options.stripe.readWebhook(
        request.body as Buffer,
        Array.isArray(signature) ? signature[0] : signature,
      );
    } catch {
      throw new HttpError(400, 'The webhook signature is not valid.');
    }
    if (!event) return { received: true };
    const outcome = await options.payments.handleEvent(event);
    return { received: true, outcome };
  });
}
