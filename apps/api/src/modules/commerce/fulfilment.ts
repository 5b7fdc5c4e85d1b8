import type { OrderKind } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import type { Log } from '../../platform/log.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import type { SavedPaymentMethod } from '../../platform/payments/types.js';
import { formatLongDate } from '../reports/report-import.js';
import type { CouponService } from './coupons.js';
import { seatBuyer } from '../team/seats.js';
import { receiptMail } from './mails.js';
import { commerceRepository as repository } from './repository.js';

/**
 * What a paid order of another kind than a purchase gives (issue 17: a renewal, an upgrade, a late fee), applied in
 * the payment's transaction `tx` at `now`, after the order was marked paid. Registered by the module that owns the
 * kind (billing), so commerce does not depend on it.
 */
export type PaidOrderHandler = (
  tx: Db,
  order: OrderRow,
  now: Date,
  saved: SavedPaymentMethod | null,
) => Promise<void>;

/**
 * What else a paid purchase does to the subscriptions it started or extended (issue 17: their payment method, the
 * method saved for renewals, their next lifecycle step), in the payment's transaction. Registered by billing.
 */
export type PurchaseHandler = (
  tx: Db,
  order: OrderRow,
  saved: SavedPaymentMethod | null,
  now: Date,
) => Promise<void>;

/**
 * What a failed bank debit of an order of another kind than a purchase does (issue 17: a renewal's), applied in the
 * failure's transaction `tx` at `now`, after the order is owed again. Registered by the module that owns the kind.
 */
export type FailedDebitHandler = (tx: Db, order: OrderRow, message: string, now: Date) => Promise<void>;

/** How a payment settles an order: `check` may refuse it under its lock; `saved` is the method it saved. */
export interface SettleOptions {
  check?: ((order: OrderRow) => void) | undefined;
  saved?: SavedPaymentMethod | null | undefined;
  /** The time it is paid at: the clock's, or a job's run time. */
  now?: Date | undefined;
}

/**
 * What a paid order gives (issue 7): a year of subscription to each type bought, the types out of the buyer's cart,
 * the code spent, and a receipt. Every step takes the caller's transaction, so a payment provider's event is
 * recorded and fulfilled as one change: a failure keeps nothing, and the provider's retry fulfils it.
 */
export function createFulfilment(deps: { clock: Clock; mail: MailQueue; coupons: CouponService; log: Log }) {
  const { clock, mail, coupons, log } = deps;
  const paidHandlers = new Map<Exclude<OrderKind, 'purchase'>, PaidOrderHandler>();
  const purchaseHandlers: PurchaseHandler[] = [];
  const failedDebitHandlers = new Map<Exclude<OrderKind, 'purchase'>, FailedDebitHandler>();

  /** An order was placed: its report types leave the buyer's cart, and the code applied to the cart is spent. */
  async function clearCart(tx: Db, userId: string, reportTypeIds: number[]): Promise<void> {
    await repository.removeCartTypes(tx, userId, reportTypeIds);
    await repository.forgetCoupon(tx, userId);
  }

  return {
    /** Says what a paid order of `kind` gives; each kind has one handler. */
    whenPaid(kind: Exclude<OrderKind, 'purchase'>, handler: PaidOrderHandler): void {
      if (paidHandlers.has(kind)) throw new Error(`Paid ${kind} orders have a handler already.`);
      paidHandlers.set(kind, handler);
    },

    /** Says what a failed bank debit of an order of `kind` does; each kind has at most one handler. */
    whenDebitFailed(kind: Exclude<OrderKind, 'purchase'>, handler: FailedDebitHandler): void {
      if (failedDebitHandlers.has(kind)) throw new Error(`Failed ${kind} debits have a handler already.`);
      failedDebitHandlers.set(kind, handler);
    },

    /** Says what else a paid purchase does, after its subscriptions started or were extended. */
    afterPurchase(handler: PurchaseHandler): void {
      purchaseHandlers.push(handler);
    },

    /**
     * Marks the order paid at the clock's time and fulfils it in `tx`: subscriptions start, or a running one gains
     * a year from its end; the receipt is queued. False when it was paid already (nothing happens twice). `check`
     * may refuse the order as it is under its lock.
     *
     * The money has been taken when this runs, so it is never refused for its promo code. An order that no longer
     * holds the code takes it again if one is left; if none is (which the cancelled intents are there to prevent),
     * the payment is honoured, logged and noted on the order for staff.
     */
    async settle(tx: Db, orderId: string, options: SettleOptions = {}): Promise<boolean> {
      const { check } = options;
      const now = options.now ?? clock.now();
      const locked = await coupons.lockRedemption(tx, orderId);
      if (!locked || locked.order.status === 'paid') return false;
      const { order, redemption, coupon } = locked;
      check?.(order);
      let note: string | null = null;
      if (redemption === 'usedUp' && coupon) {
        note = `Paid after promo code ${coupon.code} was used up: it is redeemed beyond its maximum of ${coupon.maxRedemptions}.`;
        log.warn({ order: order.number, coupon: coupon.code }, 'order paid with a used-up promo code');
      }
      await repository.markOrderPaid(tx, orderId, now, note);
      if (order.kind !== 'purchase') {
        const handler = paidHandlers.get(order.kind);
        if (!handler) throw new Error(`No handler is registered for paid ${order.kind} orders.`);
        await handler(tx, order, now, options.saved ?? null);
        return true;
      }
      const lines = await repository.orderLines(tx, orderId);
      const typeIds = lines.map((line) => line.reportTypeId);
      await repository.startOrExtendSubscriptions(tx, order.tenantId, lines, now);
      for (const handler of purchaseHandlers) await handler(tx, order, options.saved ?? null, now);
      // A new purchase seats the buyer where a seat is free (issue 15), on the record; owners and admins hand out
      // the rest.
      await seatBuyer(tx, { tenantId: order.tenantId, userId: order.userId, reportTypeIds: typeIds }, now);
      await clearCart(tx, order.userId, typeIds);
      const buyer = await repository.buyer(tx, order.userId);
      if (buyer)
        await mail(
          tx,
          receiptMail({
            to: buyer.email,
            firstName: buyer.firstName,
            number: order.number,
            lines,
            totals: order,
            endsOn: formatLongDate((await repository.latestEnd(tx, order.tenantId, typeIds)) ?? now),
          }),
        );
      return true;
    },

    /**
     * A bank transfer was initiated and settles in 4–5 working days (SPEC §9): the order is placed, so its types
     * leave the buyer's cart and the code is forgotten; access starts when it settles.
     */
    async markProcessing(tx: Db, orderId: string): Promise<void> {
      const order = await repository.markOrderProcessing(tx, orderId, clock.now());
      if (!order) return;
      const lines = await repository.orderLines(tx, orderId);
      await clearCart(
        tx,
        order.userId,
        lines.map((line) => line.reportTypeId),
      );
    },

    /**
     * A payment failed, at `now` (the clock's by default). A card order stays open and keeps its code until its
     * payment window ends, its intent ready for another card (as Stripe keeps it); a bank transfer that was settling
     * has failed for good, which ends its hold (an invoice or a renewal it was paying is owed again, and the
     * renewal's handler says what follows). The order as it is now.
     */
    async markFailed(tx: Db, orderId: string, message: string, now = clock.now()) {
      const failed = await repository.markOrderFailed(tx, orderId, message, now);
      if (!failed) return undefined;
      const { order, wasSettling } = failed;
      const handler = order.kind === 'purchase' ? undefined : failedDebitHandlers.get(order.kind);
      if (handler && wasSettling) await handler(tx, order, message, now);
      return order;
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
