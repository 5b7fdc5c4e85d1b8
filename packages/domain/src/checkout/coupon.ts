import { z } from 'zod';

export const CouponMessages = {
  /** SPEC §8: the fallback when a refusal names no reason. */
  notValid: 'Coupon not valid',
  required: 'Enter a promo code.',
  unknown: 'This promo code does not exist.',
  notStarted: 'This promo code is not valid yet.',
  expired: 'This promo code has expired.',
  usedUp: 'This promo code has been used the maximum number of times.',
  minimum: (dollars: string) => `This promo code needs an order of at least ${dollars}.`,
  /** A code limited to kinds of item the cart holds none of (issue 44); `kinds` in words (lineKindsInWords). */
  notForCart: (kinds: string) => `This promo code applies only to ${kinds}, and your cart holds none.`,
  amountMismatch: 'The amount does not match your cart. Please reload the page.',
  emptyCart: 'Your cart is empty.',
  applied: 'Promo code applied.',
  removed: 'Promo code removed.',
} as const;

export const PROMO_CODE_MAX_LENGTH = 40;

/** As typed, spaces included, before they are taken out: a longer value is no code. */
const TYPED_PROMO_CODE_MAX_LENGTH = 200;

/** POST reports/apply-coupon/ (SPEC §7): the cart total the page shows, and the typed code. */
export const ApplyCouponSchema = z.object({
  amount: z.number({ error: CouponMessages.amountMismatch }).nonnegative(CouponMessages.amountMismatch),
  promo_code: z
    .string({ error: CouponMessages.required })
    .max(TYPED_PROMO_CODE_MAX_LENGTH, { message: CouponMessages.unknown, abort: true })
    .transform((code) => code.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, CouponMessages.required).max(PROMO_CODE_MAX_LENGTH, CouponMessages.unknown)),
});
export type ApplyCouponRequest = z.input<typeof ApplyCouponSchema>;

/** SPEC §3 coupon result: what the order costs with the code, in USD. */
export const CouponResultSchema = z.object({
  status: z.literal(true),
  status_code: z.literal(200),
  message: z.string(),
  promo_code: z.string(),
  /** The total after the discount. */
  final_amount: z.number().nonnegative(),
  /** How much the code takes off. */
  discounted_price: z.number().nonnegative(),
});
export type CouponResult = z.infer<typeof CouponResultSchema>;

/** DELETE reports/apply-coupon/: the code is forgotten. */
export const CouponRemovedResponseSchema = z.object({ status: z.literal(true), message: z.string() });

/** SPEC §7/§8: a refused code answers `data.promo_code`, a list of reasons. */
export const CouponErrorSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  data: z.object({ promo_code: z.array(z.string()) }).optional(),
});

/** SPEC §8 coupon failure: the first promo_code error, else 'Coupon not valid'. */
export function couponFailureMessage(body: unknown): string {
  const parsed = CouponErrorSchema.safeParse(body);
  return parsed.success
    ? (parsed.data.data?.promo_code[0] ?? CouponMessages.notValid)
    : CouponMessages.notValid;
}
