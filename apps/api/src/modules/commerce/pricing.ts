import { CouponMessages, formatCents, type TierKey } from '@firm/domain';
import type { CouponRow, ReportTypeRow } from '../../platform/database/schema.js';
import {
  ConflictError,
  InvalidInputError,
  RuleRefusedError,
  type DomainError,
} from '../../platform/errors.js';
import type { CouponUse } from './repository.js';

/** How long a cart line keeps the price it was given (decision 016). */
export const KEPT_PRICE_DAYS = 30;

/** Whether a price given at `pricedAt` is still kept at `now` (decision 016). */
export const stillKept = (pricedAt: Date | null, now: Date): boolean =>
  pricedAt !== null && now.getTime() - pricedAt.getTime() < KEPT_PRICE_DAYS * 86_400_000;

/** The yearly price of a tier in cents, or null where the type is not sold at it. */
export function tierPriceCents(type: ReportTypeRow, tier: TierKey): number | null {
  switch (tier) {
    case 'subscription_price_for_single_user':
      return type.priceSingleCents;
    case 'subscription_price_for_upto_3_user':
      return type.priceUpTo3Cents;
    case 'subscription_price_for_enterprise':
      return type.priceEnterpriseCents;
  }
}

/** How much a coupon takes off a subtotal, in cents: never more than the subtotal. */
export function discountCents(coupon: CouponRow, subtotalCents: number): number {
  const off =
    coupon.kind === 'percent'
      ? Math.round((subtotalCents * (coupon.percentOff ?? 0)) / 100)
      : (coupon.amountOffCents ?? 0);
  return Math.min(off, subtotalCents);
}

const COUPON_REFUSALS = {
  invalid: InvalidInputError,
  conflict: ConflictError,
  refused: RuleRefusedError,
} as const;

/** SPEC §7/§8: a refused code answers data.promo_code, a list of reasons (the first is shown). */
export function couponRefusal(kind: keyof typeof COUPON_REFUSALS, message: string): DomainError {
  return new COUPON_REFUSALS[kind](message, { promo_code: [message] }, { data: { promo_code: [message] } });
}

/**
 * Why a code cannot be used on a subtotal at `now` (deactivated, before its window, after it, under its minimum, used as often as
 * it may be), or null when it can. The cart's answer and checkout judge a code alike.
 */
export function couponProblem(
  { coupon, redemptions }: CouponUse,
  subtotalCents: number,
  now: Date,
): string | null {
  // A code staff deactivated answers as one that has expired (issue 16).
  if (coupon.deactivatedAt && coupon.deactivatedAt <= now) return CouponMessages.expired;
  if (coupon.validFrom > now) return CouponMessages.notStarted;
  if (coupon.validUntil && coupon.validUntil <= now) return CouponMessages.expired;
  if (subtotalCents < coupon.minAmountCents)
    return CouponMessages.minimum(formatCents(coupon.minAmountCents));
  if (coupon.maxRedemptions !== null && redemptions >= coupon.maxRedemptions) return CouponMessages.usedUp;
  return null;
}

/** The discount a code gives on a subtotal at `now`, or its refusal (see couponProblem). */
export function couponDiscountCents(use: CouponUse, subtotalCents: number, now: Date): number {
  const problem = couponProblem(use, subtotalCents, now);
  if (problem) throw couponRefusal('refused', problem);
  return discountCents(use.coupon, subtotalCents);
}
