import { formatLongDate } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { OrderRow } from '../../platform/database/schema.js';
import { ConflictError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import type { SavedPaymentMethod } from '../../platform/payments/types.js';
import type { CouponService } from './coupons.js';
import { holdsSeats, type CourseSeatDesk } from './course-seats.js';
import { archivedReports, grantReportLicences } from '../reports';
import { seatBuyer } from '../team';
import { receiptMail } from './mails.js';
import { cancelSupersededOrders } from './superseded-orders.js';
import { queueUndeliveredRefund, undeliveredNote } from './undelivered-refunds.js';
import { commerceRepository as repository } from './repository.js';

export const FulfilmentMessages = {
  /** Staff marking an invoice paid whose report types the organisation runs already (issue 39). */
  alreadyRunning: (invoiceNumber: string, typeNames: string) =>
    `${invoiceNumber} cannot be marked paid: the organisation already runs ${typeNames}, and a payment never changes a running subscription. Void it and return the payment.`,
  /** Staff marking an invoice paid whose seats were let go and taken since (issue 44). */
  seatsTaken: (invoiceNumber: string) =>
    `${invoiceNumber} cannot be marked paid: the course seats it held were let go and taken since. Void it and return the payment.`,
  /** Staff marking an invoice paid for archived reports the organisation owns already (issue 44). */
  alreadyOwned: (invoiceNumber: string, reportNames: string) =>
    `${invoiceNumber} cannot be marked paid: the organisation already owns ${reportNames}. Void it and return the payment.`,
} as const;

/** How a payment settles an order: `check` may refuse it under its lock; `saved` is the method it saved. */
export interface SettleOptions {
  check?: ((order: OrderRow) => void) | undefined;
  saved?: SavedPaymentMethod | null | undefined;
  /** The time it is paid at: the clock's, or a job's run time. */
  now?: Date | undefined;
  /**
   * A payment provider took the money (its event, or the sandbox bank's settlement), so a payment for report types
   * already running is refunded through it; otherwise (staff marking an invoice paid) it is refused.
   */
  byProvider?: boolean | undefined;
}

/**
 * What a paid order gives (issue 7): a year of subscription to each type bought, a licence to each archived report
 * bought alone (issue 44), the lines out of the buyer's cart,
 * the code spent, and a receipt. Every step takes the caller's transaction, so a payment provider's event is
 * recorded and fulfilled as one change: a failure keeps nothing, and the provider's retry fulfils it.
 */
export function createFulfilment(deps: {
  clock: Clock;
  jobs: JobQueue;
  mail: MailQueue;
  coupons: CouponService;
  events: DomainEvents;
  log: Log;
  courseSeats: CourseSeatDesk;
}) {
  const { clock, jobs, mail, coupons, events, log } = deps;

  /**
   * Whether an order paid now may have the course seats it buys (issue 44): yes while it holds them (holdsSeats);
   * an order that let them go (lapsed or cancelled before the money came) has them only if they are still free,
   * counted under the sessions' locks, which `tx` holds until it commits.
   */
  async function seatsStillFree(
    tx: Db,
    order: OrderRow,
    seats: { courseSessionId: number; seats: number }[],
    now: Date,
  ): Promise<boolean> {
    if (seats.length === 0 || holdsSeats(order, now)) return true;
    const free = await deps.courseSeats.lockFree(
      tx,
      seats.map((line) => line.courseSessionId),
      now,
      order.tenantId,
    );
    return seats.every((line) => line.seats <= (free.get(line.courseSessionId) ?? 0));
  }

  /**
   * A purchase paid for what the organisation holds already (issue 39: report types running since; issue 44:
   * archived reports another order of it paid for): nothing changes for them. Money a provider took is kept on
   * record, the order paid with `held.note` for staff, and refunded through the job queue with `held.refund` for the
   * buyer. A payment no provider took (staff marking an invoice paid) is refused with `held.refusal` instead, so
   * staff void it and return the money.
   */
  async function recordUndeliverablePayment(
    tx: Db,
    order: OrderRow,
    held: { refusal: string; note: string; refund: { typeNames: string } | { why: string } },
    options: SettleOptions,
    now: Date,
  ): Promise<void> {
    if (!options.byProvider || !order.paymentIntentId || !order.provider)
      throw new ConflictError(held.refusal);
    await repository.markOrderPaid(tx, order.id, now, held.note);
    await queueUndeliveredRefund(jobs, tx, order, held.refund);
    log.warn({ order: order.number, held: held.note }, 'order paid for what it holds already: refund queued');
  }

  /**
   * An order was placed: its report types (and its credits, if it holds some) leave the buyer's cart, and the code
   * applied to the cart is spent.
   */
  async function clearCart(
    tx: Db,
    userId: string,
    ordered: { reportTypeIds: number[]; credits: number; reportIds: number[]; sessionIds: number[] },
  ): Promise<void> {
    await repository.removeCartTypes(tx, userId, ordered.reportTypeIds);
    await repository.removeCartReports(tx, userId, ordered.reportIds);
    await repository.removeCartSessions(tx, userId, ordered.sessionIds);
    if (ordered.credits > 0) await repository.removeCartCredits(tx, userId);
    await repository.forgetCoupon(tx, userId);
  }

  return {
    /**
     * Marks the order paid at the clock's time and fulfils it in `tx`: a year of subscription to each type bought
     * starts (a new one, or one that ended starts again), the organisation's other purchases awaiting payment for
     * those types are cancelled, and the receipt is queued. False when it was paid already (nothing happens twice).
     * `check` may refuse the order as it is under its lock.
     *
     * A purchase never changes a running subscription's tier or period (issue 39): one for a type that runs already
     * is refunded instead (recordUndeliverablePayment). Its organisation's payment lock, taken with the order's, makes two
     * payments for the same type settle one after the other.
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
      const contents = order.kind === 'purchase' ? await repository.orderContents(tx, orderId) : undefined;
      const lines = contents?.lines ?? [];
      const typeIds = lines.map((line) => line.reportTypeId);
      const running =
        typeIds.length > 0 ? await repository.runningTypes(tx, order.tenantId, typeIds, now) : [];
      const invoice = order.invoiceNumber ?? order.number;
      if (running.length > 0) {
        const names = running.map((type) => type.reportTypeName).join(', ');
        await recordUndeliverablePayment(
          tx,
          order,
          {
            refusal: FulfilmentMessages.alreadyRunning(invoice, names),
            note: undeliveredNote(names),
            refund: { typeNames: names },
          },
          options,
          now,
        );
        return true;
      }
      // Course seats the order let go before it was paid, taken since: refunded alike.
      if (!(await seatsStillFree(tx, order, contents?.seats ?? [], now))) {
        await recordUndeliverablePayment(
          tx,
          order,
          {
            refusal: FulfilmentMessages.seatsTaken(invoice),
            note: 'Paid after the course seats it held were let go and taken: no seat was given, and the payment is refunded.',
            refund: { why: `The course seats of order ${order.number} were taken before it was paid` },
          },
          options,
          now,
        );
        return true;
      }
      // An archived report licensed meanwhile (another order of the organisation paid for it): refunded alike.
      const owned = (await archivedReports.heldAmong(tx, order.tenantId, contents?.reportIds ?? [])).join(
        ', ',
      );
      if (owned) {
        await recordUndeliverablePayment(
          tx,
          order,
          {
            refusal: FulfilmentMessages.alreadyOwned(invoice, owned),
            note: `Paid after the organisation already owned ${owned}: nothing was changed, and the payment is refunded.`,
            refund: {
              why: `Your organisation already owns ${owned}, so order ${order.number} changed nothing`,
            },
          },
          options,
          now,
        );
        return true;
      }
      let note: string | null = null;
      if (redemption === 'usedUp' && coupon) {
        note = `Paid after promo code ${coupon.code} was used up: it is redeemed beyond its maximum of ${coupon.maxRedemptions}.`;
        log.warn({ order: order.number, coupon: coupon.code }, 'order paid with a used-up promo code');
      }
      await repository.markOrderPaid(tx, orderId, now, note);
      if (!contents) {
        // What it gives is billing's (a renewal, an upgrade), told in this transaction.
        await events.publish(tx, 'commerce.order-paid', { order, saved: options.saved ?? null, now });
        return true;
      }
      // Billing starts its subscriptions (none runs, checked under the organisation's payment lock above), and
      // consultations counts its credits.
      const { credits, reportIds } = contents;
      // The archived reports bought alone are the organisation's from now on (issue 44).
      await grantReportLicences(tx, order, reportIds, now);
      await events.publish(tx, 'commerce.purchase-paid', {
        order,
        lines,
        credits,
        saved: options.saved ?? null,
        now,
      });
      await cancelSupersededOrders({ jobs, mail }, tx, { order, lines }, now);
      // A new purchase seats the buyer where a seat is free (issue 15), on the record; owners and admins hand out
      // the rest.
      await seatBuyer(tx, { tenantId: order.tenantId, userId: order.userId, reportTypeIds: typeIds }, now);
      await clearCart(tx, order.userId, {
        reportTypeIds: typeIds,
        credits,
        reportIds,
        sessionIds: contents.seats.map((line) => line.courseSessionId),
      });
      const buyer = await repository.buyer(tx, order.userId);
      if (buyer)
        await mail(
          tx,
          receiptMail({
            to: buyer.email,
            firstName: buyer.firstName,
            number: order.number,
            lines: contents.printed,
            totals: order,
            endsOn:
              typeIds.length > 0
                ? formatLongDate((await repository.latestEnd(tx, order.tenantId, typeIds)) ?? now)
                : null,
            credits,
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
      const { lines, credits, reportIds, seats } = await repository.orderContents(tx, orderId);
      await clearCart(tx, order.userId, {
        reportTypeIds: lines.map((line) => line.reportTypeId),
        credits,
        reportIds,
        sessionIds: seats.map((line) => line.courseSessionId),
      });
    },

    /**
     * A payment failed, at `now` (the clock's by default). A card order stays open and keeps its code until its
     * payment window ends, its intent ready for another card (as Stripe keeps it); a bank transfer that was settling
     * has failed for good, which ends its hold (an invoice or a renewal it was paying is owed again, and the
     * renewal's subscriber says what follows). The order as it is now.
     */
    async markFailed(tx: Db, orderId: string, message: string, now = clock.now()) {
      const failed = await repository.markOrderFailed(tx, orderId, message, now);
      if (!failed) return undefined;
      const { order, wasSettling } = failed;
      if (order.kind !== 'purchase' && wasSettling)
        await events.publish(tx, 'commerce.bank-debit-failed', { order, message, now });
      return order;
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
