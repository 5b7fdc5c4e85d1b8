import type { IntentMethod, TierKey } from '@firm/domain';
import { and, asc, count, eq, gt, inArray, isNotNull, max, ne, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  cartCoupons,
  cartItems,
  coupons,
  orderItems,
  orders,
  paymentEvents,
  reportTypes,
  subscriptions,
  tenants,
  users,
  type CouponRow,
  type OrderRow,
  type ReportTypeRow,
} from '../../platform/database/schema.js';

/** A promo code with the number of its redemptions held by other orders (see heldRedemptions). */
export interface CouponUse {
  coupon: CouponRow;
  redemptions: number;
}

/**
 * Whose holds a count leaves out: the caller's own open orders (applying, quoting and placing: the user holds at
 * most one of them, and placing another cancels it), or the one order being paid.
 */
export type HoldsExcept = { userId: string } | { orderId: string };

/** A line of an order with its report type's name, as mails and invoices print it. */
export interface NamedOrderLine {
  reportTypeId: number;
  reportTypeName: string;
  tier: TierKey;
  priceCents: number;
}

export type NewOrder = typeof orders.$inferInsert;
export type NewCoupon = typeof coupons.$inferInsert;

/** The user's open orders: pending card or bank orders, which paying the same cart again finds. */
const openOrdersOf = (userId: string) =>
  and(eq(orders.userId, userId), eq(orders.status, 'pending'), ne(orders.method, 'invoice'));

/**
 * The one count of a code's redemptions (docs/decisions/008): the orders holding one at `now`, which are the paid
 * orders, the bank transfers settling, the invoices awaiting payment (until paid or voided), and the card or bank
 * orders awaiting payment within their window. Those of `except` are left out.
 */
async function heldRedemptions(db: Db, couponId: number, except: HoldsExcept, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        eq(orders.couponId, couponId),
        or(
          inArray(orders.status, ['paid', 'processing']),
          and(eq(orders.status, 'pending'), or(eq(orders.method, 'invoice'), gt(orders.payableUntil, now))),
        ),
        'userId' in except ? not(openOrdersOf(except.userId)!) : ne(orders.id, except.orderId),
      ),
    );
  return row?.count ?? 0;
}

const withRedemptions = async (
  db: Db,
  coupon: CouponRow | undefined,
  except: HoldsExcept,
  now: Date,
): Promise<CouponUse | undefined> =>
  coupon && { coupon, redemptions: await heldRedemptions(db, coupon.id, except, now) };

/**
 * Every query of commerce (cart, promo codes, orders, payments, fulfilment). Each function takes the database or
 * the caller's transaction (`unitOfWork`), so a service runs several of them as one change.
 */
export const commerceRepository = {
  // The cart

  /** The user's cart lines with their report types, oldest first. */
  cartLines(db: Db, userId: string) {
    return db
      .select({ item: cartItems, type: reportTypes })
      .from(cartItems)
      .innerJoin(reportTypes, eq(reportTypes.id, cartItems.reportTypeId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  },

  /** Every report type's place in the catalogue tree. */
  reportTypeTree(db: Db) {
    return db
      .select({ id: reportTypes.id, name: reportTypes.name, parentId: reportTypes.parentId })
      .from(reportTypes);
  },

  async reportType(db: Db, id: number): Promise<ReportTypeRow | undefined> {
    const [type] = await db.select().from(reportTypes).where(eq(reportTypes.id, id));
    return type;
  },

  /** The report type of one of the user's cart lines. */
  async cartLineType(db: Db, userId: string, itemId: number): Promise<number | undefined> {
    const [line] = await db
      .select({ reportTypeId: cartItems.reportTypeId })
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
    return line?.reportTypeId;
  },

  /** Adds a line; false when the type is in the user's cart already. */
  async addCartLine(
    db: Db,
    line: { userId: string; reportTypeId: number; tier: TierKey; priceCents: number; pricedAt: Date },
  ): Promise<boolean> {
    const added = await db
      .insert(cartItems)
      .values(line)
      .onConflictDoNothing({ target: [cartItems.userId, cartItems.reportTypeId] })
      .returning({ id: cartItems.id });
    return added.length > 0;
  },

  /** Sets a line's tier and the price it is given at that tier now. */
  async setCartLineTier(
    db: Db,
    userId: string,
    itemId: number,
    tier: TierKey,
    price: { priceCents: number; pricedAt: Date },
  ): Promise<void> {
    await db
      .update(cartItems)
      .set({ tier, ...price })
      .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  },

  /** Removes one of the user's lines; false when it is not theirs or not there. */
  async removeCartLine(db: Db, userId: string, itemId: number): Promise<boolean> {
    const removed = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    return removed.length > 0;
  },

  /**
   * Takes the user's lines `ids` out of the cart and answers what they were. Deleting locks them: the same cart
   * ordered twice at once waits here, then finds them gone.
   */
  takeCartLines(db: Db, userId: string, ids: number[]) {
    return db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
      .returning({ id: cartItems.id, reportTypeId: cartItems.reportTypeId, tier: cartItems.tier });
  },

  /** Takes the report types out of the user's cart (they were ordered). */
  async removeCartTypes(db: Db, userId: string, reportTypeIds: number[]): Promise<void> {
    if (reportTypeIds.length === 0) return;
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.reportTypeId, reportTypeIds)));
  },

  // Promo codes

  /** A code with its redemptions held at `now` by others than the user. */
  async couponByCode(db: Db, code: string, userId: string, now: Date): Promise<CouponUse | undefined> {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
    return withRedemptions(db, coupon, { userId }, now);
  },

  /** The code remembered with the user's cart, with its redemptions held at `now` by others than the user. */
  async rememberedCoupon(db: Db, userId: string, now: Date): Promise<CouponUse | undefined> {
    const [remembered] = await db
      .select({ coupon: coupons })
      .from(cartCoupons)
      .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
      .where(eq(cartCoupons.userId, userId));
    return withRedemptions(db, remembered?.coupon, { userId }, now);
  },

  /**
   * A code with its redemptions held at `now` by other orders than `except`'s, locked until the caller's
   * transaction ends: orders placed or paid with it at once are counted one after the other.
   */
  async lockCoupon(db: Db, couponId: number, except: HoldsExcept, now: Date): Promise<CouponUse | undefined> {
    // Not a key lock: the code can still be remembered with carts meanwhile.
    const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId)).for('no key update');
    return withRedemptions(db, coupon, except, now);
  },

  /** Cancels the user's open orders with the code, but `exceptOrderId`, and answers them. */
  cancelOpenOrdersWith(
    db: Db,
    user: { userId: string; couponId: number; exceptOrderId?: string | undefined },
    reason: string,
    now: Date,
  ): Promise<OrderRow[]> {
    return db
      .update(orders)
      .set({ status: 'cancelled', payableUntil: null, failureMessage: reason, updatedAt: now })
      .where(
        and(
          openOrdersOf(user.userId),
          eq(orders.couponId, user.couponId),
          user.exceptOrderId === undefined ? undefined : ne(orders.id, user.exceptOrderId),
        ),
      )
      .returning();
  },

  /** Cancels a card or bank order still awaiting payment; undefined when it was not awaiting payment. */
  async cancelOpenOrder(db: Db, orderId: string, reason: string, now: Date): Promise<OrderRow | undefined> {
    const [order] = await db
      .update(orders)
      .set({ status: 'cancelled', payableUntil: null, failureMessage: reason, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), ne(orders.method, 'invoice')))
      .returning();
    return order;
  },

  async rememberCoupon(db: Db, userId: string, couponId: number, now: Date): Promise<void> {
    await db
      .insert(cartCoupons)
      .values({ userId, couponId, createdAt: now })
      .onConflictDoUpdate({ target: cartCoupons.userId, set: { couponId, createdAt: now } });
  },

  async forgetCoupon(db: Db, userId: string): Promise<void> {
    await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
  },

  /** Adds a code; undefined when the code exists already. */
  async insertCoupon(db: Db, coupon: NewCoupon): Promise<CouponRow | undefined> {
    const [row] = await db
      .insert(coupons)
      .values(coupon)
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    return row;
  },

  async couponCode(db: Db, couponId: number): Promise<string | undefined> {
    const [row] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, couponId));
    return row?.code;
  },

  // Orders

  /**
   * Cancels the tenant's other purchases awaiting payment (card, bank or invoice) that buy any of the types, and
   * answers them: an order for those types was paid (issue 39).
   */
  async cancelOpenPurchasesFor(
    db: Db,
    others: { tenantId: string; exceptOrderId: string; reportTypeIds: number[] },
    reason: string,
    now: Date,
  ): Promise<OrderRow[]> {
    if (others.reportTypeIds.length === 0) return [];
    const buying = db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(inArray(orderItems.reportTypeId, others.reportTypeIds));
    return db
      .update(orders)
      .set({ status: 'cancelled', payableUntil: null, failureMessage: reason, updatedAt: now })
      .where(
        and(
          eq(orders.tenantId, others.tenantId),
          ne(orders.id, others.exceptOrderId),
          eq(orders.kind, 'purchase'),
          eq(orders.status, 'pending'),
          inArray(orders.id, buying),
        ),
      )
      .returning();
  },

  /**
   * Whether an order of the tenant buying any of the types awaits money that is on its way: a bank transfer settling,
   * and with `invoices` an invoice not yet paid. `exceptOrderId` leaves out the order that asks.
   */
  async awaitsPaymentFor(
    db: Db,
    query: {
      tenantId: string;
      reportTypeIds: number[];
      invoices: boolean;
      exceptOrderId?: string | undefined;
    },
  ): Promise<boolean> {
    if (query.reportTypeIds.length === 0) return false;
    const settling = eq(orders.status, 'processing');
    const [awaited] = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        and(
          eq(orders.tenantId, query.tenantId),
          query.exceptOrderId === undefined ? undefined : ne(orders.id, query.exceptOrderId),
          query.invoices
            ? or(settling, and(eq(orders.method, 'invoice'), eq(orders.status, 'pending')))
            : settling,
          inArray(orderItems.reportTypeId, query.reportTypeIds),
        ),
      )
      .limit(1);
    return awaited !== undefined;
  },

  /** The next order number's sequence value. */
  async nextOrderSequence(db: Db): Promise<number> {
    const [row] = await db
      .select({ value: sql<string>`nextval('order_number_seq')::text` })
      .from(sql`(select 1) as one`);
    return Number(row!.value);
  },

  /** Adds an order and its lines. */
  async insertOrder(
    db: Db,
    order: NewOrder,
    lines: { reportTypeId: number; tier: TierKey; priceCents: number }[],
  ): Promise<OrderRow> {
    const [row] = await db.insert(orders).values(order).returning();
    if (lines.length === 0) return row!;
    await db.insert(orderItems).values(
      lines.map(({ reportTypeId, tier, priceCents }) => ({
        orderId: row!.id,
        reportTypeId,
        tier,
        priceCents,
      })),
    );
    return row!;
  },

  /** Every card or bank purchase awaiting payment, with its payment window. */
  openPurchases(db: Db): Promise<Pick<OrderRow, 'id' | 'payableUntil'>[]> {
    return db
      .select({ id: orders.id, payableUntil: orders.payableUntil })
      .from(orders)
      .where(and(eq(orders.kind, 'purchase'), eq(orders.status, 'pending'), ne(orders.method, 'invoice')));
  },

  /** The user's pending card or bank order for a cart. */
  async openOrder(db: Db, userId: string, cartKey: string): Promise<OrderRow | undefined> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.cartKey, cartKey), eq(orders.status, 'pending')))
      .orderBy(asc(orders.createdAt));
    return order;
  },

  async orderById(db: Db, id: string): Promise<OrderRow | undefined> {
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    return order;
  },

  /** The order, locked until the caller's transaction ends: it is settled once however often it is asked. */
  async lockOrder(db: Db, id: string): Promise<OrderRow | undefined> {
    const [order] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
    return order;
  },

  async orderByNumber(db: Db, number: string): Promise<OrderRow | undefined> {
    const [order] = await db.select().from(orders).where(eq(orders.number, number));
    return order;
  },

  async orderByInvoiceNumber(db: Db, invoiceNumber: string): Promise<OrderRow | undefined> {
    const [order] = await db.select().from(orders).where(eq(orders.invoiceNumber, invoiceNumber));
    return order;
  },

  async orderByPaymentIntent(db: Db, intentId: string): Promise<OrderRow | undefined> {
    const [order] = await db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
    return order;
  },

  /** The order's lines with their types' names, in the order they were bought. */
  orderLines(db: Db, orderId: string): Promise<NamedOrderLine[]> {
    return db
      .select({
        reportTypeId: orderItems.reportTypeId,
        reportTypeName: reportTypes.name,
        tier: orderItems.tier,
        priceCents: orderItems.priceCents,
      })
      .from(orderItems)
      .innerJoin(reportTypes, eq(reportTypes.id, orderItems.reportTypeId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
  },

  /**
   * Links the provider's intent to an order still awaiting payment; false when the order was cancelled meanwhile
   * (its code's hold ended while the intent was being made).
   */
  async setPaymentIntent(
    db: Db,
    orderId: string,
    intent: { id: string; clientSecret: string | null },
    now: Date,
  ): Promise<boolean> {
    const set = await db
      .update(orders)
      .set({ paymentIntentId: intent.id, clientSecret: intent.clientSecret, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    return set.length > 0;
  },

  /**
   * Links a new payment intent to an order awaiting payment (paid from the billing view, perhaps by another method
   * than it was placed for); false when it is no longer awaiting payment. A card or bank order takes the intent's
   * method, so its receipt says how it was paid; an invoice stays an invoice, whatever pays it.
   */
  async replacePaymentIntent(
    db: Db,
    orderId: string,
    intent: { id: string; clientSecret: string; provider: string; method: IntentMethod },
    now: Date,
  ): Promise<boolean> {
    const set = await db
      .update(orders)
      .set({
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
        provider: intent.provider,
        method: sql`case when ${orders.method} = 'invoice' then ${orders.method} else ${intent.method}::order_method end`,
        updatedAt: now,
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    return set.length > 0;
  },

  /** Opens a voided renewal order again, as of `now`; the order as it is now. */
  async reopenOrder(db: Db, id: string, now: Date): Promise<OrderRow> {
    const [row] = await db
      .update(orders)
      .set({ status: 'pending', failureMessage: null, updatedAt: now })
      .where(eq(orders.id, id))
      .returning();
    if (!row) throw new Error(`no order ${id}`);
    return row;
  },

  /** Cancels an open (pending or failed) renewal order; the order as it is now, or undefined if it was not open. */
  async cancelRenewalOrder(db: Db, id: string, now: Date): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(orders.id, id), inArray(orders.status, ['pending', 'failed'])))
      .returning();
    return row;
  },

  /** An invoice awaiting payment is voided (its order cancelled); undefined when it was not awaiting payment. */
  async voidInvoice(db: Db, orderId: string, now: Date): Promise<OrderRow | undefined> {
    const [order] = await db
      .update(orders)
      .set({ status: 'cancelled', payableUntil: null, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.method, 'invoice'), eq(orders.status, 'pending')))
      .returning();
    return order;
  },

  /** Marks the order paid; `note` stays with it for staff (a payment honoured against the rules). */
  async markOrderPaid(db: Db, orderId: string, now: Date, note: string | null = null): Promise<void> {
    await db
      .update(orders)
      .set({ status: 'paid', paidAt: now, failureMessage: note, updatedAt: now })
      .where(eq(orders.id, orderId));
  },

  /** A pending order's payment started settling; undefined when it was not pending. */
  async markOrderProcessing(db: Db, orderId: string, now: Date): Promise<OrderRow | undefined> {
    const [order] = await db
      .update(orders)
      .set({ status: 'processing', updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning();
    return order;
  },

  /**
   * A payment failed: a pending order keeps waiting with the reason (and its code's hold, until its window ends), a
   * processing one has failed, which ends its hold. An invoice or a renewal whose bank debit failed is owed again:
   * pending, payable (an invoice drawing its late fee, a renewal charged again), its failed intent forgotten so
   * the next payment makes a new one. The order as it is now, and whether its payment was settling;
   * undefined when it was neither pending nor processing.
   */
  async markOrderFailed(
    db: Db,
    orderId: string,
    message: string,
    now: Date,
  ): Promise<{ order: OrderRow; wasSettling: boolean } | undefined> {
    const [before] = await db
      .select({ status: orders.status, method: orders.method, kind: orders.kind })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (before?.status !== 'pending' && before?.status !== 'processing') return undefined;
    const wasSettling = before.status === 'processing';
    const owed = wasSettling && (before.method === 'invoice' || before.kind === 'renewal');
    const [order] = await db
      .update(orders)
      .set({
        status: owed || !wasSettling ? 'pending' : 'failed',
        // The failed intent is forgotten with its secret: a late event of it finds no order to move again.
        ...(owed ? { clientSecret: null, paymentIntentId: null } : {}),
        failureMessage: message,
        updatedAt: now,
      })
      .where(eq(orders.id, orderId))
      .returning();
    return { order: order!, wasSettling };
  },

  /** Sandbox bank transfers still settling, oldest first. */
  processingSandboxTransfers(db: Db): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.method, 'us_bank_account'),
          eq(orders.provider, 'sandbox'),
          eq(orders.status, 'processing'),
        ),
      )
      .orderBy(asc(orders.createdAt));
  },

  /** The buyer and their organisation, as an invoice or a receipt addresses them. */
  async buyer(db: Db, userId: string) {
    const [buyer] = await db
      .select({
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        organisation: tenants.name,
        streetAddress: tenants.streetAddress,
        city: tenants.city,
        country: tenants.country,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.id, userId));
    return buyer;
  },

  // Subscriptions bought

  /** The types among `reportTypeIds` the tenant runs at `now` (in grace too), with their names. */
  runningTypes(db: Db, tenantId: string, reportTypeIds: number[], now: Date) {
    return db
      .select({ reportTypeId: subscriptions.reportTypeId, reportTypeName: reportTypes.name })
      .from(subscriptions)
      .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
      .where(
        and(
          eq(subscriptions.tenantId, tenantId),
          inArray(subscriptions.reportTypeId, reportTypeIds),
          gt(subscriptions.endsAt, now),
        ),
      )
      .orderBy(asc(reportTypes.name));
  },

  /** The Stripe customer an organisation's purchases saved their payment methods to (issue 17), if any. */
  async stripeCustomerOf(db: Db, tenantId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: subscriptions.providerCustomerId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.tenantId, tenantId),
          eq(subscriptions.paymentProvider, 'stripe'),
          isNotNull(subscriptions.providerCustomerId),
        ),
      )
      .limit(1);
    return row?.id ?? undefined;
  },

  /** The tenant's subscriptions to the order's types, by type name, with their ends. */
  subscriptionsOfOrder(db: Db, order: Pick<OrderRow, 'id' | 'tenantId'>) {
    return db
      .select({ reportTypeName: reportTypes.name, endsAt: subscriptions.endsAt })
      .from(orderItems)
      .innerJoin(reportTypes, eq(reportTypes.id, orderItems.reportTypeId))
      .innerJoin(
        subscriptions,
        and(
          eq(subscriptions.reportTypeId, orderItems.reportTypeId),
          eq(subscriptions.tenantId, order.tenantId),
        ),
      )
      .where(eq(orderItems.orderId, order.id))
      .orderBy(reportTypes.name);
  },

  /** When the last of the tenant's subscriptions to the types ends. */
  async latestEnd(db: Db, tenantId: string, reportTypeIds: number[]): Promise<Date | undefined> {
    const [row] = await db
      .select({ endsAt: max(subscriptions.endsAt) })
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, tenantId), inArray(subscriptions.reportTypeId, reportTypeIds)));
    return row?.endsAt ?? undefined;
  },

  // Payment provider events

  /** Records an event; false when it was recorded before (a replay). */
  async recordPaymentEvent(db: Db, event: { id: string; type: string }): Promise<boolean> {
    const recorded = await db
      .insert(paymentEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return recorded.length > 0;
  },
};
