import { BillingTerms, eInvoiceFileName, InvoiceLookupMessages, ReceiptLookupMessages } from '@firm/domain';
import { addDays } from 'date-fns';
import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import { NotFoundError } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { seesOrderBilling } from '../team';
import { frozenTaxIdText } from './billing-profiles.js';
import { renderEInvoice } from './e-invoice.js';
import {
  invoiceFileName,
  receiptFileName,
  renderInvoicePdf,
  renderReceiptPdf,
  type BilledOrder,
  type InvoiceLine,
  type InvoiceRecipient,
} from './invoice-pdf.js';
import { commerceRepository as repository } from './repository.js';

/** Where an invoice's PDF is kept in the file store, and attached to its mail from. */
export const invoiceFileKey = (invoiceNumber: string) => `invoices/${invoiceFileName(invoiceNumber)}`;

/** Who asks for an invoice: the firm's staff, or a client (by their user and organisation). */
export interface InvoiceReader {
  userType: 'admin' | 'client';
  userId: string;
  tenantId: string | null;
}

export type Buyer = NonNullable<Awaited<ReturnType<typeof repository.buyer>>>;

/** An invoice's due date: the one it was issued with, else the firm's terms from its issue. */
export const dueDateOf = (order: OrderRow): Date =>
  order.invoiceDueAt ?? addDays(order.createdAt, BillingTerms.invoiceDueDays);

/**
 * Whom an invoice is mailed to: the buyer, the billing address given at checkout, and the organisation's
 * accounts-payable addresses frozen on the order (issue 46), each once.
 */
export function mailRecipients(order: OrderRow, buyer: Buyer): string {
  const recipients = new Map<string, string>();
  for (const email of [buyer.email, order.billing?.email, ...(order.buyer?.apEmails ?? [])])
    if (email && !recipients.has(email.toLowerCase())) recipients.set(email.toLowerCase(), email);
  return [...recipients.values()].join(', ');
}

/**
 * Whom the order's invoice or receipt is addressed to: the organisation's billing details frozen on it (issue 46),
 * else the billing details given at checkout, else the organisation and the buyer.
 */
export function recipientOf(order: Pick<OrderRow, 'billing' | 'buyer'>, buyer: Buyer): InvoiceRecipient {
  const { billing } = order;
  if (order.buyer)
    return {
      kind: 'legal',
      legalName: order.buyer.legalName,
      attention: billing?.username ?? `${buyer.firstName} ${buyer.lastName}`,
      addressLines: order.buyer.addressLines,
      taxId: frozenTaxIdText(order.buyer),
    };
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
 * Invoices and receipts as documents (issue 13): an issued invoice's kept PDF (drawn again when it was issued before
 * invoices were kept) and a paid order's receipt, for those who may read them.
 */
export function createInvoiceDocuments({ db, files }: { db: Db; files: FileStore }) {
  async function buyerOf(tx: Db, userId: string): Promise<Buyer> {
    const buyer = await repository.buyer(tx, userId);
    if (!buyer) throw new Error(`no client user ${userId}`);
    return buyer;
  }

  /**
   * The order's lines as printed: its report types and credits, else the one line its description says (a
   * consultation).
   */
  async function printedLinesOf(order: OrderRow, tx: Db = db): Promise<InvoiceLine[]> {
    const lines = await repository.printedLines(tx, order.id);
    if (lines.length > 0 || !order.description) return lines;
    return [{ reportTypeName: order.description, tier: null, priceCents: order.subtotalCents }];
  }

  /** The promo code behind the order's discount, if any. */
  const couponCodeOf = async (order: OrderRow): Promise<string | null> =>
    order.couponId ? ((await repository.couponCode(db, order.couponId)) ?? null) : null;

  /**
   * What an invoice drawn again or a receipt says of the order: its lines, totals and code, addressed as at
   * checkout (billing details), else to the organisation as it is now.
   */
  async function billedOrder(order: OrderRow): Promise<BilledOrder> {
    const couponCode = await couponCodeOf(order);
    return {
      orderNumber: order.number,
      billTo: recipientOf(order, await buyerOf(db, order.userId)),
      lines: await printedLinesOf(order),
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      tax: order.tax,
      totalCents: order.totalCents,
      couponCode,
      poNumber: order.poNumber,
    };
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
      dueAt: dueDateOf(order),
    });
  }

  /**
   * Whether the reader may see the order's invoice or receipt: the firm's staff (the route checks their role), or
   * a client who sees the order's billing.
   */
  const mayRead = async (reader: InvoiceReader, order: OrderRow) =>
    reader.userType === 'admin' ||
    (reader.tenantId !== null &&
      (await seesOrderBilling(db, { userId: reader.userId, tenantId: reader.tenantId }, order)));

  /** The issued invoice, if the reader may see it; another organisation's, unknown and malformed are alike 404. */
  async function readableInvoice(reader: InvoiceReader, invoiceNumber: string): Promise<OrderRow> {
    const order = await repository.orderByInvoiceNumber(db, invoiceNumber);
    if (!order || !(await mayRead(reader, order))) throw new NotFoundError(InvoiceLookupMessages.notFound);
    return order;
  }

  return {
    buyerOf,
    redraw,
    printedLinesOf,
    mayRead,

    /**
     * An issued invoice's PDF, for a client of the invoiced organisation or an admin. Another organisation's
     * invoice, an unknown number and a malformed one are all 404, so numbers cannot be probed. One issued before
     * invoices were kept is drawn again from its order and kept.
     */
    async pdf(
      reader: InvoiceReader,
      invoiceNumber: string,
    ): Promise<{ fileName: string; bytes: Uint8Array }> {
      const order = await readableInvoice(reader, invoiceNumber);
      const fileName = invoiceFileName(order.invoiceNumber!);
      const key = invoiceFileKey(order.invoiceNumber!);
      if (await files.exists(key)) return { fileName, bytes: await files.get(key) };
      const bytes = await redraw(order);
      await files.put(key, bytes);
      return { fileName, bytes };
    },

    /**
     * An issued invoice as an EN 16931 e-invoice (CII XML, e-invoice.ts), for whoever may read its PDF and answered
     * alike (404) to anyone else: written from the order, so it says what the PDF says (the buyer's details as the
     * order froze them).
     */
    async eInvoice(reader: InvoiceReader, invoiceNumber: string): Promise<{ fileName: string; xml: string }> {
      const order = await readableInvoice(reader, invoiceNumber);
      const xml = await renderEInvoice({
        invoiceNumber: order.invoiceNumber!,
        issuedAt: order.createdAt,
        dueAt: dueDateOf(order),
        order,
        buyer: await buyerOf(db, order.userId),
        lines: await printedLinesOf(order),
        couponCode: await couponCodeOf(order),
      });
      return { fileName: eInvoiceFileName(order.invoiceNumber!), xml };
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
      const order = await repository.orderByNumber(db, orderNumber);
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
  };
}

export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>;
