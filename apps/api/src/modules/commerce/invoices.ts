import {
  InvoiceLookupMessages,
  InvoiceNumberSchema,
  PaymentMessages,
  type InvoiceResponse,
  type PayByInvoiceRequest,
} from '@firm/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FileStore } from '../../platform/files/file-store.js';
import type { Mailer } from '../../platform/mail/transport.js';
import type { Db } from '../../platform/database/database.js';
import {
  cartCoupons,
  cartItems,
  coupons,
  orderItems,
  orders,
  reportTypes,
  subscriptions,
  tenants,
  users,
  type OrderRow,
} from '../../platform/database/schema.js';
import { HttpError } from '../../platform/http/errors.js';
import { invoiceMail } from './invoice-mail.js';
import type { CartService } from './cart.js';
import type { CouponService } from './coupons.js';
import type { ClientIdentity, Entitlements } from '../reports/entitlements.js';
import type { Fulfilment } from './fulfilment.js';
import { INVOICE_DUE_DAYS, invoiceFileName, renderInvoicePdf, type InvoiceRecipient } from './invoice-pdf.js';
import { createOrderService } from './orders.js';
import { formatLongDate } from '../reports/report-import.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const InvoiceMessages = {
  /** DESIGN §4 deviation: the result page's 'Invoice send successfully', spelt right. */
  sent: 'Invoice sent successfully',
  mailFailed:
    'We could not email your invoice, so your order was not placed. Please try again in a few minutes.',
  unknown: (invoiceNumber: string) => `There is no invoice ${invoiceNumber}.`,
  cancelled: (invoiceNumber: string) => `Invoice ${invoiceNumber} was cancelled and cannot be paid.`,
} as const;

export interface InvoiceLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What marking an invoice paid did: `settled` is false when it was paid before (nothing changed). */
export interface MarkPaidResult {
  settled: boolean;
  invoiceNumber: string;
  orderNumber: string;
  paidAt: Date | null;
  buyerEmail: string;
  /** The subscriptions of the invoiced report types now, with their ends. */
  subscriptions: { reportTypeName: string; endsAt: Date }[];
}

/** The invoice number of an order: the order's own sequence, SO-2026-001001 → INV-2026-001001. */
export const invoiceNumberOf = (orderNumber: string) => orderNumber.replace(/^SO-/, 'INV-');

/** Where an invoice's PDF is kept in the file store. */
export const invoiceFileKey = (invoiceNumber: string) => `invoices/${invoiceFileName(invoiceNumber)}`;

/** Who asks for an invoice: an admin, or a client of an organisation. */
export interface InvoiceReader {
  userType: 'admin' | 'client';
  tenantId: string | null;
}

/** The calendar date (UTC) of an instant, as the API answers dates: 2026-07-14. */
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Paying by invoice (SPEC §7 reports/pay/by/invoice/, DESIGN §4 Invoice): the cart is priced on the server and
 * becomes a pending order with an invoice number, due in 30 days; the ordered lines leave the cart and the code is
 * spent; the invoice is mailed as a PDF. Access starts only when the invoice is marked paid, through fulfilment
 * like any other payment.
 */
export function createInvoiceService(deps: {
  db: Db;
  cart: CartService;
  coupons: CouponService;
  entitlements: Entitlements;
  mailer: Mailer;
  fulfilment: Fulfilment;
  /** Where issued invoices are kept, to be fetched again. */
  files: FileStore;
  log: InvoiceLog;
}) {
  const { db, mailer, files, log } = deps;
  const pricing = createOrderService(deps);

  async function buyerOf(userId: string) {
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
    if (!buyer) throw new Error(`no client user ${userId}`);
    return buyer;
  }

  /** The billing details given at checkout, else the organisation and the buyer. */
  function recipientOf(
    billing: PayByInvoiceRequest['billing'] | null,
    buyer: Awaited<ReturnType<typeof buyerOf>>,
  ): InvoiceRecipient {
    return billing
      ? { kind: 'billing', ...billing }
      : {
          kind: 'organisation',
          organisation: buyer.organisation,
          buyerName: `${buyer.firstName} ${buyer.lastName}`,
          email: buyer.email,
          streetAddress: buyer.streetAddress,
          city: buyer.city,
          country: buyer.country,
        };
  }

  /**
   * Draws an issued invoice again from its order, for one issued before invoices were kept: the same lines,
   * totals, code and dates; addressed as at checkout (billing details), else to the organisation as it is now.
   */
  async function redraw(order: OrderRow): Promise<Uint8Array> {
    const lines = await db
      .select({ reportTypeName: reportTypes.name, tier: orderItems.tier, priceCents: orderItems.priceCents })
      .from(orderItems)
      .innerJoin(reportTypes, eq(reportTypes.id, orderItems.reportTypeId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const [coupon] = order.couponId
      ? await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, order.couponId))
      : [];
    return renderInvoicePdf({
      invoiceNumber: order.invoiceNumber!,
      orderNumber: order.number,
      issuedAt: order.createdAt,
      dueAt: order.invoiceDueAt ?? new Date(order.createdAt.getTime() + INVOICE_DUE_DAYS * DAY_MS),
      billTo: recipientOf(order.billing, await buyerOf(order.userId)),
      lines,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      couponCode: coupon?.code ?? null,
    });
  }

  /** The order of an invoice number (any case, spaces around ignored), or undefined. */
  async function byInvoiceNumber(invoiceNumber: string): Promise<OrderRow | undefined> {
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, invoiceNumber.trim().toUpperCase()));
    return order;
  }

  return {
    async payByInvoice(
      identity: ClientIdentity,
      request: PayByInvoiceRequest,
      now = new Date(),
    ): Promise<InvoiceResponse> {
      const quote = await pricing.quote(
        identity,
        { cartIds: request.cart, discountDollars: request.discount_price, method: 'invoice' },
        now,
      );
      const buyer = await buyerOf(identity.userId);
      const dueAt = new Date(now.getTime() + INVOICE_DUE_DAYS * DAY_MS);
      const billing = request.billing;
      const billTo = recipientOf(billing, buyer);
      const recipients = [buyer.email];
      if (billing && billing.email.toLowerCase() !== buyer.email.toLowerCase())
        recipients.push(billing.email);

      // One transaction with the mail, as registration does: an invoice that could not be sent leaves no order,
      // and the cart and its code as they were.
      let storedKey: string | undefined;
      const order = await db
        .transaction(async (tx) => {
          // Taking the ordered lines out of the cart first locks them: the same cart sent twice at once waits here,
          // then finds its lines gone (or changed in between) and is refused.
          const taken = await tx
            .delete(cartItems)
            .where(
              and(
                eq(cartItems.userId, identity.userId),
                inArray(
                  cartItems.id,
                  quote.lines.map((line) => line.id),
                ),
              ),
            )
            .returning({ id: cartItems.id, reportTypeId: cartItems.reportTypeId, tier: cartItems.tier });
          const unchanged =
            taken.length === quote.lines.length &&
            quote.lines.every((line) =>
              taken.some(
                (row) =>
                  row.id === line.id && row.reportTypeId === line.reportTypeId && row.tier === line.tier,
              ),
            );
          if (!unchanged) throw new HttpError(409, PaymentMessages.cartChanged);
          // The code is spent with the order (coupons.forget would wait for this transaction on PGlite's one
          // connection, so the transaction forgets it itself).
          await tx.delete(cartCoupons).where(eq(cartCoupons.userId, identity.userId));

          const placed = await createOrderService({ ...deps, db: tx }).place(
            identity,
            quote,
            'invoice',
            billing,
            { invoiceDueAt: dueAt },
          );
          const invoiceNumber = invoiceNumberOf(placed.number);
          const [invoiced] = await tx
            .update(orders)
            .set({ invoiceNumber })
            .where(eq(orders.id, placed.id))
            .returning();
          const pdf = await renderInvoicePdf({
            invoiceNumber,
            orderNumber: placed.number,
            issuedAt: now,
            dueAt,
            billTo,
            lines: quote.lines,
            subtotalCents: quote.subtotalCents,
            discountCents: quote.discountCents,
            totalCents: quote.totalCents,
            couponCode: quote.coupon?.code ?? null,
          });
          // Kept before the order commits, so an order never lacks its invoice; a file left by an order rolled
          // back below is removed (and could not be served anyway: its number is never issued again).
          storedKey = invoiceFileKey(invoiceNumber);
          await files.put(storedKey, pdf);
          try {
            await mailer.send(
              invoiceMail({
                to: recipients.join(', '),
                firstName: buyer.firstName,
                invoiceNumber,
                orderNumber: placed.number,
                dueOn: formatLongDate(dueAt),
                lines: quote.lines,
                totals: quote,
                pdf,
              }),
            );
          } catch (error) {
            log.error({ err: error, order: placed.number }, 'invoice not mailed; order discarded');
            throw new HttpError(503, InvoiceMessages.mailFailed);
          }
          return invoiced!;
        })
        .catch(async (error: unknown) => {
          if (storedKey)
            await files
              .remove(storedKey)
              .catch((removal: unknown) =>
                log.error({ err: removal }, 'invoice file of a discarded order left'),
              );
          throw error;
        });

      log.info({ order: order.number, invoice: order.invoiceNumber }, 'invoice mailed');
      return {
        status: true,
        message: InvoiceMessages.sent,
        invoice_number: order.invoiceNumber!,
        due_date: isoDate(dueAt),
      };
    },

    byInvoiceNumber,

    /**
     * An issued invoice's PDF, for a client of the invoiced organisation or an admin. Another organisation's
     * invoice, an unknown number and a malformed one are all 404, so numbers cannot be probed. One issued before
     * invoices were kept is drawn again from its order and kept.
     */
    async pdf(
      reader: InvoiceReader,
      invoiceNumber: string,
    ): Promise<{ fileName: string; bytes: Uint8Array }> {
      const number = InvoiceNumberSchema.safeParse(invoiceNumber);
      const order = number.success ? await byInvoiceNumber(number.data) : undefined;
      if (!order || (reader.userType !== 'admin' && order.tenantId !== reader.tenantId))
        throw new HttpError(404, InvoiceLookupMessages.notFound);
      const key = invoiceFileKey(order.invoiceNumber!);
      if (await files.exists(key))
        return { fileName: invoiceFileName(order.invoiceNumber!), bytes: await files.get(key) };
      const bytes = await redraw(order);
      await files.put(key, bytes);
      return { fileName: invoiceFileName(order.invoiceNumber!), bytes };
    },

    /**
     * The invoice was paid: its order is settled like any payment (subscriptions for a year, receipt). Marking a
     * paid invoice again changes nothing and says so.
     */
    async markPaid(invoiceNumber: string, now = new Date()): Promise<MarkPaidResult> {
      const order = await byInvoiceNumber(invoiceNumber);
      if (!order) throw new HttpError(404, InvoiceMessages.unknown(invoiceNumber.trim()));
      if (order.status === 'cancelled')
        throw new HttpError(409, InvoiceMessages.cancelled(order.invoiceNumber!));
      const settled = await deps.fulfilment.settle(order.id, now);
      const [after] = await db
        .select({ paidAt: orders.paidAt, email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, order.id));
      const running = await db
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
      return {
        settled,
        invoiceNumber: order.invoiceNumber!,
        orderNumber: order.number,
        paidAt: after?.paidAt ?? null,
        buyerEmail: after?.email ?? '',
        subscriptions: running,
      };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
