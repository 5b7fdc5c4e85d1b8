import {
  type CartResponse,
  centsToDollars,
  CouponMessages,
  type CouponResult,
  formatCents,
} from '@firm/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { cartCoupons, coupons, orders, type CouponRow } from '../../platform/database/schema.js';
import { HttpError } from '../../platform/http/errors.js';
import type { CartService } from './cart.js';
import type { ClientIdentity } from '../reports/entitlements.js';

/** SPEC §7/§8: a refused code answers data.promo_code, a list of reasons (the first is shown). */
export function couponRefusal(statusCode: number, message: string): HttpError {
  return new HttpError(statusCode, message, { promo_code: [message] }, { data: { promo_code: [message] } });
}

/** How much a coupon takes off a subtotal, in cents: never more than the subtotal. */
export function discountCents(coupon: CouponRow, subtotalCents: number): number {
  const off =
    coupon.kind === 'percent'
      ? Math.round((subtotalCents * (coupon.percentOff ?? 0)) / 100)
      : (coupon.amountOffCents ?? 0);
  return Math.min(off, subtotalCents);
}

export interface CouponInput {
  code: string;
  kind: 'percent' | 'fixed';
  percentOff?: number | undefined;
  amountOffCents?: number | undefined;
  validFrom?: Date | undefined;
  validUntil?: Date | undefined;
  maxRedemptions?: number | undefined;
  minAmountCents?: number | undefined;
}

/**
 * Promo (event) codes (SPEC §7 reports/apply-coupon/): percent or fixed off, valid from a date until a date, for
 * at most so many orders and on orders of at least an amount. The code applied to a cart is remembered with it;
 * checkout asks `discountFor` again, so a code that lapsed in between is refused then too.
 */
export function createCouponService({ db, cart }: { db: Db; cart: CartService }) {
  /** Orders that used a code: paid, settling, or invoiced and awaiting payment. */
  async function redemptions(couponId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.couponId, couponId),
          or(
            inArray(orders.status, ['paid', 'processing']),
            and(eq(orders.method, 'invoice'), eq(orders.status, 'pending')),
          ),
        ),
      );
    return row?.count ?? 0;
  }

  /** The coupon's discount on a subtotal now, or the reason it cannot be used. */
  async function check(coupon: CouponRow, subtotalCents: number, now: Date): Promise<number> {
    if (coupon.validFrom > now) throw couponRefusal(422, CouponMessages.notStarted);
    if (coupon.validUntil && coupon.validUntil <= now) throw couponRefusal(422, CouponMessages.expired);
    if (subtotalCents < coupon.minAmountCents)
      throw couponRefusal(422, CouponMessages.minimum(formatCents(coupon.minAmountCents)));
    if (coupon.maxRedemptions !== null && (await redemptions(coupon.id)) >= coupon.maxRedemptions)
      throw couponRefusal(422, CouponMessages.usedUp);
    return discountCents(coupon, subtotalCents);
  }

  async function byCode(code: string): Promise<CouponRow> {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
    if (!coupon) throw couponRefusal(422, CouponMessages.unknown);
    return coupon;
  }

  const service = {
    /**
     * Checks a code against the caller's cart: `amount` is the cart total the page showed, which must still be the
     * cart's. A valid code is remembered with the cart.
     */
    async apply(
      identity: ClientIdentity,
      amountDollars: number,
      code: string,
      now = new Date(),
    ): Promise<CouponResult> {
      const lines = await cart.pricedLines(identity);
      if (lines.length === 0) throw couponRefusal(422, CouponMessages.emptyCart);
      const subtotal = lines.reduce((sum, line) => sum + line.priceCents, 0);
      if (Math.round(amountDollars * 100) !== subtotal)
        throw couponRefusal(409, CouponMessages.amountMismatch);
      const coupon = await byCode(code);
      const off = await check(coupon, subtotal, now);
      await db
        .insert(cartCoupons)
        .values({ userId: identity.userId, couponId: coupon.id })
        .onConflictDoUpdate({ target: cartCoupons.userId, set: { couponId: coupon.id, createdAt: now } });
      return {
        status: true,
        status_code: 200,
        message: CouponMessages.applied,
        promo_code: coupon.code,
        final_amount: centsToDollars(subtotal - off),
        discounted_price: centsToDollars(off),
      };
    },

    /** The code remembered with the caller's cart and its discount on `subtotalCents` now; none → 0. */
    async discountFor(
      identity: ClientIdentity,
      subtotalCents: number,
      now = new Date(),
    ): Promise<{ coupon: CouponRow | null; discountCents: number }> {
      const [applied] = await db
        .select({ coupon: coupons })
        .from(cartCoupons)
        .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
        .where(eq(cartCoupons.userId, identity.userId));
      if (!applied) return { coupon: null, discountCents: 0 };
      return { coupon: applied.coupon, discountCents: await check(applied.coupon, subtotalCents, now) };
    },

    /**
     * The code remembered with the caller's cart, as the cart answer shows it. A code that no longer applies
     * (expired, used up, under its minimum) is forgotten rather than shown.
     */
    async describe(identity: ClientIdentity, subtotalCents: number): Promise<CartResponse['applied_coupon']> {
      try {
        const { coupon, discountCents: off } = await service.discountFor(identity, subtotalCents);
        if (!coupon) return null;
        return {
          promo_code: coupon.code,
          discounted_price: centsToDollars(off),
          final_amount: centsToDollars(subtotalCents - off),
        };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        await service.forget(identity.userId);
        return null;
      }
    },

    /** Forgets the code of the caller's cart (the order is placed, or the code was edited away). */
    async forget(userId: string): Promise<void> {
      await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
    },

    /** Creates a code (CLI, seed); the code is kept in upper case without spaces. */
    async create(input: CouponInput): Promise<CouponRow> {
      const [row] = await db
        .insert(coupons)
        .values({
          code: input.code.replace(/\s+/g, '').toUpperCase(),
          kind: input.kind,
          percentOff: input.kind === 'percent' ? (input.percentOff ?? null) : null,
          amountOffCents: input.kind === 'fixed' ? (input.amountOffCents ?? null) : null,
          validFrom: input.validFrom ?? new Date(),
          validUntil: input.validUntil ?? null,
          maxRedemptions: input.maxRedemptions ?? null,
          minAmountCents: input.minAmountCents ?? 0,
        })
        .returning();
      return row!;
    },
  };
  return service;
}

export type CouponService = ReturnType<typeof createCouponService>;
