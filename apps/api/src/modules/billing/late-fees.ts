import { BillingTerms } from '@firm/domain';
import { addDays } from 'date-fns';
import { lateFeeJob } from '../commerce';
import type { LifecycleDeps } from './lifecycle-context.js';
import { lifecycleRepository as repository } from './lifecycle-repository.js';
import { recordSubscriptionEvent } from './subscription-events.js';

/** The words of a late fee's invoice line. */
export const lateFeeLine = (invoiceNumber: string) => `Late fee for invoice ${invoiceNumber}`;

/**
 * SPEC §9's late fee (issue 17): an invoice still unpaid (neither paid nor voided) 60 days after its date draws a
 * $100 `late_fee` order, invoiced (PDF kept, mailed) and due in 30 days, once per invoice; on a renewal's invoice it
 * is recorded on the subscription's timeline. Paying the fee gives nothing more than its payment.
 */
export function registerLateFees(deps: LifecycleDeps): void {
  deps.jobs.register(lateFeeJob, async ({ orderId }, { now }) => {
    await deps.unitOfWork(async (tx) => {
      const invoice = await repository.lockOrder(tx, orderId);
      if (!invoice || invoice.status !== 'pending' || !invoice.invoiceNumber || invoice.kind === 'late_fee')
        return;
      if (await repository.lateFeeFor(tx, invoice.id)) return;
      const fee = await deps.orders.placeBillingOrder(tx, {
        tenantId: invoice.tenantId,
        userId: invoice.userId,
        kind: 'late_fee',
        method: 'invoice',
        lines: [],
        totalCents: BillingTerms.lateFeeCents,
        feeForOrderId: invoice.id,
        invoiceDueAt: addDays(now, BillingTerms.invoiceDueDays),
        at: now,
      });
      await deps.invoices.issue(tx, { ...fee, billing: invoice.billing }, [
        {
          reportTypeName: lateFeeLine(invoice.invoiceNumber),
          tier: null,
          priceCents: BillingTerms.lateFeeCents,
        },
      ]);
      if (invoice.subscriptionId) {
        const subscription = await repository.lock(tx, invoice.subscriptionId);
        if (subscription)
          await recordSubscriptionEvent(tx, subscription, {
            event: 'late_fee_issued',
            from: subscription.state,
            to: subscription.state,
            at: now,
            detail: { invoice_number: fee.invoiceNumber, for_invoice_number: invoice.invoiceNumber },
          });
      }
    });
  });
}
