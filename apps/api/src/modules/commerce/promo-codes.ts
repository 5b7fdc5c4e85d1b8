import {
  centsToDollars,
  dollarsToCents,
  PromoCodeMessages,
  type AdminPromoCode,
  type AdminPromoCodeCreate,
  type AdminPromoCodesQuery,
  type AdminPromoRedemption,
  type AdminPromoRedemptionsQuery,
  type PromoCodeRowState,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { CouponRow } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import { recordStaffAction, type Staff } from '../activity';
import type { CouponInput, CouponService } from './coupons.js';
import { promoCodeRepository as repository, type PromoCodeListRow } from './promo-codes-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function stateOf(coupon: CouponRow, now: Date): PromoCodeRowState {
  if (coupon.deactivatedAt) return 'deactivated';
  if (coupon.validUntil && coupon.validUntil <= now) return 'expired';
  if (coupon.validFrom > now) return 'scheduled';
  return 'active';
}

function adminPromoCodeOf({ coupon, redemptions }: PromoCodeListRow, now: Date): AdminPromoCode {
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    percent_off: coupon.percentOff,
    amount_off: coupon.amountOffCents === null ? null : centsToDollars(coupon.amountOffCents),
    valid_from: coupon.validFrom.toISOString(),
    valid_until: coupon.validUntil?.toISOString() ?? null,
    max_redemptions: coupon.maxRedemptions,
    min_amount: centsToDollars(coupon.minAmountCents),
    applies_to: coupon.appliesTo,
    deactivated_at: coupon.deactivatedAt?.toISOString() ?? null,
    created_at: coupon.createdAt.toISOString(),
    state: stateOf(coupon, now),
    redemptions,
  };
}

/** The day given as YYYY-MM-DD, as the instant it starts (UTC). */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The back office's promo codes (issue 16): listed with their redemptions, created through the coupon service the
 * CLI uses (same rules, same audit record), deactivated with a reason, and each code's orders.
 */
export function createPromoCodeAdmin({
  db,
  unitOfWork,
  clock,
  coupons,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  coupons: Pick<CouponService, 'create'>;
}) {
  async function one(database: Db, id: number): Promise<AdminPromoCode> {
    const now = clock.now();
    const row = await repository.withRedemptions(database, id, now);
    if (!row) throw new NotFoundError(PromoCodeMessages.notFound);
    return adminPromoCodeOf(row, now);
  }

  return {
    async list(query: AdminPromoCodesQuery) {
      const now = clock.now();
      const { rows, count } = await repository.list(db, query, now);
      return {
        count,
        page: query.page,
        page_size: query.page_size,
        data: rows.map((row) => adminPromoCodeOf(row, now)),
      };
    },

    /** Creates the code as `coupons:create` does; the last day is included (the code ends as the next day starts). */
    async create(staff: Staff, input: AdminPromoCodeCreate): Promise<AdminPromoCode> {
      const now = clock.now();
      const validFrom = input.valid_from ? dayStart(input.valid_from) : undefined;
      const validUntil = input.valid_until
        ? new Date(dayStart(input.valid_until).getTime() + DAY_MS)
        : undefined;
      // The end must be after now and after the start, whether or not a start is given.
      if (validUntil && (validUntil <= now || (validFrom && validUntil <= validFrom))) {
        const message = validUntil <= now ? PromoCodeMessages.untilPast : PromoCodeMessages.untilBeforeFrom;
        throw new InvalidInputError(message, { valid_until: [message] });
      }
      const coupon: CouponInput = {
        code: input.code,
        kind: input.kind,
        percentOff: input.kind === 'percent' ? input.percent_off : undefined,
        amountOffCents:
          input.kind === 'fixed' && input.amount_off !== undefined
            ? dollarsToCents(input.amount_off)
            : undefined,
        validFrom,
        validUntil,
        maxRedemptions: input.max_redemptions,
        minAmountCents: input.min_amount === undefined ? undefined : dollarsToCents(input.min_amount),
        appliesTo: input.applies_to,
      };
      const created = await coupons.create(coupon, { id: staff.id, email: staff.email });
      return one(db, created.id);
    },

    /**
     * Deactivates the code with a reason: from now it applies to no cart (apply-coupon answers it has expired, and a
     * cart remembering it loses it when priced). Orders placed with it keep it.
     */
    async deactivate(staff: Staff, id: number, reason: string): Promise<AdminPromoCode> {
      return unitOfWork(async (tx) => {
        const coupon = await repository.lock(tx, id);
        if (!coupon) throw new NotFoundError(PromoCodeMessages.notFound);
        if (coupon.deactivatedAt) throw new ConflictError(PromoCodeMessages.alreadyDeactivated);
        const at = clock.now();
        await repository.deactivate(tx, id, at);
        await recordStaffAction(tx, {
          staff: { id: staff.id, email: staff.email },
          action: 'promo_code_deactivated',
          target: { type: 'promo_code', id: String(id) },
          before: { code: coupon.code, deactivated_at: null },
          after: { code: coupon.code, deactivated_at: at.toISOString() },
          reason,
          at,
        });
        return one(tx, id);
      });
    },

    /** The orders placed with the code, newest first. */
    async redemptions(id: number, query: AdminPromoRedemptionsQuery) {
      const code = await repository.code(db, id);
      if (code === undefined) throw new NotFoundError(PromoCodeMessages.notFound);
      const { rows, count } = await repository.redemptions(db, id, query);
      const data: AdminPromoRedemption[] = rows.map(({ order, organisation }) => ({
        order_id: order.id,
        number: order.number,
        organisation,
        tenant_id: order.tenantId,
        status: order.status,
        method: order.method,
        total: centsToDollars(order.totalCents),
        discount: centsToDollars(order.discountCents),
        created_at: order.createdAt.toISOString(),
        paid_at: order.paidAt?.toISOString() ?? null,
      }));
      return { code, count, page: query.page, page_size: query.page_size, data };
    },
  };
}

export type PromoCodeAdmin = ReturnType<typeof createPromoCodeAdmin>;
