import { CouponMessages, formatCents, lineKindsInWords, type LineKind, type TierKey } from '@firm/domain';
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

/** A cart or order line as a promo code judges it: its kind and its price in cents. */
export interface PricedLine {
  kind: LineKind;
  priceCents: number;
}

/** What the code applies to among the lines, in cents: all of them, or those of the kinds it names (issue 44). */
export function eligibleCents(coupon: Pick<CouponRow, 'appliesTo'>, lines: readonly PricedLine[]): number {
  return lines
    .filter((line) => coupon.appliesTo.length === 0 || coupon.appliesTo.includes(line.kind))
    .reduce((sum, line) => sum + line.priceCents, 0);
}

/**
 * How much a coupon takes off the lines, in cents: a percent of what it applies to, or its amount, never more than
 * what it applies to.
 */
export function discountCents(coupon: CouponRow, lines: readonly PricedLine[]): number {
  const eligible = eligibleCents(coupon, lines);
  const off =
    coupon.kind === 'percent'
      ? Math.round((eligible * (coupon.percentOff ?? 0)) / 100)
      : (coupon.amountOffCents ?? 0);
  return Math.min(off, eligible);
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
 * Why a code cannot be used on the lines at `now` (deactivated, before its window, after it, for kinds of item the
 * lines hold none of, under its minimum, used as often as it may be), or null when it can. The cart's answer and
 * checkout judge a code alike.
 */
export function couponProblem(
  { coupon, redemptions }: CouponUse,
  lines: readonly PricedLine[],
  now: Date,
): string | null {
  // A code staff deactivated answers as one that has expired (issue 16).
  if (coupon.deactivatedAt && coupon.deactivatedAt <= now) return CouponMessages.expired;
  if (coupon.validFrom > now) return CouponMessages.notStarted;
  if (coupon.validUntil && coupon.validUntil <= now) return CouponMessages.expired;
  if (coupon.appliesTo.length > 0 && !lines.some((line) => coupon.appliesTo.includes(line.kind)))
    return CouponMessages.notForCart(lineKindsInWords(coupon.appliesTo));
  if (eligibleCents(coupon, lines) < coupon.minAmountCents)
    return CouponMessages.minimum(formatCents(coupon.minAmountCents));
  if (coupon.maxRedemptions !== null && redemptions >= coupon.maxRedemptions) return CouponMessages.usedUp;
  return null;
}

/** The discount a code gives on the lines at `now`, or its refusal (see couponProblem). */
export function couponDiscountCents(use: CouponUse, lines: readonly PricedLine[], now: Date): number {
  const problem = couponProblem(use, lines, now);
  if (problem) throw couponRefusal('refused', problem);
  return discountCents(use.coupon, lines);
}
