import type { AdminPromoCodesQuery, AdminPromoRedemptionsQuery } from '@firm/domain';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lte, or, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { coupons, orders, tenants, type CouponRow } from '../../platform/database/schema.js';
import { escapeLike } from '../../platform/database/escape-like.js';

/** A code with the orders holding one of its redemptions now (docs/decisions/008, as coupons.ts counts them). */
export interface PromoCodeListRow {
  coupon: CouponRow;
  redemptions: number;
}

/** The orders holding a redemption of the code at `now`: paid, settling, or awaiting payment within their window. */
// Spelled out with their tables: Drizzle leaves columns unqualified in a one-table select.
const heldCount = (now: Date) => sql<number>`(
  select count(*)::int from orders o
  where o.coupon_id = coupons.id
    and (o.status in ('paid', 'processing')
      or (o.status = 'pending' and (o.method = 'invoice' or o.payable_until > ${now.toISOString()}::timestamptz))))`;

function stateFilter(state: AdminPromoCodesQuery['state'], now: Date): SQL | undefined {
  switch (state) {
    case 'active':
      return and(
        isNull(coupons.deactivatedAt),
        or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
        or(isNull(coupons.validUntil), gt(coupons.validUntil, now)),
      );
    case 'scheduled':
      return and(isNull(coupons.deactivatedAt), gt(coupons.validFrom, now));
    case 'expired':
      return and(isNull(coupons.deactivatedAt), lte(coupons.validUntil, now));
    case 'deactivated':
      return isNotNull(coupons.deactivatedAt);
    default:
      return undefined;
  }
}

/** The back office's queries of promo codes (issue 16). */
export const promoCodeRepository = {
  async list(
    db: Db,
    query: AdminPromoCodesQuery,
    now: Date,
  ): Promise<{ rows: PromoCodeListRow[]; count: number }> {
    const where = and(
      stateFilter(query.state, now),
      query.q ? ilike(coupons.code, `%${escapeLike(query.q.replace(/\s+/g, ''))}%`) : undefined,
    );
    const redemptions = heldCount(now);
    const column = {
      created_at: sql`${coupons.createdAt}`,
      code: sql`${coupons.code}`,
      valid_from: sql`${coupons.validFrom}`,
      valid_until: sql`${coupons.validUntil}`,
      redemptions,
    }[query.sort];
    const direction = query.direction === 'asc' ? asc : desc;
    const rows = await db
      .select({ coupon: coupons, redemptions })
      .from(coupons)
      .where(where)
      .orderBy(
        query.direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
        direction(coupons.id),
      )
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    const [total] = await db.select({ count: count() }).from(coupons).where(where);
    return { rows, count: total?.count ?? 0 };
  },

  async withRedemptions(db: Db, id: number, now: Date): Promise<PromoCodeListRow | undefined> {
    const [row] = await db
      .select({ coupon: coupons, redemptions: heldCount(now) })
      .from(coupons)
      .where(eq(coupons.id, id));
    return row;
  },

  async lock(db: Db, id: number): Promise<CouponRow | undefined> {
    const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
    return row;
  },

  async deactivate(db: Db, id: number, at: Date): Promise<void> {
    await db.update(coupons).set({ deactivatedAt: at }).where(eq(coupons.id, id));
  },

  async code(db: Db, id: number): Promise<string | undefined> {
    const [row] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, id));
    return row?.code;
  },

  /** The orders placed with the code, newest first, with their organisations. */
  async redemptions(db: Db, couponId: number, query: AdminPromoRedemptionsQuery) {
    const direction = query.direction === 'asc' ? asc : desc;
    const rows = await db
      .select({ order: orders, organisation: tenants.name })
      .from(orders)
      .innerJoin(tenants, eq(tenants.id, orders.tenantId))
      .where(eq(orders.couponId, couponId))
      .orderBy(direction(orders.createdAt), direction(orders.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    const [total] = await db.select({ count: count() }).from(orders).where(eq(orders.couponId, couponId));
    return { rows, count: total?.count ?? 0 };
  },
};
