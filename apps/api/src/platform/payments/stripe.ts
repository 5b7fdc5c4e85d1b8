import Stripe from 'stripe';
import type { PaymentEvent, PaymentProvider } from './types.js';
import { PaymentProviderError } from './types.js';

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API host (a local double in tests); Stripe's own by default. */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
}

export interface StripeProvider extends PaymentProvider {
  name: 'stripe';
  /** Verifies a webhook's Stripe-Signature over the raw body and reads the event; null for events we ignore. */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}

/** Stripe PaymentIntents (DESIGN §4): created here, confirmed in the browser, settled by the signed webhook. */
export function createStripeProvider(config: StripeConfig): StripeProvider {
  const stripe = new Stripe(config.secretKey, {
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
    maxNetworkRetries: 2,
    telemetry: false,
  });
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,
    async createIntent(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            allowed_payment_method_types: [input.method],
            metadata: { order_id: input.orderId, order_number: input.orderNumber },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!intent.client_secret) throw new PaymentProviderError('Stripe answered no client secret.');
        return { id: intent.id, clientSecret: intent.client_secret };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw new PaymentProviderError('Stripe refused the payment intent.', { cause: error });
      }
    },
    async chargeOffSession(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            ...(input.customerId ? { customer: input.customerId } : {}),
            payment_method: input.paymentMethodId,
            allowed_payment_method_types: [input.method],
            off_session: true,
            confirm: true,
            metadata: { order_id: input.orderId, order_number: input.orderNumber },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const status =
          intent.status === 'succeeded'
            ? 'succeeded'
            : intent.status === 'processing'
              ? 'processing'
              : 'failed';
        return {
          intentId: intent.id,
          clientSecret: intent.client_secret ?? '',
          status,
          message: intent.last_payment_error?.message,
        };
      } catch (error) {
        // A declined card is an answer: Stripe throws it with the intent it made.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent)
          return {
            intentId: error.payment_intent.id,
            clientSecret: error.payment_intent.client_secret ?? '',
            status: 'failed',
            message: error.message,
          };
        throw new PaymentProviderError('Stripe did not charge the saved payment method.', { cause: error });
      }
    },
    async cancelIntent(intentId) {
      try {
        await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey: `cancel-${intentId}` });
      } catch (error) {
        // Cancelled already, or paid or settling meanwhile: nothing left to cancel (the webhook tells of a payment).
        if (error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state')
          return;
        throw new PaymentProviderError('Stripe did not cancel the payment intent.', { cause: error });
      }
    },
    async refund(paymentIntentId, amountCents) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents },
          { idempotencyKey: `refund-${paymentIntentId}` },
        );
        return { id: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded')
          throw new PaymentProviderError('Stripe says the payment is refunded already.', {
            cause: error,
            code: 'already_refunded',
          });
        throw new PaymentProviderError('Stripe did not refund the payment.', { cause: error });
      }
    },
    async existingRefund(paymentIntentId) {
      try {
        const refunds = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 1 });
        const refund = refunds.data[0];
        return refund ? { id: refund.id } : null;
      } catch (error) {
        throw new PaymentProviderError('Stripe did not list the refunds.', { cause: error });
      }
    },
    readWebhook(rawBody, signature) {
      // Throws when the signature is missing, wrong or too old (replays outside Stripe's tolerance).
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      const intent = event.data.object as Stripe.PaymentIntent;
      switch (event.type) {
        case 'payment_intent.succeeded':
          return { id: event.id, type: 'succeeded', intentId: intent.id };
        case 'payment_intent.processing':
          return { id: event.id, type: 'processing', intentId: intent.id };
        case 'payment_intent.payment_failed':
          return {
            id: event.id,
            type: 'failed',
            intentId: intent.id,
            message: intent.last_payment_error?.message,
          };
        default:
          return null;
      }
    },
  };
}
