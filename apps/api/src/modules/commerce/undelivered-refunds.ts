import { issueCreditNote } from './credit-notes.js';
import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import type { PaymentProvider } from '../../platform/payments/types.js';
import { recordStaffAction, SYSTEM_STAFF } from '../activity';
import { adminOrdersRepository, orderTenant } from './admin-orders-repository.js';
import { paymentRefundedMail } from './mails.js';
import { refundAtProvider } from './provider-refund.js';
import { commerceRepository as repository } from './repository.js';

/**
 * A paid order that gives nothing goes back in full through the provider that took it: a purchase for report types
 * its organisation already ran (issue 39, `typeNames`), or an order of another area that could not be delivered
 * (issue 43: a consultation whose time was taken before its payment arrived), with `why` its buyer is told.
 */
export const refundUndeliveredJob = defineJob<{ orderId: string; typeNames?: string; why?: string }>(
  'commerce.refund-undelivered',
);

/** What the order says for staff when a payment arrived for types already running. */
export const undeliveredNote = (typeNames: string) =>
  `Paid after ${typeNames} had started running: nothing was changed, and the payment is refunded.`;

/** Queues the refund of the order's payment in `tx`: it runs once the payment is recorded, and once per order. */
export async function queueUndeliveredRefund(
  jobs: JobQueue,
  tx: Db,
  order: Pick<OrderRow, 'id'>,
  about: { typeNames: string } | { why: string },
): Promise<void> {
  await jobs.enqueue(
    tx,
    refundUndeliveredJob,
    { orderId: order.id, ...about },
    { uniqueKey: `refund-undelivered:${order.id}` },
  );
}

/**
 * Says what refunds an undelivered order: the provider refunds it with an idempotency key (so a run after a failure
 * asks for the same refund), then the order is recorded as refunded, on the audit log as the system's, and its buyer
 * is told. An order refunded already (a second run, or staff first) is left as it is.
 */
export function registerUndeliveredRefunds(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  jobs: JobQueue;
  mail: MailQueue;
  log: Log;
  /** The provider that took a payment, by its name on the order; null when none is configured. */
  providerNamed: (name: string | null) => PaymentProvider | null;
}): void {
  const { db, unitOfWork, jobs, mail, log } = deps;
  jobs.register(refundUndeliveredJob, async ({ orderId, typeNames, why }, { now }) => {
    const order = await repository.orderById(db, orderId);
    if (!order || order.status !== 'paid' || !order.paymentIntentId) return;
    const provider = deps.providerNamed(order.provider);
    if (!provider)
      throw new Error(`No ${order.provider} keys are configured to refund order ${order.number}.`);
    const refund = await refundAtProvider(provider, order.paymentIntentId, order.totalCents);
    if (!refund)
      throw new Error(`Order ${order.number} is refunded at its provider, but no refund is found.`);
    await unitOfWork(async (tx) => {
      const refunded = await adminOrdersRepository.markRefunded(tx, order.id, { id: refund.id, at: now });
      if (!refunded) return;
      await issueCreditNote(tx, jobs, { order, reason: 'refund', amountCents: order.totalCents, at: now });
      await recordStaffAction(tx, {
        staff: SYSTEM_STAFF,
        action: 'payment_refunded',
        target: { type: 'order', id: order.number },
        tenant: await orderTenant(tx, order.tenantId),
        before: { status: 'paid' },
        after: {
          status: 'refunded',
          refund_id: refund.id,
          amount_cents: order.totalCents,
          access_ended: false,
        },
        reason: order.failureMessage,
        at: now,
      });
      const buyer = await repository.buyer(tx, order.userId);
      if (buyer)
        await mail(
          tx,
          paymentRefundedMail({
            to: buyer.email,
            firstName: buyer.firstName,
            number: order.number,
            totalCents: order.totalCents,
            typeNames,
            why,
          }),
        );
    });
    log.info({ order: order.number, refund: refund.id }, 'undelivered order refunded');
  });
}
