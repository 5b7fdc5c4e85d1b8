import { createHash } from 'node:crypto';
import {
  centsToDollars,
  OrderLookupMessages,
  PaymentMessages,
  type BillingDetails,
  type OrderDetails,
} from '@firm/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  orderItems,
  orders,
  reportTypes,
  type CouponRow,
  type OrderRow,
} from '../../platform/database/schema.js';
import { HttpError } from '../../platform/http/errors.js';
import type { CartService, PricedCartItem } from './cart.js';
import type { CouponService } from './coupons.js';
import type { ClientIdentity, Entitlements } from '../reports/entitlements.js';

export type OrderMethod = OrderRow['method'];

/** What a cart costs now, recomputed on the server from the catalogue and the code remembered with the cart. */
export interface Quote {
  lines: PricedCartItem[];
  coupon: CouponRow | null;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** Names the lines, tiers, prices, code and method: the same cart paid the same way has the same key. */
  cartKey: string;
}

/** Whether two lists hold the same ids, in any order. */
function sameIds(a: number[], b: number[]): boolean {
  const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y).join(',');
  return a.length === b.length && sorted(a) === sorted(b);
}

/**
 * Orders (issue 7): the server prices the caller's cart itself and checks what the page sent against it; the
 * page's numbers are never taken. An order keeps its lines at the prices they were bought for.
 */
export function createOrderService(deps: {
  db: Db;
  cart: CartService;
  coupons: CouponService;
  entitlements: Entitlements;
}) {
  const { db } = deps;

  return {
    /**
     * The caller's cart priced now. `cartIds` must be the cart's lines (the page may be out of date) and
     * `discountDollars` the discount of the code remembered with the cart; a type the organisation already
     * subscribes to cannot be bought again.
     */
    async quote(
      identity: ClientIdentity,
      request: { cartIds: number[]; discountDollars: number; method: OrderMethod },
      now = new Date(),
    ): Promise<Quote> {
      const lines = await deps.cart.pricedLines(identity);
      if (lines.length === 0) throw new HttpError(409, PaymentMessages.emptyCart);
      if (
        !sameIds(
          request.cartIds,
          lines.map((line) => line.id),
        )
      )
        throw new HttpError(409, PaymentMessages.cartChanged);
      const subscribed = await deps.entitlements.subscribedTypeIds(identity.tenantId, 'active');
      if (lines.some((line) => subscribed.includes(line.reportTypeId)))
        throw new HttpError(409, PaymentMessages.alreadySubscribed);

      // A bank transfer still settling, or an invoice not yet paid, already buys these types.
      const [awaited] = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(orders.tenantId, identity.tenantId),
            or(
              eq(orders.status, 'processing'),
              and(eq(orders.method, 'invoice'), eq(orders.status, 'pending')),
            ),
            inArray(
              orderItems.reportTypeId,
              lines.map((line) => line.reportTypeId),
            ),
          ),
        )
        .limit(1);
      if (awaited) throw new HttpError(409, PaymentMessages.awaitingPayment);

      const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
      const { coupon, discountCents } = await deps.coupons.discountFor(identity, subtotalCents, now);
      if (Math.round(request.discountDollars * 100) !== discountCents)
        throw new HttpError(409, PaymentMessages.amountMismatch);
      const cartKey = createHash('sha256')
        .update(
          JSON.stringify({
            lines: lines.map((line) => [line.reportTypeId, line.tier, line.priceCents]).sort(),
            coupon: coupon?.id ?? null,
            method: request.method,
          }),
        )
        .digest('hex');
      return {
        lines,
        coupon,
        subtotalCents,
        discountCents,
        totalCents: subtotalCents - discountCents,
        cartKey,
      };
    },

    /** The caller's open (pending) card or bank order for this cart, if one was made before. */
    async findOpen(userId: string, cartKey: string): Promise<OrderRow | undefined> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.cartKey, cartKey), eq(orders.status, 'pending')))
        .orderBy(asc(orders.createdAt));
      return order;
    },

    /** Places an order for the quote, with its lines, under a new number (SO-<year>-<n>). */
    async place(
      identity: ClientIdentity,
      quote: Quote,
      method: OrderMethod,
      billing: BillingDetails | undefined,
      extra: Partial<Pick<OrderRow, 'provider' | 'invoiceNumber' | 'invoiceDueAt'>> = {},
    ): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        const [sequence] = await tx
          .select({ value: sql<string>`nextval('order_number_seq')::text` })
          .from(sql`(select 1) as one`);
        const number = `SO-${new Date().getUTCFullYear()}-${String(sequence?.value ?? '0').padStart(6, '0')}`;
        const [order] = await tx
          .insert(orders)
          .values({
            number,
            tenantId: identity.tenantId,
            userId: identity.userId,
            method,
            subtotalCents: quote.subtotalCents,
            discountCents: quote.discountCents,
            totalCents: quote.totalCents,
            couponId: quote.coupon?.id ?? null,
            cartKey: quote.cartKey,
            billing: billing ?? null,
            ...extra,
          })
          .returning();
        await tx.insert(orderItems).values(
          quote.lines.map((line) => ({
            orderId: order!.id,
            reportTypeId: line.reportTypeId,
            tier: line.tier,
            priceCents: line.priceCents,
          })),
        );
        return order!;
      });
    },

    async byId(orderId: string): Promise<OrderRow | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      return order;
    },

    /**
     * An order of the caller's organisation by its number, as a result page shows it; another organisation's
     * order is as unknown as one that does not exist (404), so numbers reveal nothing.
     */
    async details(identity: ClientIdentity, number: string): Promise<OrderDetails> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.number, number), eq(orders.tenantId, identity.tenantId)));
      if (!order) throw new HttpError(404, OrderLookupMessages.notFound);
      const items = await db
        .select({ name: reportTypes.name, tier: orderItems.tier })
        .from(orderItems)
        .innerJoin(reportTypes, eq(reportTypes.id, orderItems.reportTypeId))
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      return {
        number: order.number,
        status: order.status,
        amount: centsToDollars(order.totalCents),
        currency: order.currency,
        created_at: order.createdAt.toISOString(),
        items: items.map((item) => ({ report_type_name: item.name, selected_subscription: item.tier })),
      };
    },

    async byPaymentIntent(intentId: string): Promise<OrderRow | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
      return order;
    },

    async setPaymentIntent(orderId: string, intent: { id: string; clientSecret: string }): Promise<void> {
      await db
        .update(orders)
        .set({ paymentIntentId: intent.id, clientSecret: intent.clientSecret, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
