import { formatLongDate } from '@firm/domain';
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
import { recordStaffAction, type Staff } from '../activity';
import { orderTenant } from './admin-orders-repository.js';
import type { Fulfilment } from './fulfilment.js';
import { dueDateOf, invoiceFileKey, mailRecipients, type InvoiceDocuments } from './invoice-documents.js';
import { issueCreditNote } from './credit-notes.js';
import { recordInvoiceVoided } from './invoice-void-record.js';
import { InvoiceMessages } from './invoice-messages.js';
import { invoiceMail } from './mails.js';
import { commerceRepository as repository } from './repository.js';

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

/**
 * What staff (and the CLI, as the back office does) do with an issued invoice (issues 13, 16, 17): mark it paid,
 * send it again, or void it (a late fee's void waives it). Each change commits with its audit record.
 */
export function createInvoiceStaffActions(deps: {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  mail: MailQueue;
  fulfilment: Fulfilment;
  files: FileStore;
  /** Where a waived late fee is announced. */
  events: DomainEvents;
  log: Log;
  documents: InvoiceDocuments;
  /** Where an issued credit note's document and mail are queued. */
  jobs: JobQueue;
}) {
  const { db, clock, unitOfWork, mail, files, log, documents } = deps;

  /** The order of an invoice number (any case, spaces around ignored), or undefined. */
  const byInvoiceNumber = (invoiceNumber: string) =>
    repository.orderByInvoiceNumber(db, invoiceNumber.trim().toUpperCase());

  return {
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
      if (!(await files.exists(key))) await files.put(key, await documents.redraw(order));
      return unitOfWork(async (tx) => {
        const buyer = await documents.buyerOf(tx, order.userId);
        const to = mailRecipients(order, buyer);
        await mail(
          tx,
          invoiceMail({
            to,
            firstName: buyer.firstName,
            invoiceNumber: order.invoiceNumber!,
            orderNumber: order.number,
            dueOn: formatLongDate(dueDateOf(order)),
            lines: await documents.printedLinesOf(order, tx),
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
        // The issued invoice stays as it was: a credit note for its whole amount cancels it (issue 46).
        if (order.totalCents > 0)
          await issueCreditNote(tx, deps.jobs, { order, reason: 'void', amountCents: order.totalCents, at });
      });
      log.info({ order: order.number, invoice: order.invoiceNumber }, 'invoice voided');
      return { voided: true, ...which };
    },
  };
}
