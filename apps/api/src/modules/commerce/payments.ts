import {
  PaymentMessages,
  type CheckoutPaymentRequest,
  type PaymentIntentResponse,
  type SandboxConfirmRequest,
  type SandboxConfirmResponse,
} from '@firm/domain';
import type { SandboxProvider } from '../../platform/payments/sandbox.js';
import type { PaymentEvent, PaymentProvider } from '../../platform/payments/types.js';
import type { Db } from '../../platform/database/database.js';
import { isUniqueViolation } from '../../platform/database/unique-violation.js';
import { paymentEvents, type OrderRow } from '../../platform/database/schema.js';
import { HttpError } from '../../platform/http/errors.js';
import type { ClientIdentity } from '../reports/entitlements.js';
import type { Fulfilment, Settlement } from './fulfilment.js';
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
 * The sandbox bank settles an order's processing transfer: the intent succeeds and the order is fulfilled, both
 * or neither, then the receipt is mailed. False when the order was paid already.
 */
export async function settleSandboxTransfer(
  deps: { db: Db; fulfilment: Fulfilment; sandbox: SandboxProvider },
  orderId: string,
  now = new Date(),
): Promise<boolean> {
  const settlement = await deps.db.transaction(async (tx) => {
    await deps.sandbox.settleTransfer(orderId, tx);
    return deps.fulfilment.settleWithin(tx, orderId, now);
  });
  if (!settlement) return false;
  await deps.fulfilment.sendReceipt(settlement);
  return true;
}

/** What an event did in its transaction, for what follows the commit. */
interface AppliedEvent {
  outcome: 'handled' | 'duplicate';
  settlement?: Settlement | null;
}

/**
 * Card and bank payments (SPEC §7 reports/bank/payments/checkout/; DESIGN §4): one order and one payment intent
 * per cart, the amount recomputed on the server; the provider's events settle the order. An event is recorded in
 * the transaction that applies it (issue 13): a failure records nothing, so the provider's retry applies it, and
 * an event applied once is never applied again. Mail waits for the commit.
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

  /** Records the event and applies it to its order in `tx`: both or neither. */
  async function applyEvent(tx: Db, event: PaymentEvent, order: OrderRow): Promise<AppliedEvent> {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return { outcome: 'duplicate' };
    if (event.type === 'succeeded')
      return { outcome: 'handled', settlement: await fulfilment.settleWithin(tx, order.id) };
    if (event.type === 'processing') await fulfilment.markProcessingWithin(tx, order.id);
    else await fulfilment.markFailedWithin(tx, order.id, event.message ?? 'The payment failed.');
    return { outcome: 'handled' };
  }

  /** After the event's transaction committed: the receipt, and the sandbox bank's own settling. */
  async function afterCommit(applied: AppliedEvent, event: PaymentEvent, order: OrderRow): Promise<void> {
    if (applied.outcome !== 'handled') return;
    log.info({ order: order.number, event: event.type }, 'payment event handled');
    if (applied.settlement) await fulfilment.sendReceipt(applied.settlement);
    if (
      event.type === 'processing' &&
      provider.name === 'sandbox' &&
      deps.sandboxBankSettleMs !== undefined
    ) {
      // The sandbox bank answers after a while, as a real transfer settles days later. Should settling fail,
      // nothing of it is kept and the transfer stays processing, for `payments:settle` to settle.
      const sandbox = provider as SandboxProvider;
      setTimeout(() => {
        settleSandboxTransfer({ db: deps.db, fulfilment, sandbox }, order.id).catch((error: unknown) =>
          log.error({ err: error, order: order.number }, 'sandbox settle failed'),
        );
      }, deps.sandboxBankSettleMs).unref();
    }
  }

  async function handleEvent(event: PaymentEvent): Promise<'handled' | 'duplicate' | 'unknown'> {
    const order = await orders.byPaymentIntent(event.intentId);
    if (!order) {
      // Nothing to apply; recorded all the same, so a replay is answered as one.
      const recorded = await deps.db
        .insert(paymentEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) return 'duplicate';
      log.warn({ event: event.id, intent: event.intentId }, 'payment event for no known order');
      return 'unknown';
    }
    const applied = await deps.db.transaction((tx) => applyEvent(tx, event, order));
    await afterCommit(applied, event, order);
    return applied.outcome;
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
      // The intent's new status commits with the order's fulfilment or not at all, so a failure leaves the intent
      // as it was and confirming again pays.
      const confirmed = await deps.db.transaction(async (tx) => {
        const { answer, event } = await sandbox.confirm(request, tx);
        return { answer, event, applied: event ? await applyEvent(tx, event, order) : null };
      });
      if (confirmed.event && confirmed.applied) await afterCommit(confirmed.applied, confirmed.event, order);
      return confirmed.answer;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
