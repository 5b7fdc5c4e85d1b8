import { PaymentMessages, type CheckoutPaymentRequest } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { isUniqueViolation } from '../../platform/database/unique-violation.js';
import { ConflictError, PaymentFailedError, RuleRefusedError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import { CANCELED_MESSAGE, type SandboxProvider } from '../../platform/payments/sandbox.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import type { OffSessionCharge, PaymentEvent, PaymentProvider } from '../../platform/payments/types.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import type { CouponService } from './coupons.js';
import type { Fulfilment } from './fulfilment.js';
import { cancelIntentJob, queueIntentCancellation } from './intent-cancellation.js';
import type { OrderService, PaymentRefusal } from './orders.js';
import { commerceRepository as repository } from './repository.js';
import { registerUndeliveredRefunds } from './undelivered-refunds.js';
import type { StartedPayment } from './payment-reply.js';
import { orderChanges } from './order-changes.js';
import { createSandboxPayments, sandboxSettleJob } from './sandbox-payments.js';

/** How an order placed before is paid online (PAY BY INVOICE needs no intent). */
export type OrderIntentMethod = 'card' | 'us_bank_account';

/** Stripe charges at least 50 cents; a cheaper order (a large discount) is paid by invoice. */
export const MINIMUM_CHARGE_CENTS = 50;
export const BELOW_MINIMUM_MESSAGE =
  'Orders under $0.50 cannot be paid by card or bank transfer. Please choose PAY BY INVOICE.';

/**
 * Card and bank payments (SPEC §7 reports/bank/payments/checkout/; DESIGN §4): one order and one payment intent
 * per cart, the amount recomputed on the server; the provider's events settle the order. An event is recorded in
 * the transaction that applies it (issue 13): a failure records nothing, so the provider's retry applies it, and
 * an event applied once is never applied again.
 */
export function createPaymentService(deps: {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  jobs: JobQueue;
  mail: MailQueue;
  orders: OrderService;
  coupons: CouponService;
  fulfilment: Fulfilment;
  /** Who takes the payments: Stripe with keys, else the sandbox. */
  provider: PaymentProvider;
  /** The sandbox, which also settles the transfers it started before Stripe keys were configured. */
  sandbox: SandboxProvider;
  log: Log;
  /** Sandbox bank transfers settle by themselves after this long; otherwise through the CLI. */
  sandboxBankSettleMs?: number | undefined;
}) {
  const { db, clock, unitOfWork, jobs, orders, coupons, fulfilment, provider, sandbox, log } = deps;
  const settleDelayMs = provider === sandbox ? deps.sandboxBankSettleMs : undefined;

  /** Records the event and applies it to its order in `tx`: both or neither. False for a replay. */
  async function applyEvent(tx: Db, event: PaymentEvent, order: OrderRow, now?: Date): Promise<boolean> {
    if (!(await repository.recordPaymentEvent(tx, event))) return false;
    if (event.type === 'succeeded')
      await fulfilment.settle(tx, order.id, { saved: event.saved, now, byProvider: true });
    else if (event.type === 'processing') {
      await fulfilment.markProcessing(tx, order.id);
      // The sandbox bank answers later, through the job queue: the settling survives a restart and runs once.
      if (settleDelayMs !== undefined) {
        await jobs.enqueue(
          tx,
          sandboxSettleJob,
          { orderId: order.id },
          { runAt: new Date(clock.now().getTime() + settleDelayMs), uniqueKey: `sandbox-settle:${order.id}` },
        );
      }
    } else {
      const failed = await fulfilment.markFailed(tx, order.id, event.message ?? 'The payment failed.', now);
      // A bank transfer that failed has lost its code's hold: its intent must not be paid any more.
      if (failed?.status === 'failed') await queueIntentCancellation(jobs, tx, failed);
    }
    return true;
  }

  /**
   * Why the caller's order cannot be paid now, before any money is taken, in `tx` under its locks: it was cancelled
   * (or failed), or it may no longer be paid (orders.refusal: its payment window ended, its report types started
   * running, or another order's bank transfer for them is settling). Null when it may be paid. A purchase within its
   * window holds its promo code, so its code is never found used up here.
   */
  async function refusePayment(tx: Db, orderId: string): Promise<PaymentRefusal | null> {
    const locked = await coupons.lockRedemption(tx, orderId);
    if (!locked) return null;
    const { order } = locked;
    return order.status === 'cancelled' || order.status === 'failed'
      ? { code: 'payment_intent_unexpected_state', message: CANCELED_MESSAGE }
      : orders.refusal(tx, order, clock.now());
  }

  /** The provider that made an intent, by its name: the sandbox's stay payable after Stripe keys are configured. */
  const providerNamed = (name: string | null): PaymentProvider | null =>
    name === sandbox.name ? sandbox : name === provider.name ? provider : null;

  // Cancelling an intent cancelled already changes nothing, so the job is safe to run twice.
  jobs.register(cancelIntentJob, async ({ provider: name, intentId }) => {
    const which = providerNamed(name);
    if (!which) throw new Error(`No ${name} keys are configured to cancel payment intent ${intentId}.`);
    await which.cancelIntent(intentId);
  });

  registerUndeliveredRefunds({ db, unitOfWork, jobs, mail: deps.mail, log, providerNamed });

  /**
   * The provider's customer of the order's organisation, to save the payment method to (issue 17): the one its
   * earlier purchases saved theirs to, else a new one. Null for the sandbox, which keeps no customers.
   */
  async function customerOf(order: OrderRow): Promise<string | null> {
    if (!provider.createCustomer) return null;
    const known = await repository.stripeCustomerOf(db, order.tenantId);
    if (known) return known;
    const buyer = await repository.buyer(db, order.userId);
    return provider.createCustomer({
      tenantId: order.tenantId,
      name: buyer?.organisation ?? '',
      email: buyer?.email ?? '',
    });
  }

  /** The saved method's words, asked of the provider when its event did not say; none if it cannot tell. */
  async function described(event: PaymentEvent): Promise<PaymentEvent> {
    if (!event.saved || event.saved.label || !provider.describePaymentMethod) return event;
    try {
      const label = await provider.describePaymentMethod(event.saved.paymentMethodId);
      return { ...event, saved: { ...event.saved, label } };
    } catch (error) {
      log.warn({ err: error, intent: event.intentId }, 'saved payment method not described');
      return event;
    }
  }

  /** Logged once the event's transaction has committed, never for a rolled-back one. */
  function logHandled(event: PaymentEvent, order: OrderRow): void {
    log.info({ order: order.number, event: event.type }, 'payment event handled');
  }

  const sandboxPayments = createSandboxPayments({ ...deps, applyEvent, refusePayment, logHandled });

  return {
    provider,
    customerOf,

    /**
     * What an off-session charge of the order (issue 17: a renewal, an upgrade) answered at once, applied in `tx`
     * through the same path as the provider's events, as of `now`: the intent is linked to the order, a success
     * settles it (its paid handler runs), a bank debit starts processing, a decline is noted on the order. False
     * when the same answer was applied before, or when the order is no longer awaiting payment (paid, or being paid
     * another way from the billing view meanwhile): then only money taken is applied, and the rest is logged.
     */
    async applyOffSessionCharge(
      tx: Db,
      order: OrderRow,
      charge: OffSessionCharge,
      now: Date,
    ): Promise<boolean> {
      // No client confirms an off-session intent: without its secret, paying the order from the billing view makes
      // an intent of its own that saves the new method (setup_future_usage) rather than reusing the declined one.
      const linked = await repository.setPaymentIntent(
        tx,
        order.id,
        { id: charge.intentId, clientSecret: null },
        now,
      );
      if (!linked && charge.status !== 'succeeded') {
        log.warn(
          { order: order.number, intent: charge.intentId, status: charge.status },
          'off-session charge answered for an order no longer awaiting payment',
        );
        return false;
      }
      const event: PaymentEvent = {
        id: `off_session:${charge.intentId}:${charge.status}`,
        type: charge.status,
        intentId: charge.intentId,
        message: charge.message,
      };
      return applyEvent(tx, event, { ...order, paymentIntentId: charge.intentId }, now);
    },

    /**
     * Starts paying an open order placed before (an invoice or a renewal from the billing view, a consultation) by
     * card or bank transfer: the intent it has for that method is answered again, else a new one is made and
     * linked, and the one it had before is cancelled. Null when the order was paid or cancelled meanwhile.
     */
    async startOrderPayment(order: OrderRow, method: OrderIntentMethod): Promise<StartedPayment | null> {
      const answer = (clientSecret: string): StartedPayment => ({
        clientSecret,
        orderNumber: order.number,
        provider: provider.name,
      });
      if (order.clientSecret && order.method === method && order.provider === provider.name)
        return answer(order.clientSecret);
      let intent;
      try {
        intent = await provider.createIntent({
          amountCents: order.totalCents,
          currency: 'usd',
          method,
          orderId: order.id,
          orderNumber: order.number,
          // Saved to the organisation's customer, as a purchase's card is, for the next renewal (issue 17).
          customerId: await customerOf(order),
          idempotencyKey: `billing-${order.id}-${method}-${order.updatedAt.getTime()}`,
        });
      } catch (error) {
        log.error({ err: error, order: order.number }, 'payment intent failed');
        throw new PaymentFailedError(PaymentMessages.intentFailed);
      }
      const linked = await unitOfWork(async (tx) => {
        const set = await orderChanges.linkIntent(
          tx,
          order.id,
          { ...intent, provider: provider.name, method },
          clock.now(),
        );
        // The new intent of an order paid meanwhile, or the one it had before (another method), must not be paid.
        if (!set)
          await queueIntentCancellation(jobs, tx, { provider: provider.name, paymentIntentId: intent.id });
        else if (order.paymentIntentId && order.paymentIntentId !== intent.id)
          await queueIntentCancellation(jobs, tx, order);
        return set;
      });
      return linked ? answer(intent.clientSecret) : null;
    },

    /** A provider's event (the Stripe webhook): applied once, however often it is sent. */
    async handleEvent(event: PaymentEvent): Promise<'handled' | 'duplicate' | 'unknown'> {
      const order = await orders.byPaymentIntent(event.intentId);
      if (!order) {
        // Nothing to apply; recorded all the same, so a replay is answered as one.
        if (!(await repository.recordPaymentEvent(db, event))) return 'duplicate';
        log.warn({ event: event.id, intent: event.intentId }, 'payment event for no known order');
        return 'unknown';
      }
      const told = await described(event);
      const applied = await unitOfWork((tx) => applyEvent(tx, told, order));
      if (!applied) return 'duplicate';
      logHandled(event, order);
      return 'handled';
    },

    /**
     * SPEC §7: the caller's cart is priced again here and must come to `amount` (cents); asking twice for the same
     * cart answers the same intent within its order's 24-hour payment window. An order whose window ended is
     * cancelled, and a new one is placed at today's prices, taking the code again if it is still to be had.
     */
    async createIntent(identity: ClientIdentity, request: CheckoutPaymentRequest): Promise<StartedPayment> {
      const quote = await orders.quote(identity, {
        cartIds: request.cart,
        discountDollars: request.discount_price,
        method: request.method,
        country: request.billing?.country,
      });
      if (request.amount !== quote.totalCents) throw new ConflictError(PaymentMessages.amountMismatch);
      if (quote.totalCents < MINIMUM_CHARGE_CENTS) throw new RuleRefusedError(BELOW_MINIMUM_MESSAGE);

      let order = await orders.findOpen(identity.userId, quote.cartKey);
      if (order && !orders.payable(order)) {
        await orders.lapse(order);
        order = await orders.findOpen(identity.userId, quote.cartKey);
      }
      if (!order) {
        try {
          order = await unitOfWork((tx) =>
            orders.place(tx, identity, quote, request.method, {
              billing: request.billing,
              poNumber: request.po_number,
              provider: provider.name,
            }),
          );
        } catch (error) {
          // The same cart asked for twice at once: the other request's order is the one.
          if (!isUniqueViolation(error)) throw error;
          order = await orders.findOpen(identity.userId, quote.cartKey);
          if (!order) throw error;
        }
      }
      const answer = (clientSecret: string): StartedPayment => ({
        clientSecret,
        orderNumber: order.number,
        provider: provider.name,
      });
      if (order.clientSecret) return answer(order.clientSecret);
      let intent;
      try {
        intent = await provider.createIntent({
          amountCents: order.totalCents,
          currency: 'usd',
          method: request.method,
          orderId: order.id,
          orderNumber: order.number,
          idempotencyKey: `order-${order.id}`,
          customerId: await customerOf(order),
        });
      } catch (error) {
        log.error({ err: error, order: order.number }, 'payment intent failed');
        throw new PaymentFailedError(PaymentMessages.intentFailed);
      }
      const held = await orders.linkFirstIntent(order.id, intent);
      // The order was cancelled while its intent was being made (the buyer placed another with the code), or
      // another tab's request linked a different intent first: ours must not be paid. (The same key makes the
      // same intent, so two tabs at once normally share one.)
      if (held?.id !== intent.id)
        await unitOfWork((tx) =>
          queueIntentCancellation(jobs, tx, { provider: provider.name, paymentIntentId: intent.id }),
        );
      if (!held) throw new ConflictError(PaymentMessages.cartChanged);
      return answer(held.clientSecret);
    },

    ...sandboxPayments,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
