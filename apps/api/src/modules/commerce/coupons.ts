import { centsToDollars, CouponMessages, type CouponResult } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { CouponRow } from '../../platform/database/schema.js';
import { ConflictError } from '../../platform/errors.js';
import type { ClientIdentity } from '../reports/entitlements.js';
import type { CartService } from './cart.js';
import { couponDiscountCents, couponRefusal } from './pricing.js';
import { commerceRepository as repository } from './repository.js';

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

/** A promo code as it is kept: upper case, without spaces. */
export const normaliseCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/**
 * Promo (event) codes (SPEC §7 reports/apply-coupon/): percent or fixed off, valid from a date until a date, for
 * at most so many orders and on orders of at least an amount. The code applied to a cart is remembered with it;
 * checkout asks `discountFor` again, so a code that lapsed in between is refused then too. Placing an order takes
 * one of the code's redemptions (`hold`), counted as applying counts them.
 */
export function createCouponService({ db, clock, cart }: { db: Db; clock: Clock; cart: CartService }) {
  return {
    /**
     * Checks a code against the caller's cart: `amount` is the cart total the page showed, which must still be the
     * cart's. A valid code is remembered with the cart.
     */
    async apply(identity: ClientIdentity, amountDollars: number, code: string): Promise<CouponResult> {
      const now = clock.now();
      const lines = await cart.pricedLines(identity);
      if (lines.length === 0) throw couponRefusal('refused', CouponMessages.emptyCart);
      const subtotal = lines.reduce((sum, line) => sum + line.priceCents, 0);
      if (Math.round(amountDollars * 100) !== subtotal)
        throw couponRefusal('conflict', CouponMessages.amountMismatch);
      const use = await repository.couponByCode(db, code, identity.userId, now);
      if (!use) throw couponRefusal('refused', CouponMessages.unknown);
      const off = couponDiscountCents(use, subtotal, now);
      await repository.rememberCoupon(db, identity.userId, use.coupon.id, now);
      return {
        status: true,
        status_code: 200,
        message: CouponMessages.applied,
        promo_code: use.coupon.code,
        final_amount: centsToDollars(subtotal - off),
        discounted_price: centsToDollars(off),
      };
    },

    /** The code remembered with the caller's cart and its discount on `subtotalCents` now; none → 0. */
    async discountFor(
      identity: ClientIdentity,
      subtotalCents: number,
    ): Promise<{ coupon: CouponRow | null; discountCents: number }> {
      const now = clock.now();
      const use = await repository.rememberedCoupon(db, identity.userId, now);
      if (!use) return { coupon: null, discountCents: 0 };
      return { coupon: use.coupon, discountCents: couponDiscountCents(use, subtotalCents, now) };
    },

    /**
     * Takes one of the code's redemptions in `tx` for an order the user places or pays again (`orderId`), or
     * refuses with SPEC's message when they are all held. The code stays locked until `tx` ends, so orders placed
     * with it at once are counted one after the other. The user's other open orders release theirs: a user holds
     * one at a time.
     */
    async hold(tx: Db, userId: string, couponId: number, orderId?: string): Promise<void> {
      const use = await repository.lockCoupon(tx, couponId, userId, clock.now());
      if (!use) throw couponRefusal('refused', CouponMessages.unknown);
      const { maxRedemptions } = use.coupon;
      if (maxRedemptions !== null && use.redemptions >= maxRedemptions)
        throw couponRefusal('refused', CouponMessages.usedUp);
      await repository.releaseOpenHolds(tx, userId, couponId, orderId);
    },

    /** Forgets the code of the caller's cart (the code was edited away at checkout). */
    async forget(identity: ClientIdentity): Promise<void> {
      await repository.forgetCoupon(db, identity.userId);
    },

    /** Creates a code (CLI), usable from now unless it says otherwise; a code taken already is refused. */
    async create(input: CouponInput): Promise<CouponRow> {
      const code = normaliseCode(input.code);
      const created = await repository.insertCoupon(db, {
        code,
        kind: input.kind,
        percentOff: input.kind === 'percent' ? (input.percentOff ?? null) : null,
        amountOffCents: input.kind === 'fixed' ? (input.amountOffCents ?? null) : null,
        validFrom: input.validFrom ?? clock.now(),
        validUntil: input.validUntil ?? null,
        maxRedemptions: input.maxRedemptions ?? null,
        minAmountCents: input.minAmountCents ?? 0,
      });
      if (!created) throw new ConflictError(`A promo code ${code} already exists; choose another code.`);
      return created;
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
