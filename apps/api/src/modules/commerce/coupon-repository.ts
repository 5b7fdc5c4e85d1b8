import { and, count, eq, gt, inArray, ne, not, or } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  cartCoupons,
  coupons,
  orders,
  type CouponRow,
  type OrderRow,
} from '../../platform/database/schema.js';

/** A promo code with the number of its redemptions held by other orders (see heldRedemptions). */
export interface CouponUse {
  coupon: CouponRow;
  redemptions: number;
}

/**
 * Whose holds a count leaves out: the caller's own open orders (applying, quoting and placing: the user holds at
 * most one of them, and placing another cancels it), or the one order being paid.
 */
export type HoldsExcept = { userId: string } | { orderId: string };

export type NewCoupon = typeof coupons.$inferInsert;

/** The user's open orders: pending card or bank orders, which paying the same cart again finds. */
export const openOrdersOf = (userId: string) =>
  and(eq(orders.userId, userId), eq(orders.status, 'pending'), ne(orders.method, 'invoice'));

/**
 * The one count of a code's redemptions (docs/decisions/008): the orders holding one at `now`, which are the paid
 * orders, the bank transfers settling, the invoices awaiting payment (until paid or voided), and the card or bank
 * orders awaiting payment within their window. Those of `except` are left out.
 */
async function heldRedemptions(db: Db, couponId: number, except: HoldsExcept, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        eq(orders.couponId, couponId),
        or(
          inArray(orders.status, ['paid', 'processing']),
          and(eq(orders.status, 'pending'), or(eq(orders.method, 'invoice'), gt(orders.payableUntil, now))),
        ),
        'userId' in except ? not(openOrdersOf(except.userId)!) : ne(orders.id, except.orderId),
      ),
    );
  return row?.count ?? 0;
}

const withRedemptions = async (
  db: Db,
  coupon: CouponRow | undefined,
  except: HoldsExcept,
  now: Date,
): Promise<CouponUse | undefined> =>
  coupon && { coupon, redemptions: await heldRedemptions(db, coupon.id, except, now) };

/** Promo codes: found, remembered for the cart, locked while an order takes one, and created by staff. */
export const couponQueries = {
  /** A code with its redemptions held at `now` by others than the user. */
  async couponByCode(db: Db, code: string, userId: string, now: Date): Promise<CouponUse | undefined> {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
    return withRedemptions(db, coupon, { userId }, now);
  },

  /** The code remembered with the user's cart, with its redemptions held at `now` by others than the user. */
  async rememberedCoupon(db: Db, userId: string, now: Date): Promise<CouponUse | undefined> {
    const [remembered] = await db
      .select({ coupon: coupons })
      .from(cartCoupons)
      .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
      .where(eq(cartCoupons.userId, userId));
    return withRedemptions(db, remembered?.coupon, { userId }, now);
  },

  /**
   * A code with its redemptions held at `now` by other orders than `except`'s, locked until the caller's
   * transaction ends: orders placed or paid with it at once are counted one after the other.
   */
  async lockCoupon(db: Db, couponId: number, except: HoldsExcept, now: Date): Promise<CouponUse | undefined> {
    // Not a key lock: the code can still be remembered with carts meanwhile.
    const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId)).for('no key update');
    return withRedemptions(db, coupon, except, now);
  },

  /** Cancels the user's open orders with the code, but `exceptOrderId`, and answers them. */
  cancelOpenOrdersWith(
    db: Db,
    user: { userId: string; couponId: number; exceptOrderId?: string | undefined },
    reason: string,
    now: Date,
  ): Promise<OrderRow[]> {
    return db
      .update(orders)
      .set({ status: 'cancelled', payableUntil: null, failureMessage: reason, updatedAt: now })
      .where(
        and(
          openOrdersOf(user.userId),
          eq(orders.couponId, user.couponId),
          user.exceptOrderId === undefined ? undefined : ne(orders.id, user.exceptOrderId),
        ),
      )
      .returning();
  },

  /** Cancels a card or bank order still awaiting payment; undefined when it was not awaiting payment. */
  async cancelOpenOrder(db: Db, orderId: string, reason: string, now: Date): Promise<OrderRow | undefined> {
    const [order] = await db
      .update(orders)
      .set({ status: 'cancelled', payableUntil: null, failureMessage: reason, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), ne(orders.method, 'invoice')))
      .returning();
    return order;
  },

  async rememberCoupon(db: Db, userId: string, couponId: number, now: Date): Promise<void> {
    await db
      .insert(cartCoupons)
      .values({ userId, couponId, createdAt: now })
      .onConflictDoUpdate({ target: cartCoupons.userId, set: { couponId, createdAt: now } });
  },

  async forgetCoupon(db: Db, userId: string): Promise<void> {
    await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
  },

  /** Adds a code; undefined when the code exists already. */
  async insertCoupon(db: Db, coupon: NewCoupon): Promise<CouponRow | undefined> {
    const [row] = await db
      .insert(coupons)
      .values(coupon)
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    return row;
  },

  async couponCode(db: Db, couponId: number): Promise<string | undefined> {
    const [row] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, couponId));
    return row?.code;
  },
};
