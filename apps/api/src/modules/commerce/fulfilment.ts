import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { formatLongDate } from '../reports/report-import.js';
import { receiptMail } from './mails.js';
import { commerceRepository as repository } from './repository.js';

/**
 * What a paid order gives (issue 7): a year of subscription to each type bought, the types out of the buyer's cart,
 * the code spent, and a receipt. Every step takes the caller's transaction, so a payment provider's event is
 * recorded and fulfilled as one change: a failure keeps nothing, and the provider's retry fulfils it.
 */
export function createFulfilment({ clock, mail }: { clock: Clock; mail: MailQueue }) {
  /** An order was placed: its report types leave the buyer's cart, and the code applied to the cart is spent. */
  async function clearCart(tx: Db, userId: string, reportTypeIds: number[]): Promise<void> {
    await repository.removeCartTypes(tx, userId, reportTypeIds);
    await repository.forgetCoupon(tx, userId);
  }

  return {
    /**
     * Marks the order paid at the clock's time and fulfils it in `tx`: subscriptions start, or a running one gains
     * a year from its end; the receipt is queued. False when it was paid already (nothing happens twice).
     */
    async settle(tx: Db, orderId: string): Promise<boolean> {
      const now = clock.now();
      const order = await repository.lockOrder(tx, orderId);
      if (!order || order.status === 'paid') return false;
      await repository.markOrderPaid(tx, orderId, now);
      const lines = await repository.orderLines(tx, orderId);
      const typeIds = lines.map((line) => line.reportTypeId);
      await repository.startOrExtendSubscriptions(tx, order.tenantId, lines, now);
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
     * A payment failed. A card order stays open, its intent ready for another card (as Stripe keeps it); a bank
     * transfer that was settling has failed for good.
     */
    markFailed: (tx: Db, orderId: string, message: string) =>
      repository.markOrderFailed(tx, orderId, message, clock.now()),
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
