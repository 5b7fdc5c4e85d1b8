import { ApplyCouponSchema, fieldErrors, CouponMessages } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { clientIdentity } from '../../../platform/http/client-identity.js';
import { rateLimit } from '../../../platform/http/rate-limit.js';
import type { CouponService } from '../coupons.js';
import { couponRefusal } from '../coupons.js';

const TOO_MANY = 'Too many promo code attempts. Please wait a few minutes and try again.';

/**
 * POST /api/reports/apply-coupon/ (SPEC §7): the cart's total with a promo code. A refusal answers SPEC's
 * data.promo_code list. Rate limited per caller: codes can be guessed.
 */
export async function applyCouponRoute(
  app: FastifyInstance,
  options: { coupons: CouponService; rateLimitMax: number },
) {
  app.post(
    '/reports/apply-coupon/',
    { preHandler: app.requireClient, config: rateLimit(options.rateLimitMax, '10 minutes', TOO_MANY) },
    async (request) => {
      const parsed = ApplyCouponSchema.safeParse(request.body);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        throw couponRefusal(400, errors.promo_code?.[0] ?? errors.amount?.[0] ?? CouponMessages.notValid);
      }
      return options.coupons.apply(clientIdentity(request), parsed.data.amount, parsed.data.promo_code);
    },
  );

  // Editing the code at checkout clears the discount (SPEC §4): the cart forgets the code it remembered.
  app.delete('/reports/apply-coupon/', { preHandler: app.requireClient }, async (request) => {
    await options.coupons.forget(clientIdentity(request).userId);
    return { status: true, message: CouponMessages.removed };
  });
}
