import { archivedReportLineName, creditLineName, type IntentMethod, type TierKey } from '@firm/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  documentNumbers,
  orderItems,
  orders,
  paymentEvents,
  reports,
  reportTypes,
  tenants,
  users,
  type OrderRow,
} from '../../platform/database/schema.js';

import { boughtSubscriptionQueries } from './bought-subscriptions-repository.js';
import { cartQueries } from './cart-repository.js';
import { couponQueries } from './coupon-repository.js';

export type { CouponUse, HoldsExcept, NewCoupon } from './coupon-repository.js';

/** A subscription line of an order with its report type's name. */
export interface NamedOrderLine {
  reportTypeId: number;
  reportTypeName: string;
  tier: TierKey;
  priceCents: number;
}

/**
 * Any line of an order as invoices, receipts and mails print it: a report type at a tier, or credits or an archived
 * report (no type, no tier).
 */
export interface PrintedOrderLine {
  /** Null for credits. */
  reportTypeId: number | null;
  reportTypeName: string;
  tier: TierKey | null;
  priceCents: number;
}

/** What an order holds (orderContents). */
export interface OrderContents {
  lines: NamedOrderLine[];
  credits: number;
  /** The archived reports it buys alone (issue 44). */
  reportIds: number[];
  /** The seats of course sessions it buys (issue 44). */
  seats: { courseSessionId: number; seats: number }[];
  printed: PrintedOrderLine[];
}

/** The lines of these orders with what names them, in the order they were bought. */
async function lineRows(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      kind: orderItems.kind,
      reportTypeId: orderItems.reportTypeId,
      name: reportTypes.name,
      reportId: orderItems.reportId,
      reportName: reports.name,
      courseSessionId: orderItems.courseSessionId,
      description: orderItems.description,
      tier: orderItems.tier,
      quantity: orderItems.quantity,
      priceCents: orderItems.priceCents,
    })
    .from(orderItems)
    .leftJoin(reportTypes, eq(reportTypes.id, orderItems.reportTypeId))
    .leftJoin(reports, eq(reports.id, orderItems.reportId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}

/**
 * A line as printed: a report type by name (and tier), credits by how many (creditLineName), a report by its name
 * (archivedReportLineName), seats as described when sold.
 */
const printedLineOf = (row: Awaited<ReturnType<typeof lineRows>>[number]): PrintedOrderLine => ({
  reportTypeId: row.reportTypeId,
  reportTypeName:
    row.name ??
    row.description ??
    (row.reportName !== null ? archivedReportLineName(row.reportName) : creditLineName(row.quantity)),
  tier: row.tier,
  priceCents: row.priceCents,
});

/**
 * A line of an order being placed: a report type at a tier, consultation credits, one archived report, or seats of
 * a course session.
 */
export type NewOrderLine =
  | { kind?: 'subscription'; reportTypeId: number; tier: TierKey; priceCents: number }
  | { kind: 'consultation_credit'; reportTypeId: null; tier: null; quantity: number; priceCents: number }
  | { kind: 'archived_report'; reportTypeId: null; tier: null; reportId: number; priceCents: number }
  | {
      kind: 'course_seats';
      reportTypeId: null;
      tier: null;
      courseSessionId: number;
      /** Its seats. */
      quantity: number;
      /** What it prints as (courseSeatsLineName), kept as sold. */
      reportTypeName: string;
      priceCents: number;
    };

export type NewOrder = typeof orders.$inferInsert;

const orderQueries = {
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
   * Whether an order of the tenant buying any of the types (or archived reports) awaits money that is on its way: a bank transfer settling,
   * and with `invoices` an invoice not yet paid. `exceptOrderId` leaves out the order that asks.
   */
  async awaitsPaymentFor(
    db: Db,
    query: {
      tenantId: string;
      reportTypeIds: number[];
      /** Archived reports bought alone (issue 44), asked about instead of or beside the types. */
      reportIds?: number[] | undefined;
      invoices: boolean;
      exceptOrderId?: string | undefined;
    },
  ): Promise<boolean> {
    const reportIds = query.reportIds ?? [];
    if (query.reportTypeIds.length === 0 && reportIds.length === 0) return false;
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
          or(
            query.reportTypeIds.length > 0
              ? inArray(orderItems.reportTypeId, query.reportTypeIds)
              : undefined,
            reportIds.length > 0 ? inArray(orderItems.reportId, reportIds) : undefined,
          ),
        ),
      )
      .limit(1);
    return awaited !== undefined;
  },

  /** The country (a name from the list) the organisation's last order chose at checkout; null when none did. */
  async lastBillingCountry(db: Db, tenantId: string): Promise<string | null> {
    const [row] = await db
      .select({ country: sql<string | null>`${orders.billing}->>'country'` })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), isNotNull(orders.billing)))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return row?.country ?? null;
  },

  /** Sets the PO number of an order without an invoice; an invoiced order is left as issued. */
  async setPoNumberOfUninvoiced(db: Db, orderId: string, poNumber: string | null, now: Date): Promise<void> {
    await db
      .update(orders)
      .set({ poNumber, updatedAt: now })
      .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)));
  },

  /** The next order number's sequence value. */
  async nextOrderSequence(db: Db): Promise<number> {
    const [row] = await db
      .select({ value: sql<string>`nextval('order_number_seq')::text` })
      .from(sql`(select 1) as one`);
    return Number(row!.value);
  },

  /**
   * The next number of the series in the year (1 for the first): its row is raised in `tx` and stays locked until
   * the transaction ends, so issuers wait for each other and a rolled-back issue gives its number back.
   */
  async nextDocumentNumber(tx: Db, series: string, year: number): Promise<number> {
    const [row] = await tx
      .insert(documentNumbers)
      .values({ series, year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [documentNumbers.series, documentNumbers.year],
        set: { lastNumber: sql`${documentNumbers.lastNumber} + 1` },
      })
      .returning({ number: documentNumbers.lastNumber });
    return row!.number;
  },

  /** Adds an order and its lines. */
  async insertOrder(db: Db, order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
    const [row] = await db.insert(orders).values(order).returning();
    if (lines.length === 0) return row!;
    await db.insert(orderItems).values(
      lines.map((line) => ({
        orderId: row!.id,
        kind: line.kind ?? 'subscription',
        reportTypeId: line.reportTypeId,
        tier: line.tier,
        reportId: line.kind === 'archived_report' ? line.reportId : null,
        courseSessionId: line.kind === 'course_seats' ? line.courseSessionId : null,
        description: line.kind === 'course_seats' ? line.reportTypeName : null,
        quantity: line.kind === 'consultation_credit' || line.kind === 'course_seats' ? line.quantity : 1,
        priceCents: line.priceCents,
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

  /**
   * What an order holds, read once: its subscription lines with their types' names, in the order they were bought;
   * how many consultation credits (issue 43); the archived reports bought alone and the seats of course sessions
   * (issue 44); and every line as printed (report types by name and tier, credits by how many: creditLineName, a
   * report by its name: archivedReportLineName, seats as described when sold).
   */
  async orderContents(db: Db, orderId: string): Promise<OrderContents> {
    const rows = await lineRows(db, [orderId]);
    const lines: NamedOrderLine[] = [];
    const reportIds: number[] = [];
    const seats: OrderContents['seats'] = [];
    let credits = 0;
    for (const row of rows) {
      if (row.kind === 'consultation_credit') credits += row.quantity;
      else if (row.courseSessionId !== null)
        seats.push({ courseSessionId: row.courseSessionId, seats: row.quantity });
      else if (row.reportId !== null) reportIds.push(row.reportId);
      else if (row.reportTypeId !== null && row.name !== null && row.tier !== null)
        lines.push({
          reportTypeId: row.reportTypeId,
          reportTypeName: row.name,
          tier: row.tier,
          priceCents: row.priceCents,
        });
    }
    return { lines, credits, reportIds, seats, printed: rows.map(printedLineOf) };
  },

  /** Every line of these orders as printed (orderContents), by order id, in the order they were bought. */
  async printedLinesOf(db: Db, orderIds: readonly string[]): Promise<Map<string, PrintedOrderLine[]>> {
    const byOrder = new Map<string, PrintedOrderLine[]>();
    for (const row of await lineRows(db, orderIds))
      byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), printedLineOf(row)]);
    return byOrder;
  },

  /** The order's subscription lines (orderContents). */
  async orderLines(db: Db, orderId: string): Promise<NamedOrderLine[]> {
    return (await orderQueries.orderContents(db, orderId)).lines;
  },

  /** Every line of an order as printed (orderContents). */
  async printedLines(db: Db, orderId: string): Promise<PrintedOrderLine[]> {
    return (await orderQueries.orderContents(db, orderId)).printed;
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
   * Links the order's first payment intent, unless another was linked meanwhile (the same cart checked out in two
   * tabs at once). Answers the intent the order awaiting payment holds afterwards, ours or the other; null when
   * it is no longer awaiting payment (cancelled while the intent was being made).
   */
  async linkFirstIntent(
    db: Db,
    orderId: string,
    intent: { id: string; clientSecret: string },
    now: Date,
  ): Promise<{ id: string; clientSecret: string } | null> {
    const pending = and(eq(orders.id, orderId), eq(orders.status, 'pending'));
    const [linked] = await db
      .update(orders)
      .set({ paymentIntentId: intent.id, clientSecret: intent.clientSecret, updatedAt: now })
      .where(and(pending, isNull(orders.clientSecret)))
      .returning({ id: orders.id });
    if (linked) return intent;
    const [held] = await db
      .select({ id: orders.paymentIntentId, clientSecret: orders.clientSecret })
      .from(orders)
      .where(pending);
    return held?.id && held.clientSecret ? { id: held.id, clientSecret: held.clientSecret } : null;
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

  /** Notes on an order what staff should know of it (shown as its message in the back office). */
  async noteOrder(db: Db, orderId: string, note: string): Promise<void> {
    await db.update(orders).set({ failureMessage: note }).where(eq(orders.id, orderId));
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

/**
 * Every query of commerce: orders, payments and fulfilment here, the subscriptions purchases start or find
 * (bought-subscriptions-repository.ts), the cart (cart-repository.ts) and promo codes
 * (coupon-repository.ts). Each function takes the database or the caller's transaction (`unitOfWork`), so a
 * service runs several of them as one change.
 */
export const commerceRepository = {
  ...cartQueries,
  ...couponQueries,
  ...orderQueries,
  ...boughtSubscriptionQueries,
};
