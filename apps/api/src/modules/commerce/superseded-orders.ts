import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { SYSTEM_STAFF } from '../activity';
import { issueCreditNote } from './credit-notes.js';
import { queueIntentCancellation } from './intent-cancellation.js';
import { recordInvoiceVoided } from './invoice-void-record.js';
import { invoiceVoidedMail } from './mails.js';
import { OrderEndedReasons } from './payment-window.js';
import { commerceRepository as repository, type NamedOrderLine } from './repository.js';

const namesOf = (lines: NamedOrderLine[]) => lines.map((line) => line.reportTypeName).join(', ');

/**
 * The organisation's other purchases awaiting payment for any of a paid order's report types are cancelled with it,
 * in its transaction (issue 39): their intents at the provider, through the job queue; an invoice is voided, on the
 * audit log as the system's, and its buyer told that nothing is owed on it. None of them can then buy those types a
 * second time.
 */
export async function cancelSupersededOrders(
  deps: { jobs: JobQueue; mail: MailQueue },
  tx: Db,
  paid: { order: OrderRow; lines: NamedOrderLine[] },
  now: Date,
): Promise<void> {
  const paidTypeIds = new Set(paid.lines.map((line) => line.reportTypeId));
  const others = {
    tenantId: paid.order.tenantId,
    exceptOrderId: paid.order.id,
    reportTypeIds: [...paidTypeIds],
  };
  const reason = OrderEndedReasons.superseded(paid.order.number, namesOf(paid.lines));
  for (const cancelled of await repository.cancelOpenPurchasesFor(tx, others, reason, now)) {
    await queueIntentCancellation(deps.jobs, tx, cancelled);
    if (cancelled.invoiceNumber === null) continue;
    await recordInvoiceVoided(
      tx,
      { ...cancelled, status: 'pending' },
      { staff: SYSTEM_STAFF, reason, at: now },
    );
    if (cancelled.totalCents > 0)
      await issueCreditNote(tx, deps.jobs, {
        order: cancelled,
        reason: 'void',
        amountCents: cancelled.totalCents,
        at: now,
      });
    const buyer = await repository.buyer(tx, cancelled.userId);
    if (!buyer) continue;
    const lines = await repository.orderLines(tx, cancelled.id);
    await deps.mail(
      tx,
      invoiceVoidedMail({
        to: buyer.email,
        firstName: buyer.firstName,
        invoiceNumber: cancelled.invoiceNumber,
        paidOrderNumber: paid.order.number,
        paidTypeNames: namesOf(lines.filter((line) => paidTypeIds.has(line.reportTypeId))),
        otherTypeNames: namesOf(lines.filter((line) => !paidTypeIds.has(line.reportTypeId))),
      }),
    );
  }
}
