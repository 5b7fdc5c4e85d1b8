import { createHash } from 'node:crypto';
import {
  ArchivedReportMessages,
  centsToDollars,
  DOCUMENT_SERIES,
  documentNumberOf,
  firmYearOf,
  OrderLookupMessages,
  PaymentMessages,
  PurchaseOrderMessages,
  type BillingDetails,
  type OrderDetails,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { CouponRow, OrderRow, OrderTax } from '../../platform/database/schema.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import type { Entitlements } from '../reports';
import { seesOrderBilling } from '../team';
import { orderBuyerOf } from './billing-profiles.js';
import type { CartService, PricedCartItem } from './cart.js';
import { assertSeatsLeft } from './course-seat-lines.js';
import type { CourseSeatDesk } from './course-seats.js';
import type { CouponService } from './coupons.js';
import { queueIntentCancellation } from './intent-cancellation.js';
import {
  OrderEndedReasons,
  orderLapseJob,
  payableUntilFor,
  scheduleLapse,
  withinPaymentWindow,
} from './payment-window.js';
import { commerceRepository as repository, type NewOrderLine } from './repository.js';
import { placeOfCountryName, type ChargedTax, type TaxDesk, type TaxPlace } from './tax.js';

export type OrderMethod = OrderRow['method'];

/** What a cart costs now, recomputed on the server from the catalogue and the code remembered with the cart. */
export interface Quote {
  lines: PricedCartItem[];
  coupon: CouponRow | null;
  subtotalCents: number;
  discountCents: number;
  /** The tax on what is left after the discount (issue 46), and how it was decided. */
  taxCents: number;
  tax: OrderTax;
  /** What is left after the discount, plus the tax. */
  totalCents: number;
  /** Names the lines, tiers, prices, code, tax and method: the same cart paid the same way has the same key. */
  cartKey: string;
}

/**
 * The number of an invoice issued at `now` in `tx`: the next of the firm's year (INV-2026-000043), taken in the
 * issuing transaction so that the year's invoices are numbered without gaps (issue 46).
 */
async function nextInvoiceNumber(tx: Db, now: Date): Promise<string> {
  const year = firmYearOf(now);
  return documentNumberOf(
    DOCUMENT_SERIES.invoice,
    year,
    await repository.nextDocumentNumber(tx, DOCUMENT_SERIES.invoice, year),
  );
}

/** Why a purchase may not be paid now, as the sandbox's confirmation answers it (Stripe's error shape). */
export interface PaymentRefusal {
  code: 'payment_intent_unexpected_state' | 'already_subscribed' | 'payment_under_way';
  message: string;
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
  clock: Clock;
  unitOfWork: UnitOfWork;
  jobs: JobQueue;
  cart: CartService;
  coupons: CouponService;
  entitlements: Pick<Entitlements, 'runningTiers'>;
  courseSeats: CourseSeatDesk;
  tax: TaxDesk;
}) {
  const { db, clock, unitOfWork, jobs } = deps;

  /**
   * Where the organisation is for tax (issue 46): its billing details' country, state and tax ID (`fromProfile`, as
   * orderBuyerOf read them); without them, the country its buyer chose at checkout (`countryName`), else that of its
   * last order that named one.
   */
  async function taxPlaceOf(
    tx: Db,
    tenantId: string,
    fromProfile: TaxPlace | null,
    countryName?: string | null,
  ): Promise<TaxPlace | null> {
    if (fromProfile) return fromProfile;
    return placeOfCountryName(countryName ?? (await repository.lastBillingCountry(tx, tenantId)));
  }

  /** The tax on a cart's lines less their discount, for the organisation (see taxPlaceOf). */
  async function cartTax(
    identity: ClientIdentity,
    taxableCents: number,
    countryName: string | null | undefined,
  ): Promise<ChargedTax> {
    const { taxPlace } = await orderBuyerOf(db, identity.tenantId);
    const place = await taxPlaceOf(db, identity.tenantId, taxPlace, countryName ?? null);
    return deps.tax.taxOn(db, place, taxableCents, `cart:${identity.tenantId}`);
  }

  const seatLines = (lines: PricedCartItem[]) =>
    lines.flatMap((line) => (line.kind === 'course_seats' ? [line] : []));

  /**
   * Refuses an order for more seats of a course session than are free (issue 44), counted under the sessions'
   * locks, which `tx` holds until it commits: two orders for the last seats are placed one after the other, and
   * the second finds the first's.
   */
  async function assertSeatsFree(
    tx: Db,
    tenantId: string,
    lines: PricedCartItem[],
    now: Date,
  ): Promise<void> {
    const wanted = seatLines(lines);
    if (wanted.length === 0) return;
    const free = await deps.courseSeats.lockFree(
      tx,
      wanted.map((line) => line.courseSessionId),
      now,
      tenantId,
    );
    for (const line of wanted) assertSeatsLeft(free.get(line.courseSessionId), line.quantity);
  }

  /** Cancels a card or bank order awaiting payment, and queues its intent's cancellation; false when it was not. */
  async function cancelOpen(tx: Db, orderId: string, reason: string, now: Date): Promise<boolean> {
    const cancelled = await repository.cancelOpenOrder(tx, orderId, reason, now);
    if (cancelled) await queueIntentCancellation(jobs, tx, cancelled);
    return cancelled !== undefined;
  }

  /**
   * The order's payment window has ended (issue 39: with or without a promo code): unpaid, it is cancelled with its
   * intent, and its code goes back. Judged as of `now` (a job's run time). Safe to run twice; changes nothing for
   * an order paid, settling or cancelled meanwhile.
   */
  async function lapse(tx: Db, orderId: string, now: Date): Promise<boolean> {
    const locked = await deps.coupons.lockRedemption(tx, orderId, now);
    if (!locked || locked.order.status !== 'pending' || withinPaymentWindow(locked.order, now)) return false;
    return cancelOpen(tx, orderId, OrderEndedReasons.lapsed, now);
  }

  jobs.register(orderLapseJob, async ({ orderId }, { now }) => {
    await unitOfWork((tx) => lapse(tx, orderId, now));
  });

  return {
    /**
     * The caller's cart priced now. `cartIds` must be the cart's lines (the page may be out of date) and
     * `discountDollars` the discount of the code remembered with the cart; a type the organisation already
     * subscribes to, at any tier, or is paying for already, cannot be bought again. The tax is the organisation's
     * (taxPlaceOf; `country` is the one chosen at checkout).
     */
    async quote(
      identity: ClientIdentity,
      request: {
        cartIds: number[];
        discountDollars: number;
        method: OrderMethod;
        country?: string | undefined;
      },
    ): Promise<Quote> {
      const lines = await deps.cart.pricedLines(identity);
      if (lines.length === 0) throw new ConflictError(PaymentMessages.emptyCart);
      if (
        !sameIds(
          request.cartIds,
          lines.map((line) => line.id),
        )
      )
        throw new ConflictError(PaymentMessages.cartChanged);
      const typeIds = lines.flatMap((line) => (line.reportTypeId === null ? [] : [line.reportTypeId]));
      // A line added before its type started running: no tier of it is sold again, a larger one included, since an
      // upgrade is prorated in the billing view (cart.ts assertBuyable; decision 017, Tier changes).
      const running = await deps.entitlements.runningTiers(identity.tenantId);
      if (typeIds.some((id) => running.has(id))) throw new ConflictError(PaymentMessages.alreadySubscribed);
      if (
        typeIds.length > 0 &&
        (await repository.awaitsPaymentFor(db, {
          tenantId: identity.tenantId,
          reportTypeIds: typeIds,
          invoices: true,
        }))
      )
        throw new ConflictError(PaymentMessages.awaitingPayment);
      const reportIds = lines.flatMap((line) => (line.reportId === null ? [] : [line.reportId]));
      if (
        reportIds.length > 0 &&
        (await repository.awaitsPaymentFor(db, {
          tenantId: identity.tenantId,
          reportTypeIds: [],
          reportIds,
          invoices: true,
        }))
      )
        throw new ConflictError(ArchivedReportMessages.underWay);

      const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
      const { coupon, discountCents } = await deps.coupons.discountFor(identity, lines);
      if (Math.round(request.discountDollars * 100) !== discountCents)
        throw new ConflictError(PaymentMessages.amountMismatch);
      const { taxCents, tax } = await cartTax(identity, subtotalCents - discountCents, request.country);
      const cartKey = createHash('sha256')
        .update(
          JSON.stringify({
            lines: lines
              .map((line) => [
                line.kind,
                line.reportTypeId,
                line.reportId,
                line.courseSessionId,
                line.tier,
                line.quantity,
                line.priceCents,
              ])
              .sort(),
            coupon: coupon?.id ?? null,
            tax: [tax.country, tax.region, tax.treatment, taxCents],
            method: request.method,
          }),
        )
        .digest('hex');
      return {
        lines,
        coupon,
        subtotalCents,
        discountCents,
        taxCents,
        tax,
        totalCents: subtotalCents - discountCents + taxCents,
        cartKey,
      };
    },

    /**
     * The tax the caller's cart would pay now (issue 46), on its lines less the remembered code's discount, for the
     * organisation's billing details or, without them, `countryName` (the country chosen at checkout); what checkout
     * adds to the total before the server prices the order itself.
     */
    async cartTax(identity: ClientIdentity, countryName: string | null): Promise<ChargedTax> {
      const lines = await deps.cart.pricedLines(identity);
      if (lines.length === 0) return cartTax(identity, 0, null);
      const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
      const { discountCents } = await deps.coupons.discountFor(identity, lines);
      return cartTax(identity, subtotalCents - discountCents, countryName);
    },

    /** The caller's open (pending) card or bank order for this cart, if one was made before. */
    findOpen: (userId: string, cartKey: string) => repository.openOrder(db, userId, cartKey),

    /**
     * The caller's open order's payment window has ended: it is cancelled in its own transaction, with its intent,
     * so paying the cart places a new order at today's prices. False when it was not cancelled (paid or cancelled
     * meanwhile).
     */
    lapse: (order: OrderRow) => unitOfWork((tx) => lapse(tx, order.id, clock.now())),

    /** Whether an open order may still be paid now (its payment window has not ended). */
    payable: (order: OrderRow) => withinPaymentWindow(order, clock.now()),

    /**
     * Why a purchase awaiting payment may not be paid now, judged in `tx` under its organisation's payment lock
     * (coupons.lockRedemption), before any money is taken (issue 39); null when it may. An order past its payment
     * window is cancelled as lapsed, one for a report type the organisation runs now (started another way since it
     * was placed) is cancelled as such, both with their intents; one for a type whose bank transfer is settling
     * waits for it.
     */
    async refusal(tx: Db, order: OrderRow, now: Date): Promise<PaymentRefusal | null> {
      if (order.kind !== 'purchase' || order.status !== 'pending') return null;
      if (!withinPaymentWindow(order, now)) {
        await cancelOpen(tx, order.id, OrderEndedReasons.lapsed, now);
        return { code: 'payment_intent_unexpected_state', message: PaymentMessages.lapsed };
      }
      const typeIds = (await repository.orderLines(tx, order.id)).map((line) => line.reportTypeId);
      if (typeIds.length === 0) return null;
      const running = await repository.runningTypes(tx, order.tenantId, typeIds, now);
      if (running.length > 0) {
        const names = running.map((type) => type.reportTypeName).join(', ');
        await cancelOpen(tx, order.id, OrderEndedReasons.running(names), now);
        return { code: 'already_subscribed', message: PaymentMessages.alreadySubscribed };
      }
      const others = { tenantId: order.tenantId, reportTypeIds: typeIds, exceptOrderId: order.id };
      if (await repository.awaitsPaymentFor(tx, { ...others, invoices: false }))
        return { code: 'payment_under_way', message: PaymentMessages.awaitingPayment };
      return null;
    },

    /**
     * Queues the lapse of every card or bank purchase awaiting payment (start-up, `jobs:run`): orders placed before
     * every such order had a window get theirs. Queued once per order, so it is safe to run at every start.
     */
    async resume(): Promise<number> {
      const open = await repository.openPurchases(db);
      await unitOfWork(async (tx) => {
        for (const order of open) await scheduleLapse(jobs, tx, order);
      });
      return open.length;
    },

    /**
     * Places an order for the quote in `tx`, with its lines, under a new number (SO-<year>-<n>); an order paid by
     * invoice gets the next invoice number of the year (INV-<year>-<n>, without gaps) with it. A card or bank order may be paid for 24 hours, when
     * the lapse job cancels it unpaid (issue 39); an invoice until it is paid or voided (`payableUntil` null). An
     * order with a promo code takes one of its redemptions first and holds it as long; when none is left it is
     * refused and nothing is placed. Seats of a course session are held the same way (course-seats.ts holdsSeats),
     * and an order for more than are free is refused. The organisation's billing details are frozen on the order
     * for its invoice (issue 46); one that needs a purchase-order number is refused without one (400 on po_number).
     */
    async place(
      tx: Db,
      identity: ClientIdentity,
      quote: Quote,
      method: OrderMethod,
      extra: {
        billing?: BillingDetails | undefined;
        poNumber?: string | null;
        provider?: string;
        invoiceDueAt?: Date;
      } = {},
    ): Promise<OrderRow> {
      const now = clock.now();
      const { buyer, poRequired } = await orderBuyerOf(tx, identity.tenantId);
      if (poRequired && !extra.poNumber)
        throw new InvalidInputError(PurchaseOrderMessages.required, {
          po_number: [PurchaseOrderMessages.required],
        });
      await assertSeatsFree(tx, identity.tenantId, quote.lines, now);
      if (quote.coupon) await deps.coupons.hold(tx, identity.userId, quote.coupon.id);
      const sequence = await repository.nextOrderSequence(tx);
      const number = `SO-${now.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
      const order = await repository.insertOrder(
        tx,
        {
          number,
          tenantId: identity.tenantId,
          userId: identity.userId,
          method,
          subtotalCents: quote.subtotalCents,
          discountCents: quote.discountCents,
          taxCents: quote.taxCents,
          tax: quote.tax,
          totalCents: quote.totalCents,
          couponId: quote.coupon?.id ?? null,
          cartKey: quote.cartKey,
          billing: extra.billing ?? null,
          poNumber: extra.poNumber ?? null,
          buyer,
          provider: extra.provider ?? null,
          invoiceNumber: method === 'invoice' ? await nextInvoiceNumber(tx, now) : null,
          invoiceDueAt: extra.invoiceDueAt ?? null,
          payableUntil: payableUntilFor(method, now),
          createdAt: now,
          updatedAt: now,
        },
        quote.lines,
      );
      await scheduleLapse(jobs, tx, order);
      const sessionIds = seatLines(quote.lines).map((line) => line.courseSessionId);
      if (sessionIds.length > 0) await deps.courseSeats.ordered(tx, order, sessionIds, now);
      return order;
    },

    /**
     * Places an order that no cart holds (issue 17): a subscription's renewal or upgrade, or a late fee, in `tx`,
     * under a new number, with an invoice number when paid by invoice. `lines` are what it pays for at their prices
     * (none for a late fee); the subtotal is theirs unless `totalCents` says otherwise, and the organisation's tax is
     * added to it (issue 46; taxPlaceOf), except on a late fee, a penalty rather than a sale. The order's `cart_key`
     * names its kind and what it is for, so it is never taken for a cart's order.
     */
    async placeBillingOrder(
      tx: Db,
      input: {
        tenantId: string;
        /** Who the order is addressed to: the buyer of the subscription, else the organisation's owner. */
        userId: string;
        kind: Exclude<OrderRow['kind'], 'purchase'>;
        method: OrderMethod;
        lines: NewOrderLine[];
        totalCents?: number;
        subscriptionId?: string | null;
        periodStartsAt?: Date | null;
        feeForOrderId?: string | null;
        /** What it pays for when no report type says it (a consultation), as invoices and receipts print it. */
        description?: string | null;
        /** The buyer's purchase-order number for it (a renewal's, given in the billing view). */
        poNumber?: string | null;
        provider?: string | null;
        invoiceDueAt?: Date | null;
        /** When it is placed: a job's run time; the clock's by default. */
        at?: Date;
      },
    ): Promise<OrderRow> {
      const now = input.at ?? clock.now();
      const subtotalCents = input.totalCents ?? input.lines.reduce((sum, line) => sum + line.priceCents, 0);
      const sequence = await repository.nextOrderSequence(tx);
      const number = `SO-${now.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
      const target = input.feeForOrderId ?? input.subscriptionId ?? '';
      const { buyer, taxPlace } = await orderBuyerOf(tx, input.tenantId);
      const place = input.kind === 'late_fee' ? null : await taxPlaceOf(tx, input.tenantId, taxPlace);
      const { taxCents, tax } = await deps.tax.taxOn(tx, place, subtotalCents, `${input.kind}:${target}`);
      return repository.insertOrder(
        tx,
        {
          number,
          tenantId: input.tenantId,
          userId: input.userId,
          method: input.method,
          kind: input.kind,
          subtotalCents,
          discountCents: 0,
          taxCents,
          tax,
          totalCents: subtotalCents + taxCents,
          cartKey: `${input.kind}:${target}:${input.periodStartsAt?.toISOString() ?? number}`,
          buyer,
          provider: input.provider ?? null,
          invoiceNumber: input.method === 'invoice' ? await nextInvoiceNumber(tx, now) : null,
          invoiceDueAt: input.invoiceDueAt ?? null,
          subscriptionId: input.subscriptionId ?? null,
          periodStartsAt: input.periodStartsAt ?? null,
          feeForOrderId: input.feeForOrderId ?? null,
          description: input.description ?? null,
          poNumber: input.poNumber ?? null,
          createdAt: now,
          updatedAt: now,
        },
        input.lines,
      );
    },

    byId: (orderId: string) => repository.orderById(db, orderId),

    byPaymentIntent: (intentId: string) => repository.orderByPaymentIntent(db, intentId),

    /** Links the intent to the order; false when the order was cancelled while the intent was being made. */
    setPaymentIntent: (orderId: string, intent: { id: string; clientSecret: string | null }) =>
      repository.setPaymentIntent(db, orderId, intent, clock.now()),

    /** The order's first intent, or the one another request linked first; null once it is not awaiting payment. */
    linkFirstIntent: (orderId: string, intent: { id: string; clientSecret: string }) =>
      repository.linkFirstIntent(db, orderId, intent, clock.now()),

    /**
     * An order of the caller's organisation by its number, as a result page shows it, for its buyer and for whoever
     * sees the organisation's billing (owner, admins, billing); anyone else's, or another organisation's, is as
     * unknown as one that does not exist (404), so numbers reveal nothing.
     */
    async details(identity: ClientIdentity, number: string): Promise<OrderDetails> {
      const order = await repository.orderByNumber(db, number);
      if (!order || !(await seesOrderBilling(db, identity, order)))
        throw new NotFoundError(OrderLookupMessages.notFound);
      const lines = await repository.printedLines(db, order.id);
      return {
        number: order.number,
        status: order.status,
        amount: centsToDollars(order.totalCents),
        currency: order.currency,
        created_at: order.createdAt.toISOString(),
        items: lines.map((line) => ({
          report_type_name: line.reportTypeName,
          selected_subscription: line.tier,
        })),
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
