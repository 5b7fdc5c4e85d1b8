import {
  PaymentMessages,
  type CheckoutPaymentRequest,
  type PaymentIntentResponse,
  type SandboxConfirmRequest,
  type SandboxConfirmResponse,
} from '@firm/domain';
import type { SandboxProvider } from '../adapters/payments/sandbox.js';
import type { PaymentEvent, PaymentProvider } from '../adapters/payments/types.js';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { paymentEvents } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { ClientIdentity } from './entitlements.js';
import type { Fulfilment } from './fulfilment.js';
import type { OrderService } from './orders.js';

/** Stripe charges at least 50 cents; a cheaper order (a large discount) is paid by invoice. */
export const MINIMUM_CHARGE_CENTS = 50;
export const BELOW_MINIMUM_MESSAGE =
  'Orders under $0.50 cannot be paid by card or bank transfer. Please choose PAY BY INVOICE.';

export interface PaymentLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Card and bank payments (SPEC §7 reports/bank/payments/checkout/; DESIGN §4): one order and one payment intent
 * per cart, the amount recomputed on the server; the provider's events settle the order. An event handled
 * once is never handled again.
 */
export function createPaymentService(deps: {
  db: Db;
  orders: OrderService;
  fulfilment: Fulfilment;
  provider: PaymentProvider;
  log: PaymentLog;
  /** Sandbox bank transfers settle by themselves after this long; otherwise through the CLI. */
  sandboxBankSettleMs?: number | undefined;
}) {
  const { orders, fulfilment, provider, log } = deps;

  async function handleEvent(event: PaymentEvent): Promise<'handled' | 'duplicate' | 'unknown'> {
    const recorded = await deps.db
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return 'duplicate';
    const order = await orders.byPaymentIntent(event.intentId);
    if (!order) {
      log.warn({ event: event.id, intent: event.intentId }, 'payment event for no known order');
      return 'unknown';
    }
    if (event.type === 'succeeded') await fulfilment.settle(order.id);
    else if (event.type === 'processing') {
      await fulfilment.markProcessing(order.id);
      if (provider.name === 'sandbox' && deps.sandboxBankSettleMs !== undefined) {
        // The sandbox bank answers after a while, as a real transfer settles days later.
        const sandbox = provider as SandboxProvider;
        setTimeout(() => {
          sandbox
            .settleTransfer(order.id)
            .then(() => fulfilment.settle(order.id))
            .catch((error: unknown) => log.error({ err: error }, 'sandbox settle failed'));
        }, deps.sandboxBankSettleMs).unref();
      }
    } else await fulfilment.markFailed(order.id, event.message ?? 'The payment failed.');
    log.info({ order: order.number, event: event.type }, 'payment event handled');
    return 'handled';
  }

  return {
    provider,
    handleEvent,

    /**
     * SPEC §7: the caller's cart is priced again here and must come to `amount` (cents); asking twice for the same
     * cart answers the same intent.
     */
    async createIntent(
      identity: ClientIdentity,
      request: CheckoutPaymentRequest,
    ): Promise<PaymentIntentResponse> {
      const quote = await orders.quote(identity, {
        cartIds: request.cart,
        discountDollars: request.discount_price,
        method: request.method,
      });
      if (request.amount !== quote.totalCents) throw new HttpError(409, PaymentMessages.amountMismatch);
      if (quote.totalCents < MINIMUM_CHARGE_CENTS) throw new HttpError(422, BELOW_MINIMUM_MESSAGE);

      let order = await orders.findOpen(identity.userId, quote.cartKey);
      if (!order) {
        try {
          order = await orders.place(identity, quote, request.method, request.billing, {
            provider: provider.name,
          });
        } catch (error) {
          // The same cart asked for twice at once: the other request's order is the one.
          if (!isUniqueViolation(error)) throw error;
          order = await orders.findOpen(identity.userId, quote.cartKey);
          if (!order) throw error;
        }
      }
      if (order.clientSecret) {
        return {
          status: true,
          client_secret: order.clientSecret,
          order_number: order.number,
          provider: provider.name,
        };
      }
      try {
        const intent = await provider.createIntent({
          amountCents: order.totalCents,
          currency: 'usd',
          method: request.method,
          orderId: order.id,
          orderNumber: order.number,
          idempotencyKey: `order-${order.id}`,
        });
        await orders.setPaymentIntent(order.id, intent);
        return {
          status: true,
          client_secret: intent.clientSecret,
          order_number: order.number,
          provider: provider.name,
        };
      } catch (error) {
        log.error({ err: error, order: order.number }, 'payment intent failed');
        throw new HttpError(502, PaymentMessages.intentFailed);
      }
    },

    /** The sandbox's stand-in for Stripe.js: confirms the caller's own intent and handles its event at once. */
    async confirmSandbox(
      identity: ClientIdentity,
      request: SandboxConfirmRequest,
    ): Promise<SandboxConfirmResponse> {
      if (provider.name !== 'sandbox') throw new HttpError(404, 'Not found.');
      const sandbox = provider as SandboxProvider;
      const intent = await sandbox.intentOf(request.client_secret);
      const order = intent?.orderId ? await orders.byId(intent.orderId) : undefined;
      // Another user's secret is answered as no secret at all.
      if (!order || order.userId !== identity.userId)
        return {
          status: 'requires_payment_method',
          error: { code: 'resource_missing', message: 'No such payment intent.' },
        };
      const { answer, event } = await sandbox.confirm(request);
      if (event) await handleEvent(event);
      return answer;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
