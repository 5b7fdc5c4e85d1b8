import { queueLateFee } from '../commerce';
import type { LifecycleDeps } from './lifecycle-context.js';
import { lifecycleRepository as repository } from './lifecycle-repository.js';
import { registerLateFees } from './late-fees.js';
import { purchasePaidHandler, renewalPaidHandler } from './renewal-payments.js';
import { registerRenewalSteps } from './renewals.js';
import { subscribeToRefunds } from './refunds.js';
import { scheduleNextStep } from './schedule.js';

export type { LifecycleDeps };

/**
 * The time-driven subscription lifecycle (issue 17, docs/decisions/017-subscription-lifecycle.md): the step and
 * reminder jobs, the late fees, and what paid purchases and renewals do to subscriptions.
 */
export function createBillingLifecycle(deps: LifecycleDeps) {
  registerRenewalSteps(deps);
  registerLateFees(deps);
  // What paid orders give the subscriptions (a late fee paid changes nothing else: it is recorded on its order).
  const renewalPaid = renewalPaidHandler(deps);
  deps.events.subscribe('commerce.order-paid', async (tx, { order, now, saved }) => {
    if (order.kind === 'renewal') await renewalPaid(tx, order, now, saved);
  });
  const purchasePaid = purchasePaidHandler(deps);
  deps.events.subscribe('commerce.purchase-paid', async (tx, { order, lines, saved, now }) => {
    const found = await repository.startSubscriptions(tx, order.tenantId, lines, now);
    if (found.length > 0)
      throw new Error(`Order ${order.number} found report types ${found.join(', ')} running.`);
    await purchasePaid(tx, order, saved);
  });
  subscribeToRefunds(deps);

  return {
    /**
     * The start-up pass (server start, `jobs:run`): queues the next step of every subscription not expired, and the
     * late-fee check of every invoice awaiting payment. Idempotent: each is queued once by its unique key.
     */
    async resume(): Promise<{ subscriptions: number; invoices: number }> {
      const running = await repository.running(deps.db);
      for (const subscription of running)
        await deps.unitOfWork((tx) => scheduleNextStep(deps.jobs, tx, subscription));
      const invoices = await repository.pendingInvoices(deps.db);
      await deps.unitOfWork(async (tx) => {
        for (const order of invoices) await queueLateFee(deps.jobs, tx, order);
      });
      return { subscriptions: running.length, invoices: invoices.length };
    },
  };
}

export type BillingLifecycle = ReturnType<typeof createBillingLifecycle>;
