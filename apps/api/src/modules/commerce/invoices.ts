import {
  BillingTerms,
  formatLongDate,
  InvoiceLookupMessages,
  InvoiceNumberSchema,
  type InvoiceResponse,
  OrderNumberSchema,
  type PayByInvoiceRequest,
  PaymentMessages,
  ReceiptLookupMessages,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { OrderRow } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { recordStaffAction, type Staff } from '../activity';
import { seesOrderBilling } from '../team';
import type { Fulfilment } from './fulfilment.js';
import {
  invoiceFileName,
  receiptFileName,
  renderInvoicePdf,
  renderReceiptPdf,
  type BilledOrder,
  type InvoiceLine,
  type InvoiceRecipient,
} from './invoice-pdf.js';
import { queueLateFee } from './late-fee-job.js';
import { recordInvoiceVoided } from './invoice-void-record.js';
import { invoiceMail } from './mails.js';
import type { OrderService } from './orders.js';
import { orderTenant } from './admin-orders-repository.js';
import { commerceRepository as repository } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const InvoiceMessages = {
  /** DESIGN §4 deviation: the result page's 'Invoice send successfully', spelt right. */
  sent: 'Invoice sent successfully',
  unknown: (invoiceNumber: string) => `There is no invoice ${invoiceNumber}.`,
  cancelled: (invoiceNumber: string) => `Invoice ${invoiceNumber} was cancelled and cannot be paid.`,
  notAwaiting: (invoiceNumber: string, status: string) =>
    `Invoice ${invoiceNumber}'s order is ${status}; only an invoice awaiting payment is sent again.`,
  paidCannotVoid: (invoiceNumber: string) =>
    `Invoice ${invoiceNumber} is paid and cannot be voided; its subscriptions have started.`,
  /** Issue 17: finance waives a late fee by voiding its invoice, and says why. */
  lateFeeReason: 'Please give a reason to waive the late fee.',
} as const;

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

/** What voiding an invoice did: `voided` is false when it was voided before (nothing changed). */
export interface VoidResult {
  voided: boolean;
  invoiceNumber: string;
  orderNumber: string;
}

/** Where an invoice's PDF is kept in the file store, and attached to its mail from. */
export const invoiceFileKey = (invoiceNumber: string) => `invoices/${invoiceFileName(invoiceNumber)}`;

/** Who asks for an invoice: the firm's staff, or a client (by their user and organisation). */
export interface InvoiceReader {
  userType: 'admin' | 'client';
  userId: string;
  tenantId: string | null;
}

type Buyer = NonNullable<Awaited<ReturnType<typeof repository.buyer>>>;

/** The calendar date (UTC) of an instant, as the API answers dates: 2026-07-14. */
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The billing details given at checkout, else the organisation and the buyer. */
function recipientOf(billing: PayByInvoiceRequest['billing'] | null, buyer: Buyer): InvoiceRecipient {
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
 * Paying by invoice (SPEC §7 reports/pay/by/invoice/, DESIGN §4 Invoice): the cart is priced on the server and
 * becomes a pending order with an invoice number, due in 30 days; the ordered lines leave the cart and the code is
 * held until the invoice is paid or voided (an invoice may be paid late: SPEC's terms charge a late fee); the invoice is kept as a PDF and mailed. Access starts only when
 * the invoice is marked paid, through fulfilment like any other payment.
 */
export function createInvoiceService(deps: {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  mail: MailQueue;
  /** Where an issued invoice's late-fee check is queued. */
  jobs: JobQueue;
  orders: OrderService;
  fulfilment: Fulfilment;
  /** Where issued invoices are kept, to be fetched again and attached to their mail. */
  files: FileStore;
  /** Where a waived late fee is announced. */
  events: DomainEvents;
  log: Log;
}) {
  const { db, clock, unitOfWork, mail, orders, files, log } = deps;

  async function buyerOf(tx: Db, userId: string): Promise<Buyer> {
    const buyer = await repository.buyer(tx, userId);
    if (!buyer) throw new Error(`no client user ${userId}`);
    return buyer;
  }

  /**
   * Draws an issued invoice again from its order, for one issued before invoices were kept: the same lines,
   * totals, code and dates; addressed as at checkout (billing details), else to the organisation as it is now.
   */
  async function redraw(order: OrderRow): Promise<Uint8Array> {
    return renderInvoicePdf({
      ...(await billedOrder(order)),
      invoiceNumber: order.invoiceNumber!,
      issuedAt: order.createdAt,
      dueAt: order.invoiceDueAt ?? new Date(order.createdAt.getTime() + BillingTerms.invoiceDueDays * DAY_MS),
    });
  }

  /**
   * What an invoice drawn again or a receipt says of the order: its lines, totals and code, addressed as at
   * checkout (billing details), else to the organisation as it is now.
   */
  async function billedOrder(order: OrderRow): Promise<BilledOrder> {
    const couponCode = order.couponId ? await repository.couponCode(db, order.couponId) : undefined;
    return {
      orderNumber: order.number,
      billTo: recipientOf(order.billing, await buyerOf(db, order.userId)),
      lines: await repository.orderLines(db, order.id),
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      couponCode: couponCode ?? null,
    };
  }

  /**
   * Issues the invoice of an order placed in `tx` with its invoice number and due date: the PDF of `lines` is kept
   * in the file store before the order commits (so an order never lacks its invoice; the caller removes the file of
   * an order rolled back, whose number is never issued again) and queued to be mailed to the buyer, and to the
   * billing address when it is another; its late-fee check is queued at its date + 60 days (issue 17). A mail server that is down delays the mail, never the order.
   */
  async function issue(
    tx: Db,
    order: OrderRow,
    lines: InvoiceLine[],
    couponCode: string | null = null,
  ): Promise<string> {
    const invoiceNumber = order.invoiceNumber!;
    const dueAt =
      order.invoiceDueAt ?? new Date(order.createdAt.getTime() + BillingTerms.invoiceDueDays * DAY_MS);
    const buyer = await buyerOf(tx, order.userId);
    const pdf = await renderInvoicePdf({
      invoiceNumber,
      orderNumber: order.number,
      issuedAt: order.createdAt,
      dueAt,
      billTo: recipientOf(order.billing, buyer),
      lines,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      couponCode,
    });
    const key = invoiceFileKey(invoiceNumber);
    await files.put(key, pdf);
    await queueLateFee(deps.jobs, tx, order);
    const recipients = [buyer.email];
    if (order.billing && order.billing.email.toLowerCase() !== buyer.email.toLowerCase())
      recipients.push(order.billing.email);
    await mail(
      tx,
      invoiceMail({
        to: recipients.join(', '),
        firstName: buyer.firstName,
        invoiceNumber,
        orderNumber: order.number,
        dueOn: formatLongDate(dueAt),
        lines,
        totals: order,
        pdfFileKey: key,
      }),
    );
    return key;
  }

  /**
   * Whether the reader may see the order's invoice or receipt: the firm's staff (the route checks their role), or
   * a client who sees the order's billing.
   */
  const mayRead = async (reader: InvoiceReader, order: OrderRow) =>
    reader.userType === 'admin' ||
    (reader.tenantId !== null &&
      (await seesOrderBilling(db, { userId: reader.userId, tenantId: reader.tenantId }, order)));

  /** The order of an invoice number (any case, spaces around ignored), or undefined. */
  const byInvoiceNumber = (invoiceNumber: string) =>
    repository.orderByInvoiceNumber(db, invoiceNumber.trim().toUpperCase());

  return {
    issue,

    /**
     * Places the order and issues its invoice in one transaction: the PDF is kept in the file store and queued to
     * be mailed to the buyer (and the billing address), so a mail server that is down delays the mail, never the
     * order.
     */
    async payByInvoice(identity: ClientIdentity, request: PayByInvoiceRequest): Promise<InvoiceResponse> {
      const quote = await orders.quote(identity, {
        cartIds: request.cart,
        discountDollars: request.discount_price,
        method: 'invoice',
      });
      const issuedAt = clock.now();
      const dueAt = new Date(issuedAt.getTime() + BillingTerms.invoiceDueDays * DAY_MS);
      const billing = request.billing;

      let storedKey: string | undefined;
      try {
        const order = await unitOfWork(async (tx) => {
          // Taking the ordered lines out of the cart first locks them: the same cart sent twice at once waits
          // here, then finds its lines gone (or changed in between) and is refused.
          const taken = await repository.takeCartLines(
            tx,
            identity.userId,
            quote.lines.map((line) => line.id),
          );
          const unchanged =
            taken.length === quote.lines.length &&
            quote.lines.every((line) =>
              taken.some(
                (row) =>
                  row.id === line.id && row.reportTypeId === line.reportTypeId && row.tier === line.tier,
              ),
            );
          if (!unchanged) throw new ConflictError(PaymentMessages.cartChanged);
          await repository.forgetCoupon(tx, identity.userId);

          const placed = await orders.place(tx, identity, quote, 'invoice', { billing, invoiceDueAt: dueAt });
          // A file left by an order rolled back is removed below.
          storedKey = invoiceFileKey(placed.invoiceNumber!);
          await issue(tx, placed, quote.lines, quote.coupon?.code ?? null);
          return placed;
        });
        log.info({ order: order.number, invoice: order.invoiceNumber }, 'invoice issued');
        return {
          status: true,
          message: InvoiceMessages.sent,
          invoice_number: order.invoiceNumber!,
          due_date: isoDate(dueAt),
        };
      } catch (error) {
        if (storedKey)
          await files
            .remove(storedKey)
            .catch((removal: unknown) =>
              log.error({ err: removal }, 'invoice file of a discarded order left'),
            );
        throw error;
      }
    },

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
      if (!order || !(await mayRead(reader, order))) throw new NotFoundError(InvoiceLookupMessages.notFound);
      const fileName = invoiceFileName(order.invoiceNumber!);
      const key = invoiceFileKey(order.invoiceNumber!);
      if (await files.exists(key)) return { fileName, bytes: await files.get(key) };
      const bytes = await redraw(order);
      await files.put(key, bytes);
      return { fileName, bytes };
    },

    /**
     * The receipt of a paid order that has no invoice (paid by card or US bank account), for whoever may read its
     * invoice were it invoiced. Drawn on demand from the order, never kept. An order that is not paid, an invoiced
     * one, another organisation's, an unknown number and a malformed one are all 404, alike.
     */
    async receipt(
      reader: InvoiceReader,
      orderNumber: string,
    ): Promise<{ fileName: string; bytes: Uint8Array }> {
      const number = OrderNumberSchema.safeParse(orderNumber);
      const order = number.success ? await repository.orderByNumber(db, number.data) : undefined;
      if (
        !order ||
        order.status !== 'paid' ||
        !order.paidAt ||
        order.invoiceNumber !== null ||
        order.method === 'invoice' ||
        !(await mayRead(reader, order))
      )
        throw new NotFoundError(ReceiptLookupMessages.notFound);
      const bytes = await renderReceiptPdf({
        ...(await billedOrder(order)),
        paidAt: order.paidAt,
        method: order.method,
      });
      return { fileName: receiptFileName(order.number), bytes };
    },

    /**
     * The invoice was paid: its order is settled like any payment (subscriptions for a year, receipt), in one
     * transaction. Marking a paid invoice again changes nothing and says so.
     */
    async markPaid(invoiceNumber: string, by: Staff, reason: string | null = null): Promise<MarkPaidResult> {
      const order = await byInvoiceNumber(invoiceNumber);
      if (!order) throw new NotFoundError(InvoiceMessages.unknown(invoiceNumber.trim()));
      // Checked under the order's lock: an invoice voided at the same moment is not paid. The audit record commits
      // with the settlement, or neither does.
      const settled = await unitOfWork(async (tx) => {
        let before: OrderRow['status'] = order.status;
        const done = await deps.fulfilment.settle(tx, order.id, {
          check: (locked) => {
            before = locked.status;
            if (locked.status === 'cancelled' || locked.status === 'refunded')
              throw new ConflictError(InvoiceMessages.cancelled(order.invoiceNumber!));
          },
        });
        if (done)
          await recordStaffAction(tx, {
            staff: by,
            action: 'invoice_marked_paid',
            target: { type: 'order', id: order.number },
            tenant: await orderTenant(tx, order.tenantId),
            before: { status: before },
            after: { status: 'paid', invoice_number: order.invoiceNumber },
            reason,
            at: clock.now(),
          });
        return done;
      });
      const after = await repository.orderById(db, order.id);
      const buyer = await repository.buyer(db, order.userId);
      return {
        settled,
        invoiceNumber: order.invoiceNumber!,
        orderNumber: order.number,
        paidAt: after?.paidAt ?? null,
        buyerEmail: buyer?.email ?? '',
        subscriptions: await repository.subscriptionsOfOrder(db, order),
      };
    },

    /**
     * Sends an invoice awaiting payment again (to the buyer, and the billing address when it is another), its kept
     * PDF attached: the mail is queued in the transaction of its audit record, so it leaves once both commit.
     */
    async resend(invoiceNumber: string, by: Staff, reason: string | null = null): Promise<{ to: string }> {
      const order = await byInvoiceNumber(invoiceNumber);
      if (!order) throw new NotFoundError(InvoiceMessages.unknown(invoiceNumber.trim()));
      if (order.status !== 'pending')
        throw new ConflictError(InvoiceMessages.notAwaiting(order.invoiceNumber!, order.status));
      const key = invoiceFileKey(order.invoiceNumber!);
      if (!(await files.exists(key))) await files.put(key, await redraw(order));
      return unitOfWork(async (tx) => {
        const buyer = await buyerOf(tx, order.userId);
        const recipients = [buyer.email];
        if (order.billing && order.billing.email.toLowerCase() !== buyer.email.toLowerCase())
          recipients.push(order.billing.email);
        const to = recipients.join(', ');
        const dueAt =
          order.invoiceDueAt ?? new Date(order.createdAt.getTime() + BillingTerms.invoiceDueDays * DAY_MS);
        await mail(
          tx,
          invoiceMail({
            to,
            firstName: buyer.firstName,
            invoiceNumber: order.invoiceNumber!,
            orderNumber: order.number,
            dueOn: formatLongDate(dueAt),
            lines: await repository.orderLines(tx, order.id),
            totals: order,
            pdfFileKey: key,
          }),
        );
        await recordStaffAction(tx, {
          staff: by,
          action: 'invoice_resent',
          target: { type: 'order', id: order.number },
          tenant: await orderTenant(tx, order.tenantId),
          before: null,
          after: { to },
          reason,
          at: clock.now(),
        });
        return { to };
      });
    },

    /**
     * The invoice will not be paid: its order is cancelled and its promo code released for others. A paid invoice
     * cannot be voided; voiding one again changes nothing and says so. Voiding a late fee's invoice waives the fee
     * (issue 17): it needs a reason, and the audit log and the subscription's timeline say it was waived.
     */
    async voidInvoice(invoiceNumber: string, by: Staff, reason: string | null = null): Promise<VoidResult> {
      const order = await byInvoiceNumber(invoiceNumber);
      if (!order) throw new NotFoundError(InvoiceMessages.unknown(invoiceNumber.trim()));
      const which = { invoiceNumber: order.invoiceNumber!, orderNumber: order.number };
      if (order.status === 'cancelled') return { voided: false, ...which };
      const lateFee = order.kind === 'late_fee';
      if (lateFee && !reason?.trim())
        throw new InvalidInputError(InvoiceMessages.lateFeeReason, {
          reason: [InvoiceMessages.lateFeeReason],
        });
      await unitOfWork(async (tx) => {
        const at = clock.now();
        // Only an invoice awaiting payment is cancelled: one paid before, or in between, is refused.
        if (!(await repository.voidInvoice(tx, order.id, at)))
          throw new ConflictError(InvoiceMessages.paidCannotVoid(order.invoiceNumber!));
        await recordInvoiceVoided(tx, order, {
          staff: by,
          action: lateFee ? 'late_fee_waived' : 'invoice_voided',
          reason,
          at,
        });
        if (lateFee) await deps.events.publish(tx, 'commerce.late-fee-waived', { fee: order, staff: by, at });
      });
      log.info({ order: order.number, invoice: order.invoiceNumber }, 'invoice voided');
      return { voided: true, ...which };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
