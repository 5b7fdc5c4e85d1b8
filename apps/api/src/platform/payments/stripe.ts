import Stripe from 'stripe';
import type { PaymentEvent, PaymentProvider, SavedPaymentMethod } from './types.js';
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

/** What Stripe Tax is asked to tax (issue 46): an amount after discounts, and where and who the buyer is. */
export interface StripeTaxInput {
  amountCents: number;
  /** Names the calculation's line in Stripe's tax reports: the order's cart key or kind. */
  reference: string;
  address: { country: string; state: string | null; postalCode: string | null };
  /** The buyer's tax ID as Stripe types it (eu_vat, gb_vat, …); none for a kind Stripe has no type for. */
  taxIds: { type: string; value: string }[];
}

/** Stripe Tax's answer: the tax in cents, and a line per rate with why it applies ('reverse_charge', …). */
export interface StripeTaxCalculation {
  amountCents: number;
  breakdown: { amountCents: number; rate: number; taxType: string | null; reason: string }[];
}

export interface StripeProvider extends PaymentProvider {
  name: 'stripe';
  /** Stripe Tax's calculation of the tax on an amount, exclusive of it (issue 46). */
  calculateTax(input: StripeTaxInput): Promise<StripeTaxCalculation>;
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
            // Saved to the organisation's customer for off-session renewals (issue 17).
            ...(input.customerId
              ? { customer: input.customerId, setup_future_usage: 'off_session' as const }
              : {}),
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
    async createCustomer(input) {
      try {
        const customer = await stripe.customers.create(
          { name: input.name, email: input.email, metadata: { tenant_id: input.tenantId } },
          { idempotencyKey: `customer-${input.tenantId}` },
        );
        return customer.id;
      } catch (error) {
        throw new PaymentProviderError('Stripe did not create the customer.', { cause: error });
      }
    },
    async describePaymentMethod(paymentMethodId) {
      const method = await stripe.paymentMethods.retrieve(paymentMethodId);
      if (method.card) return `${brandName(method.card.brand)} •••• ${method.card.last4}`;
      if (method.us_bank_account)
        return `${method.us_bank_account.bank_name ?? 'US bank account'} •••• ${method.us_bank_account.last4 ?? ''}`.trim();
      return null;
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
    async calculateTax(input) {
      try {
        const calculation = await stripe.tax.calculations.create({
          currency: 'usd',
          line_items: [{ amount: input.amountCents, reference: input.reference, tax_behavior: 'exclusive' }],
          customer_details: {
            address: {
              country: input.address.country,
              ...(input.address.state ? { state: input.address.state } : {}),
              ...(input.address.postalCode ? { postal_code: input.address.postalCode } : {}),
            },
            address_source: 'billing',
            ...(input.taxIds.length > 0
              ? {
                  tax_ids: input.taxIds.map((taxId) => ({
                    type: taxId.type,
                    value: taxId.value,
                  })),
                }
              : {}),
          },
        });
        return {
          amountCents: calculation.tax_amount_exclusive,
          breakdown: calculation.tax_breakdown.map((line) => ({
            amountCents: line.amount,
            rate: Number(line.tax_rate_details.percentage_decimal),
            taxType: line.tax_rate_details.tax_type ?? null,
            reason: line.taxability_reason,
          })),
        };
      } catch (error) {
        throw new PaymentProviderError('Stripe Tax did not calculate the tax.', { cause: error });
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
    async refund(paymentIntentId, amountCents, refundKey) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents },
          {
            idempotencyKey: refundKey
              ? `refund-${paymentIntentId}-${refundKey}`
              : `refund-${paymentIntentId}`,
          },
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
          return { id: event.id, type: 'succeeded', intentId: intent.id, saved: savedMethodOf(intent) };
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

/** Stripe's card brand as people write it: visa → Visa, amex → American Express. */
function brandName(brand: string): string {
  const names: Record<string, string> = { amex: 'American Express', mastercard: 'Mastercard', visa: 'Visa' };
  return names[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** The payment method a succeeded intent saved to its customer (setup_future_usage), if it was saved to one. */
function savedMethodOf(intent: Stripe.PaymentIntent): SavedPaymentMethod | undefined {
  const method = intent.payment_method;
  const customer = intent.customer;
  if (!method || !customer) return undefined;
  return {
    provider: 'stripe',
    // Each intent allows the one method it was made for.
    method: intent.payment_method_types?.[0] === 'us_bank_account' ? 'us_bank_account' : 'card',
    customerId: typeof customer === 'string' ? customer : customer.id,
    paymentMethodId: typeof method === 'string' ? method : method.id,
    label:
      typeof method !== 'string' && method.card
        ? `${brandName(method.card.brand)} •••• ${method.card.last4}`
        : null,
  };
}
