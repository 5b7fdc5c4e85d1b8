import {
  correctedDocument,
  AdminOrderMessages,
  PartialCreditMessages,
  type AdminOrderCredit,
  type AdminOrderDetail,
  type AdminOrderRefund,
  type AdminOrderRow,
  type AdminOrdersQuery,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, NotFoundError, PaymentFailedError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { PaymentProvider } from '../../platform/payments/types.js';
import { auditOfSubject, recordStaffAction, type Staff } from '../activity';
import { archivedReports } from '../reports';
import {
  adminOrdersRepository as repository,
  orderTenant,
  type AdminOrderListRow,
} from './admin-orders-repository.js';
import { frozenTaxIdText } from './billing-profiles.js';
import { creditNotesRepository } from './credit-notes-repository.js';
import { issueCreditNote } from './credit-notes.js';
import type { OrderCredits } from './order-credits.js';
import { ordersCsv } from './orders-csv.js';
import { printedTaxLines } from './tax.js';
import type { PrintedOrderLine } from './repository.js';
import { refundAtProvider } from './provider-refund.js';
import type { InvoiceService } from './invoices.js';

/** The report types of an order's lines (its credits have none). */
const typeIdsOf = (items: { reportTypeId: number | null }[]): number[] =>
  items.flatMap((item) => (item.reportTypeId === null ? [] : [item.reportTypeId]));

function rowOf(row: AdminOrderListRow, now: Date, items: readonly PrintedOrderLine[]): AdminOrderRow {
  return {
    number: row.number,
    organisation: row.organisation,
    tenant_id: row.tenantId,
    buyer_email: row.buyerEmail,
    buyer_name: `${row.buyerFirstName} ${row.buyerLastName}`.trim(),
    method: row.method,
    kind: row.kind,
    status: row.status,
    total_cents: row.totalCents,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    invoice_number: row.invoiceNumber,
    invoice_due_at: row.invoiceDueAt?.toISOString() ?? null,
    overdue: row.status === 'pending' && row.invoiceDueAt !== null && row.invoiceDueAt < now,
    items: items.map((item) => ({ name: item.reportTypeName, tier: item.tier })),
  };
}

/**
 * The back office's orders and invoices (issue 16): listed and exported for the accountant, read one by one with
 * their timeline and audit records; an invoice marked paid, sent again or voided through the invoice service the
 * CLI uses, and a paid card order refunded through its payment provider. Every change writes its audit record in
 * its own transaction.
 */
export function createAdminOrders(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  invoices: InvoiceService;
  /** The providers by name: an order is refunded by the one that took its payment. */
  providers: Partial<Record<'stripe' | 'sandbox', PaymentProvider>>;
  /** Where a refund is announced (billing ends the lifecycle of what it ended). */
  events: DomainEvents;
  /** Where a refund's credit note is queued to be drawn and mailed. */
  jobs: JobQueue;
  /** Credit notes for part of an order, and what its credit notes leave for a refund in full. */
  credits: OrderCredits;
  log: Log;
}) {
  const { db, unitOfWork, clock, invoices, providers, events, jobs, credits, log } = deps;

  async function found(number: string) {
    const row = await repository.detail(db, number);
    if (!row) throw new NotFoundError(AdminOrderMessages.notFound);
    return row;
  }

  async function invoiceOf(number: string): Promise<string> {
    const order = await found(number);
    if (order.method !== 'invoice' || !order.invoiceNumber)
      throw new ConflictError(AdminOrderMessages.notInvoice(order.number));
    return order.invoiceNumber;
  }

  /** Rows of the list and the export, each with its lines as printed (read for all of them at once). */
  async function rowsOf(rows: readonly AdminOrderListRow[]): Promise<AdminOrderRow[]> {
    const now = clock.now();
    const items = await repository.itemsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => rowOf(row, now, items.get(row.id) ?? []));
  }

  async function detail(number: string): Promise<AdminOrderDetail> {
    const row = await found(number);
    const [items, audit] = await Promise.all([
      repository.items(db, row.id),
      auditOfSubject(db, { type: 'order', id: row.number }),
    ]);
    const timeline: AdminOrderDetail['timeline'] = [
      { kind: 'placed', at: row.createdAt.toISOString(), note: null },
    ];
    if (row.paidAt) timeline.push({ kind: 'paid', at: row.paidAt.toISOString(), note: null });
    if (row.status === 'failed' || (row.failureMessage && row.status !== 'paid' && row.status !== 'refunded'))
      timeline.push({ kind: 'failed', at: row.updatedAt.toISOString(), note: row.failureMessage });
    if (row.status === 'cancelled')
      timeline.push({ kind: 'cancelled', at: row.updatedAt.toISOString(), note: null });
    if (row.refundedAt)
      timeline.push({ kind: 'refunded', at: row.refundedAt.toISOString(), note: row.refundId });
    timeline.sort((a, b) => a.at.localeCompare(b.at));
    return {
      ...rowOf(row, clock.now(), items),
      items: items.map((item) => ({
        report_type_id: item.reportTypeId,
        report_type_name: item.reportTypeName,
        tier: item.tier,
        price_cents: item.priceCents,
      })),
      subtotal_cents: row.subtotalCents,
      discount_cents: row.discountCents,
      tax: row.tax
        ? {
            cents: row.taxCents,
            lines: printedTaxLines(row.tax).map(([label, cents]) => ({ label, amount_cents: cents })),
            note: row.tax.note,
          }
        : null,
      coupon: row.coupon,
      po_number: row.poNumber,
      credit_notes: await invoices.creditNotes.ofOrder(row.id),
      buyer: {
        id: row.userId,
        name: `${row.buyerFirstName} ${row.buyerLastName}`.trim(),
        email: row.buyerEmail,
      },
      billing: row.billing,
      invoiced_to: row.frozenBuyer
        ? {
            legal_name: row.frozenBuyer.legalName,
            address_lines: row.frozenBuyer.addressLines,
            tax_id: frozenTaxIdText(row.frozenBuyer) ?? null,
            ap_emails: row.frozenBuyer.apEmails,
          }
        : null,
      payment: {
        provider: row.provider,
        intent_id: row.paymentIntentId,
        paid_at: row.paidAt?.toISOString() ?? null,
        refund_id: row.refundId,
        refunded_at: row.refundedAt?.toISOString() ?? null,
        failure_message: row.failureMessage,
      },
      timeline,
      audit,
    };
  }

  return {
    /** A page of orders, filtered, searched and sorted on the server. */
    async list(query: AdminOrdersQuery) {
      const { rows, count } = await repository.list(db, query);
      return { count, page: query.page, page_size: query.page_size, data: await rowsOf(rows) };
    },

    /** Every order the filters match, as CSV for the accountant. */
    async exportCsv(query: AdminOrdersQuery): Promise<string> {
      const rows = await repository.exportRows(db, query);
      const [listed, credited] = await Promise.all([
        rowsOf(rows),
        creditNotesRepository.ofOrders(
          db,
          rows.map((row) => row.id),
        ),
      ]);
      return ordersCsv(
        rows.map((row, index) => ({
          ...listed[index]!,
          subtotal_cents: row.subtotalCents,
          discount_cents: row.discountCents,
          tax_cents: row.taxCents,
          credit_notes: credited.get(row.id)?.numbers ?? [],
          credited_cents: credited.get(row.id)?.cents ?? 0,
        })),
      );
    },

    detail,

    /** The invoice was paid: access starts (the CLI's invoices:mark-paid). Marking it again changes nothing. */
    async markPaid(staff: Staff, number: string, reason: string): Promise<AdminOrderDetail> {
      const invoiceNumber = await invoiceOf(number);
      await invoices.markPaid(invoiceNumber, staff, reason);
      return detail(number);
    },

    /** The invoice will not be paid: its order is cancelled (the CLI's invoices:void). A paid one is refused. */
    async voidInvoice(staff: Staff, number: string, reason: string): Promise<AdminOrderDetail> {
      const invoiceNumber = await invoiceOf(number);
      await invoices.voidInvoice(invoiceNumber, staff, reason);
      return detail(number);
    },

    /** The invoice mailed again, after the audit record commits. */
    async resendInvoice(staff: Staff, number: string, reason: string | null) {
      const invoiceNumber = await invoiceOf(number);
      const { to } = await invoices.resend(invoiceNumber, staff, reason);
      return { to, order: await detail(number) };
    },

    /**
     * Refunds a paid card order in full through the provider that took it, then records it: the order becomes
     * refunded (no longer revenue). With `end_access` its organisation's running subscriptions to the order's report
     * types end now; without, they run to their end. The provider's refund is asked with an idempotency key, so a
     * refund recorded after a failure is the same refund, never a second one.
     */
    async refund(staff: Staff, number: string, request: AdminOrderRefund): Promise<AdminOrderDetail> {
      const order = await found(number);
      if (order.method !== 'card') throw new ConflictError(AdminOrderMessages.notCard(order.number));
      if (order.status !== 'paid')
        throw new ConflictError(AdminOrderMessages.notPaid(order.number, order.status));
      const provider = order.provider ? providers[order.provider as 'stripe' | 'sandbox'] : undefined;
      if (!order.paymentIntentId || !provider)
        throw new ConflictError(AdminOrderMessages.noIntent(order.number));
      if (request.end_access) {
        const items = await repository.items(db, order.id);
        const covered = await repository.accessCoveredElsewhere(db, order, typeIdsOf(items), clock.now());
        const names = items
          .filter((item) => item.reportTypeId !== null && covered.includes(item.reportTypeId))
          .map((i) => i.reportTypeName);
        if (names.length > 0)
          throw new ConflictError(AdminOrderMessages.accessCoveredElsewhere(order.number, names));
      }
      const intentId = order.paymentIntentId;
      // What credit notes for part of it gave back already is not given again.
      const leftCents = await credits.leftOf(order);
      if (leftCents <= 0)
        throw new ConflictError(PartialCreditMessages.overRemaining(0, correctedDocument(order)));
      let refund: { id: string } | null;
      try {
        // Refunded before but never recorded: that refund is recorded.
        refund = await refundAtProvider(provider, intentId, leftCents);
      } catch (error) {
        log.error({ err: error, order: order.number }, 'refund failed');
        throw new PaymentFailedError(AdminOrderMessages.refundFailed);
      }
      if (!refund) {
        log.error({ order: order.number }, 'refund failed: refunded already, but no refund found');
        throw new PaymentFailedError(AdminOrderMessages.refundFailed);
      }
      const { id: refundId } = refund;
      await unitOfWork(async (tx) => {
        const at = clock.now();
        const refunded = await repository.markRefunded(tx, order.id, { id: refundId, at });
        if (!refunded) throw new ConflictError(AdminOrderMessages.notPaid(order.number, 'refunded'));
        // A credit note for part of it issued meanwhile (the row is locked now): what was refunded is more than is
        // left, and a person must reconcile it (logged below with the refund's id).
        if ((await credits.leftOf(order, tx)) !== leftCents)
          throw new ConflictError(PartialCreditMessages.creditedMeanwhile(correctedDocument(order)));
        // The paid invoice or receipt stays as issued: a credit note says what went back (issue 46).
        await issueCreditNote(tx, jobs, { order, reason: 'refund', amountCents: leftCents, at });
        const items = await repository.items(tx, order.id);
        const ended = request.end_access
          ? await repository.runningSubscriptions(tx, order.tenantId, typeIdsOf(items), at)
          : [];
        // Access taken back by the refund: billing ends it, puts it on the lifecycle's timeline and drops its
        // renewal orders. The archived reports it bought alone are taken back whatever `end_access` says: their
        // licence is what was paid for (decision 036).
        await events.publish(tx, 'commerce.order-refunded', { order, ended, staff, at });
        const licencesRevoked = await archivedReports.revokeFor(tx, order.id, at);
        await recordStaffAction(tx, {
          staff,
          action: 'payment_refunded',
          target: { type: 'order', id: order.number },
          tenant: await orderTenant(tx, order.tenantId),
          before: {
            status: 'paid',
            subscriptions: ended.map((row) => ({
              report_type_id: row.reportTypeId,
              ends_at: row.endsAt.toISOString(),
            })),
          },
          after: {
            status: 'refunded',
            refund_id: refundId,
            amount_cents: leftCents,
            access_ended: request.end_access,
            ...(licencesRevoked.length > 0 ? { report_licences_revoked: licencesRevoked } : {}),
          },
          reason: request.reason,
          at,
        });
      }).catch((error: unknown) => {
        // The money went back but the order still says paid: the refund id is what a person needs to reconcile.
        log.error({ err: error, order: order.number, refund: refundId }, 'refund not recorded');
        throw error;
      });
      log.info({ order: order.number, refund: refundId }, 'order refunded');
      return detail(number);
    },

    /** A credit note for part of a paid order: a partial refund or a price correction (order-credits.ts). */
    async credit(staff: Staff, number: string, request: AdminOrderCredit): Promise<AdminOrderDetail> {
      await credits.creditPart(staff, await found(number), request);
      return detail(number);
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
