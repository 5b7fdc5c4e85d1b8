import {
  CartMessages,
  centsToDollars,
  TIER_KEYS,
  type AddToCartRequest,
  type CartResponse,
  type SubscriptionList,
  type TierKey,
} from '@firm/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { cartItems, reportTypes, type ReportTypeRow } from '../../platform/database/schema.js';
import { isUniqueViolation } from '../../platform/database/unique-violation.js';
import { HttpError } from '../../platform/http/errors.js';
import type { ClientIdentity, Entitlements } from '../reports/entitlements.js';

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

function subscriptionList(type: ReportTypeRow): SubscriptionList {
  const list: SubscriptionList = {};
  for (const tier of TIER_KEYS) {
    const cents = tierPriceCents(type, tier);
    if (cents !== null) list[tier] = centsToDollars(cents);
  }
  return list;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A cart line, priced from its report type now (prices are never copied into the cart). */
export interface PricedCartItem {
  id: number;
  reportTypeId: number;
  reportTypeName: string;
  tier: TierKey;
  priceCents: number;
}

/**
 * A user's cart (SPEC §3/§7 reports/cart/): one line per report type, each at a licence tier. A type the
 * organisation already subscribes to, or one already in the cart, is refused; lines are the caller's own only.
 * Prices are read from the catalogue every time, in cents.
 */
export function createCartService({
  db,
  entitlements,
  appliedCoupon = async () => null,
}: {
  db: Db;
  entitlements: Entitlements;
  /** The promo code remembered with the cart, for its answer (the coupon service, which prices with the cart). */
  appliedCoupon?: (
    identity: ClientIdentity,
    subtotalCents: number,
  ) => Promise<CartResponse['applied_coupon']>;
}) {
  /** The caller's lines with their report types, oldest first. */
  async function lines(identity: ClientIdentity) {
    return db
      .select({ item: cartItems, type: reportTypes })
      .from(cartItems)
      .innerJoin(reportTypes, eq(reportTypes.id, cartItems.reportTypeId))
      .where(eq(cartItems.userId, identity.userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  }

  /** The picture of a type is its commodity's: the top-level type it belongs to. */
  async function imagesOf(types: ReportTypeRow[]): Promise<Map<number, string>> {
    const all = await db
      .select({ id: reportTypes.id, name: reportTypes.name, parentId: reportTypes.parentId })
      .from(reportTypes);
    const byId = new Map(all.map((row) => [row.id, row]));
    const images = new Map<number, string>();
    for (const type of types) {
      let root = byId.get(type.id);
      while (root?.parentId) root = byId.get(root.parentId);
      images.set(type.id, `/images/report-types/${slug(root?.name ?? type.name)}.svg`);
    }
    return images;
  }

  async function cart(identity: ClientIdentity, message?: string): Promise<CartResponse> {
    const rows = await lines(identity);
    const images = await imagesOf(rows.map((row) => row.type));
    let totalCents = 0;
    const data = rows.map(({ item, type }) => {
      const cents = tierPriceCents(type, item.tier) ?? 0;
      totalCents += cents;
      return {
        id: item.id,
        report_types: { id: type.id, report_type_name: type.name },
        report_type_image: images.get(type.id) ?? '',
        report_price: centsToDollars(cents),
        selected_subscription: item.tier,
        subscription_list: subscriptionList(type),
      };
    });
    return {
      status: true,
      ...(message ? { message } : {}),
      data,
      count: data.length,
      total_cart_value: centsToDollars(totalCents),
      report_access: rows.map(({ type }) => type.id),
      applied_coupon: await appliedCoupon(identity, totalCents),
    };
  }

  /** A type that is sold at the tier, or the reason it cannot be bought. */
  async function sellableAt(reportTypeId: number, tier: TierKey): Promise<ReportTypeRow> {
    const [type] = await db.select().from(reportTypes).where(eq(reportTypes.id, reportTypeId));
    if (!type) throw new HttpError(404, CartMessages.unknownType);
    if (TIER_KEYS.some((key) => tierPriceCents(type, key) === null)) {
      throw new HttpError(422, CartMessages.notSold);
    }
    if (tierPriceCents(type, tier) === null) throw new HttpError(422, CartMessages.tierNotSold);
    return type;
  }

  return {
    cart: (identity: ClientIdentity) => cart(identity),

    /** The caller's lines priced in cents, for checkout to total on the server. */
    async pricedLines(identity: ClientIdentity): Promise<PricedCartItem[]> {
      return (await lines(identity)).map(({ item, type }) => ({
        id: item.id,
        reportTypeId: type.id,
        reportTypeName: type.name,
        tier: item.tier,
        priceCents: tierPriceCents(type, item.tier) ?? 0,
      }));
    },

    async add(identity: ClientIdentity, request: AddToCartRequest): Promise<CartResponse> {
      await sellableAt(request.report_type, request.selected_subscription);
      const subscribed = await entitlements.subscribedTypeIds(identity.tenantId, 'active');
      if (subscribed.includes(request.report_type)) throw new HttpError(409, CartMessages.alreadySubscribed);
      try {
        await db.insert(cartItems).values({
          userId: identity.userId,
          reportTypeId: request.report_type,
          tier: request.selected_subscription,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, CartMessages.alreadyInCart);
        throw error;
      }
      return cart(identity, CartMessages.added);
    },

    async changeTier(identity: ClientIdentity, itemId: number, tier: TierKey): Promise<CartResponse> {
      const [line] = await db
        .select({ reportTypeId: cartItems.reportTypeId })
        .from(cartItems)
        .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, identity.userId)));
      if (!line) throw new HttpError(404, CartMessages.itemNotFound);
      await sellableAt(line.reportTypeId, tier);
      await db
        .update(cartItems)
        .set({ tier })
        .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, identity.userId)));
      return cart(identity, CartMessages.changed);
    },

    async remove(identity: ClientIdentity, itemId: number): Promise<CartResponse> {
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, identity.userId)))
        .returning({ id: cartItems.id });
      if (removed.length === 0) throw new HttpError(404, CartMessages.itemNotFound);
      return cart(identity, CartMessages.removed);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
