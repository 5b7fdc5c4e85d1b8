import {
  centsToDollars,
  CouponMessages,
  PromoCodeMessages,
  type CouponResult,
  type LineKind,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { CouponRow, OrderRow } from '../../platform/database/schema.js';
import { lockOrganisationPayments } from '../../platform/database/payment-lock.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { CLI_STAFF, recordStaffAction, type Staff } from '../activity';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import type { CartService } from './cart.js';
import { queueIntentCancellation } from './intent-cancellation.js';
import { couponDiscountCents, couponRefusal, type PricedLine } from './pricing.js';
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
  /** The kinds of line it applies to (issue 44); none or empty for every kind. */
  appliesTo?: LineKind[] | undefined;
}

/** Why an order was cancelled when its code's hold ended (kept in its failure_message). */
export const HoldEndedReasons = {
  replaced: 'Cancelled: a newer order of the buyer holds its promo code.',
} as const;

/**
 * Whether an order may be paid at its code's discount now: it holds its redemption (`held`), or it holds none but
 * one is left to take (`free`), or none is left (`usedUp`); `none` when it has no code.
 */
export type Redemption = 'none' | 'held' | 'free' | 'usedUp';

/**
 * Whether the order holds its code's redemption at `now`: paid, settling, an invoice awaiting payment (until paid
 * or voided), or a card or bank order within its payment window.
 */
function holdsAt(order: OrderRow, now: Date): boolean {
  if (order.status === 'paid' || order.status === 'processing') return true;
  if (order.status !== 'pending') return false;
  return order.method === 'invoice' || (order.payableUntil !== null && order.payableUntil > now);
}

/** A promo code as it is kept: upper case, without spaces. */
export const normaliseCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/**
 * Promo (event) codes (SPEC §7 reports/apply-coupon/): percent or fixed off, valid from a date until a date, for
 * at most so many orders and on orders of at least an amount. The code applied to a cart is remembered with it;
 * checkout asks `discountFor` again, so a code that lapsed in between is refused then too. Placing an order takes
 * one of the code's redemptions (`hold`), counted as applying counts them; an order whose hold ends unpaid is
 * cancelled with its payment intent, and every payment checks the redemption again (docs/decisions/008).
 */
export function createCouponService(deps: {
  db: Db;
  clock: Clock;
  cart: CartService;
  unitOfWork: UnitOfWork;
  jobs: JobQueue;
}) {
  const { db, clock, cart, unitOfWork, jobs } = deps;

  /**
   * Locks the order's code, then its organisation's payments, then the order (in that order on every path, so two of
   * them never wait on each other), and says whether it may be paid at its discount at `now`. Undefined for no such
   * order. The organisation's lock makes payments for one organisation settle one after the other, so two orders
   * for the same report type paid at once are judged one after the other (issue 39).
   */
  async function lockRedemption(
    tx: Db,
    orderId: string,
    now = clock.now(),
  ): Promise<{ order: OrderRow; redemption: Redemption; coupon: CouponRow | null } | undefined> {
    const known = await repository.orderById(tx, orderId);
    if (!known) return undefined;
    const use =
      known.couponId === null ? undefined : await repository.lockCoupon(tx, known.couponId, { orderId }, now);
    await lockOrganisationPayments(tx, known.tenantId);
    const order = await repository.lockOrder(tx, orderId);
    if (!order) return undefined;
    if (!use) return { order, redemption: 'none', coupon: null };
    const { maxRedemptions } = use.coupon;
    const redemption: Redemption = holdsAt(order, now)
      ? 'held'
      : maxRedemptions === null || use.redemptions < maxRedemptions
        ? 'free'
        : 'usedUp';
    return { order, redemption, coupon: use.coupon };
  }

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
      const off = couponDiscountCents(use, lines, now);
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

    /** The code remembered with the caller's cart and its discount on the cart's `lines` now; none → 0. */
    async discountFor(
      identity: ClientIdentity,
      lines: readonly PricedLine[],
    ): Promise<{ coupon: CouponRow | null; discountCents: number }> {
      const now = clock.now();
      const use = await repository.rememberedCoupon(db, identity.userId, now);
      if (!use) return { coupon: null, discountCents: 0 };
      return { coupon: use.coupon, discountCents: couponDiscountCents(use, lines, now) };
    },

    /**
     * Takes one of the code's redemptions in `tx` for an order the user is placing, or refuses with SPEC's message
     * when they are all held. The code stays locked until `tx` ends, so orders placed with it at once are counted
     * one after the other. The user holds one at a time: their other open orders with the code are cancelled, with
     * their intents, so they can never be paid at its discount.
     */
    async hold(tx: Db, userId: string, couponId: number): Promise<void> {
      const now = clock.now();
      const use = await repository.lockCoupon(tx, couponId, { userId }, now);
      if (!use) throw couponRefusal('refused', CouponMessages.unknown);
      const { maxRedemptions } = use.coupon;
      if (maxRedemptions !== null && use.redemptions >= maxRedemptions)
        throw couponRefusal('refused', CouponMessages.usedUp);
      const replaced = await repository.cancelOpenOrdersWith(
        tx,
        { userId, couponId },
        HoldEndedReasons.replaced,
        now,
      );
      for (const order of replaced) await queueIntentCancellation(jobs, tx, order);
    },

    lockRedemption,

    /** Forgets the code of the caller's cart (the code was edited away at checkout). */
    async forget(identity: ClientIdentity): Promise<void> {
      await repository.forgetCoupon(db, identity.userId);
    },

    /**
     * Creates a code, usable from now unless it says otherwise, with its audit record in the same transaction: the
     * back office and the CLI (`coupons:create`, acting as { id: null, email: 'cli' }) both create codes here. A
     * code taken already is refused.
     */
    async create(input: CouponInput, staff: Staff = CLI_STAFF): Promise<CouponRow> {
      const code = normaliseCode(input.code);
      return unitOfWork(async (tx) => {
        const created = await repository.insertCoupon(tx, {
          code,
          kind: input.kind,
          percentOff: input.kind === 'percent' ? (input.percentOff ?? null) : null,
          amountOffCents: input.kind === 'fixed' ? (input.amountOffCents ?? null) : null,
          validFrom: input.validFrom ?? clock.now(),
          validUntil: input.validUntil ?? null,
          maxRedemptions: input.maxRedemptions ?? null,
          minAmountCents: input.minAmountCents ?? 0,
          appliesTo: input.appliesTo ?? [],
        });
        if (!created)
          throw new ConflictError(PromoCodeMessages.codeTaken(code), {
            code: [PromoCodeMessages.codeTaken(code)],
          });
        await recordStaffAction(tx, {
          staff,
          action: 'promo_code_created',
          target: { type: 'promo_code', id: String(created.id) },
          before: null,
          after: {
            code: created.code,
            kind: created.kind,
            percent_off: created.percentOff,
            amount_off_cents: created.amountOffCents,
            valid_from: created.validFrom.toISOString(),
            valid_until: created.validUntil?.toISOString() ?? null,
            max_redemptions: created.maxRedemptions,
            min_amount_cents: created.minAmountCents,
            applies_to: created.appliesTo,
          },
          at: clock.now(),
        });
        return created;
      });
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
