import { formatLongDate } from '../reports/report-import.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Mailer } from '../../platform/mail/transport.js';
import type { Db } from '../../platform/database/database.js';
import {
  cartCoupons,
  cartItems,
  orderItems,
  orders,
  reportTypes,
  subscriptions,
  users,
  type OrderRow,
} from '../../platform/database/schema.js';
import { receiptMail } from './order-mails.js';

export interface FulfilmentLog {
  error(object: object, message: string): void;
}

/** An order was placed: its report types leave the buyer's cart, and the code applied to the cart is spent. */
export async function clearCart(
  db: Pick<Db, 'delete'>,
  userId: string,
  reportTypeIds: number[],
): Promise<void> {
  if (reportTypeIds.length > 0)
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.reportTypeId, reportTypeIds)));
  await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
}

/** What settling an order changed, for the receipt mailed once the transaction has committed. */
export interface Settlement {
  order: OrderRow;
  items: { reportTypeId: number; tier: string; priceCents: number; reportTypeName: string }[];
  buyer: typeof users.$inferSelect | undefined;
  endsAt: Date;
}

/**
 * Fulfilment (issue 7): a paid order starts or extends the organisation's subscriptions by a year at the bought
 * tiers, empties the buyer's cart of those types and forgets the code, then mails a receipt. Settling an order
 * that is already paid changes nothing, so a repeated provider event or CLI call is harmless.
 *
 * The `…Within` steps run in the caller's transaction, so the provider event that caused them is recorded with
 * them or not at all (issue 13); mail waits for the commit, so a receipt never announces a rolled-back payment.
 */
export function createFulfilment({ db, mailer, log }: { db: Db; mailer: Mailer; log: FulfilmentLog }) {
  /** Marks the order paid and fulfils it in `tx`; null when it was paid already (nothing happens twice). */
  async function settleWithin(tx: Db, orderId: string, now = new Date()): Promise<Settlement | null> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status === 'paid') return null;
    await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now, failureMessage: null, updatedAt: now })
      .where(eq(orders.id, orderId));
    const items = await tx
      .select({
        reportTypeId: orderItems.reportTypeId,
        tier: orderItems.tier,
        priceCents: orderItems.priceCents,
        reportTypeName: reportTypes.name,
      })
      .from(orderItems)
      .innerJoin(reportTypes, eq(reportTypes.id, orderItems.reportTypeId))
      .where(eq(orderItems.orderId, orderId));
    const nextYear = sql`${now.toISOString()}::timestamptz + interval '1 year'`;
    for (const item of items) {
      // A running subscription gains a year from its end; a lapsed or new one runs a year from now.
      await tx
        .insert(subscriptions)
        .values({
          tenantId: order.tenantId,
          reportTypeId: item.reportTypeId,
          tier: item.tier,
          startsAt: now,
          endsAt: nextYear,
          autoRenew: true,
        })
        .onConflictDoUpdate({
          target: [subscriptions.tenantId, subscriptions.reportTypeId],
          set: {
            tier: item.tier,
            autoRenew: true,
            startsAt: sql`case when ${subscriptions.endsAt} > ${now.toISOString()}::timestamptz then ${subscriptions.startsAt} else excluded.starts_at end`,
            endsAt: sql`case when ${subscriptions.endsAt} > ${now.toISOString()}::timestamptz then ${subscriptions.endsAt} + interval '1 year' else excluded.ends_at end`,
          },
        });
    }
    await clearCart(
      tx,
      order.userId,
      items.map((item) => item.reportTypeId),
    );
    const [ends] = await tx
      .select({ endsAt: sql<Date>`max(${subscriptions.endsAt})` })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.tenantId, order.tenantId),
          inArray(
            subscriptions.reportTypeId,
            items.map((item) => item.reportTypeId),
          ),
        ),
      );
    const [buyer] = await tx.select().from(users).where(eq(users.id, order.userId));
    return { order, items, buyer, endsAt: ends?.endsAt ? new Date(ends.endsAt) : now };
  }

  /**
   * Mails the receipt of a committed settlement. The order is paid whatever happens to the mail, and is never
   * settled again for it: a failed receipt is logged (the order, and the error without the server's
   * configuration) for the team to resend.
   */
  async function sendReceipt({ order, items, buyer, endsAt }: Settlement): Promise<void> {
    if (!buyer) return;
    await mailer
      .send(
        receiptMail({
          to: buyer.email,
          firstName: buyer.firstName,
          number: order.number,
          lines: items,
          totals: order,
          endsOn: formatLongDate(endsAt),
        }),
      )
      .catch((error: unknown) => log.error({ err: error, order: order.number }, 'receipt mail failed'));
  }

  /** A bank transfer was initiated (see markProcessing), in `tx`. */
  async function markProcessingWithin(tx: Db, orderId: string): Promise<void> {
    const [order] = await tx
      .update(orders)
      .set({ status: 'processing', updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning();
    if (!order) return;
    const items = await tx
      .select({ reportTypeId: orderItems.reportTypeId })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    await clearCart(
      tx,
      order.userId,
      items.map((item) => item.reportTypeId),
    );
  }

  /** A payment failed (see markFailed), in `tx`. */
  async function markFailedWithin(tx: Db, orderId: string, message: string): Promise<void> {
    await tx
      .update(orders)
      .set({
        status: sql`case when ${orders.status} = 'processing' then 'failed'::order_status else ${orders.status} end`,
        failureMessage: message,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'processing'])));
  }

  return {
    settleWithin,
    sendReceipt,
    markProcessingWithin,
    markFailedWithin,

    /**
     * Marks the order paid and fulfils it in one transaction, then mails the receipt; false when it was paid
     * already (nothing happens twice). A failure rolls all of it back, so settling again fulfils it.
     */
    async settle(orderId: string, now = new Date()): Promise<boolean> {
      const settled = await db.transaction((tx) => settleWithin(tx, orderId, now));
      if (!settled) return false;
      await sendReceipt(settled);
      return true;
    },

    /**
     * A bank transfer was initiated and settles in 4–5 working days (SPEC §9): the order is placed, so its types
     * leave the buyer's cart and the code is forgotten; access starts when it settles.
     */
    async markProcessing(orderId: string): Promise<void> {
      await db.transaction((tx) => markProcessingWithin(tx, orderId));
    },

    /**
     * A payment failed. A card order stays open, its intent ready for another card (as Stripe keeps it); a bank
     * transfer that was settling has failed for good.
     */
    async markFailed(orderId: string, message: string): Promise<void> {
      await markFailedWithin(db, orderId, message);
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
