import { BillingTerms, formatLongDate, PaymentMessages, type PayByInvoiceRequest } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { OrderRow } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { addDays } from 'date-fns';
import type { Fulfilment } from './fulfilment.js';
import {
  createInvoiceDocuments,
  dueDateOf,
  invoiceFileKey,
  mailRecipients,
  recipientOf,
  type InvoiceReader,
} from './invoice-documents.js';
import { renderInvoicePdf, type InvoiceLine } from './invoice-pdf.js';
import { createCreditNoteDocuments } from './credit-notes.js';
import { createInvoiceStaffActions } from './invoice-staff-actions.js';
import { queueLateFee } from './late-fee-job.js';
import { invoiceMail } from './mails.js';
import type { OrderService } from './orders.js';
import { commerceRepository as repository } from './repository.js';

/** An invoice issued at checkout: its number and due date. */
export interface IssuedInvoice {
  invoiceNumber: string;
  dueAt: Date;
}

/**
 * Paying by invoice (SPEC §7 reports/pay/by/invoice/, DESIGN §4 Invoice): the cart is priced on the server and
 * becomes a pending order with an invoice number, due in 30 days; the ordered lines leave the cart and the code is
 * held until the invoice is paid or voided (an invoice may be paid late: SPEC's terms charge a late fee); the invoice
 * is kept as a PDF and mailed. Access starts only when the invoice is marked paid, through fulfilment like any other
 * payment. Its documents are invoice-documents.ts's, staff's actions invoice-staff-actions.ts's.
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
  const documents = createInvoiceDocuments({ db, files });
  const creditNotes = createCreditNoteDocuments({ db, unitOfWork, jobs: deps.jobs, files, documents });

  /**
   * Issues the invoice of an order placed in `tx` with its invoice number and due date: the PDF of `lines` is kept
   * in the file store before the order commits (so an order never lacks its invoice; the caller removes the file of
   * an order rolled back, whose number the next invoice takes) and queued to be mailed to the buyer, and to the
   * billing address when it is another; its late-fee check is queued at its date + 60 days (issue 17). A mail server that is down delays the mail, never the order.
   */
  async function issue(
    tx: Db,
    order: OrderRow,
    lines: InvoiceLine[],
    couponCode: string | null = null,
  ): Promise<string> {
    const invoiceNumber = order.invoiceNumber!;
    const dueAt = dueDateOf(order);
    const buyer = await documents.buyerOf(tx, order.userId);
    const pdf = await renderInvoicePdf({
      invoiceNumber,
      orderNumber: order.number,
      issuedAt: order.createdAt,
      dueAt,
      billTo: recipientOf(order, buyer),
      lines,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      tax: order.tax,
      totalCents: order.totalCents,
      couponCode,
      poNumber: order.poNumber,
    });
    const key = invoiceFileKey(invoiceNumber);
    await files.put(key, pdf);
    await queueLateFee(deps.jobs, tx, order);
    await mail(
      tx,
      invoiceMail({
        to: mailRecipients(order, buyer),
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

  return {
    issue,

    /**
     * Places the order and issues its invoice in one transaction: the PDF is kept in the file store and queued to
     * be mailed to the buyer (and the billing address), so a mail server that is down delays the mail, never the
     * order.
     */
    async payByInvoice(identity: ClientIdentity, request: PayByInvoiceRequest): Promise<IssuedInvoice> {
      const quote = await orders.quote(identity, {
        cartIds: request.cart,
        discountDollars: request.discount_price,
        method: 'invoice',
        country: request.billing?.country,
      });
      const issuedAt = clock.now();
      const dueAt = addDays(issuedAt, BillingTerms.invoiceDueDays);
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
                  row.id === line.id &&
                  row.reportTypeId === line.reportTypeId &&
                  row.reportId === line.reportId &&
                  row.tier === line.tier &&
                  row.quantity === line.quantity,
              ),
            );
          if (!unchanged) throw new ConflictError(PaymentMessages.cartChanged);
          await repository.forgetCoupon(tx, identity.userId);

          const placed = await orders.place(tx, identity, quote, 'invoice', {
            billing,
            poNumber: request.po_number,
            invoiceDueAt: dueAt,
          });
          // A file left by an order rolled back is removed below.
          storedKey = invoiceFileKey(placed.invoiceNumber!);
          await issue(tx, placed, quote.lines, quote.coupon?.code ?? null);
          return placed;
        });
        log.info({ order: order.number, invoice: order.invoiceNumber }, 'invoice issued');
        return { invoiceNumber: order.invoiceNumber!, dueAt };
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

    /** An issued invoice's PDF, for those who may read it (invoice-documents.ts). */
    pdf: (reader: InvoiceReader, invoiceNumber: string) => documents.pdf(reader, invoiceNumber),
    /** An issued invoice as an EN 16931 e-invoice, for those who may read its PDF (invoice-documents.ts). */
    eInvoice: (reader: InvoiceReader, invoiceNumber: string) => documents.eInvoice(reader, invoiceNumber),
    /** A paid order's receipt, for those who may read its invoice (invoice-documents.ts). */
    receipt: (reader: InvoiceReader, orderNumber: string) => documents.receipt(reader, orderNumber),
    /** Credit notes: listed, and their PDFs for those who may read the invoice they correct (credit-notes.ts). */
    creditNotes,
    ...createInvoiceStaffActions({ ...deps, documents }),
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
