import type { SandboxConfirmRequest, SandboxConfirmResponse } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';
import {
  NO_SUCH_INTENT,
  notConfirmed,
  SANDBOX_SAVED_ACCOUNT,
  type SandboxProvider,
} from '../../platform/payments/sandbox.js';
import type { PaymentEvent, PaymentProvider } from '../../platform/payments/types.js';
import { recordStaffAction, type Staff } from '../activity';
import { seesOrderBilling } from '../team';
import { orderTenant } from './admin-orders-repository.js';
import type { Fulfilment } from './fulfilment.js';
import type { OrderService, PaymentRefusal } from './orders.js';
import { commerceRepository as repository } from './repository.js';

/** A sandbox bank transfer settled by `payments:settle`: `settled` is false when it was paid already. */
export interface SettledTransfer {
  number: string;
  totalCents: number;
  buyerEmail: string;
  settled: boolean;
}

/** The sandbox bank answering a transfer, `SANDBOX_BANK_SETTLE_SECONDS` after it was initiated. */
export const sandboxSettleJob = defineJob<{ orderId: string }>('payments.sandbox-settle');

/** Why an order is not a sandbox bank transfer waiting to settle, or null when it is one. */
function notSettling(order: OrderRow): string | null {
  if (order.method !== 'us_bank_account') return `Order ${order.number} is not paid by bank transfer.`;
  if (order.provider !== 'sandbox')
    return `Order ${order.number} is a ${order.provider ?? 'provider'} bank transfer: the provider settles it and tells the server itself.`;
  if (order.status === 'pending') return `Order ${order.number}'s bank transfer has not been initiated yet.`;
  if (order.status !== 'processing') return `Order ${order.number} is ${order.status}, not processing.`;
  return null;
}

/**
 * The sandbox provider's side of payments (DESIGN §4), used without Stripe keys: confirming an intent as Stripe.js
 * would, and its bank settling transfers, by its own job or through `payments:settle`. The payment service's core
 * (payments.ts) gives it how an event is applied and when a payment is refused.
 */
export function createSandboxPayments(deps: {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  jobs: JobQueue;
  orders: OrderService;
  fulfilment: Fulfilment;
  provider: PaymentProvider;
  sandbox: SandboxProvider;
  applyEvent: (tx: Db, event: PaymentEvent, order: OrderRow, now?: Date) => Promise<boolean>;
  refusePayment: (tx: Db, orderId: string) => Promise<PaymentRefusal | null>;
  logHandled: (event: PaymentEvent, order: OrderRow) => void;
}) {
  const {
    db,
    clock,
    unitOfWork,
    jobs,
    orders,
    fulfilment,
    provider,
    sandbox,
    applyEvent,
    refusePayment,
    logHandled,
  } = deps;

  /**
   * The sandbox bank settles the order's processing transfer: the order is fulfilled and the intent succeeds, as of
   * `now` (the job's run time, so `jobs:run --now` decides a renewal as of then), else the clock's.
   */
  function settleSandboxTransfer(orderId: string, by?: Staff, now?: Date): Promise<boolean> {
    return unitOfWork(async (tx) => {
      // Fulfilment first: it locks the order's code, then the order, as every payment does.
      // The sandbox bank saves the account it debited, for renewals (issue 17).
      const settled = await fulfilment.settle(tx, orderId, {
        saved: SANDBOX_SAVED_ACCOUNT,
        now,
        byProvider: true,
      });
      await sandbox.settleTransfer(tx, orderId);
      // Settled by someone (the CLI), not by the sandbox bank's own job: recorded with the settlement.
      if (settled && by) {
        const order = await repository.orderById(tx, orderId);
        await recordStaffAction(tx, {
          staff: by,
          action: 'bank_transfer_settled',
          target: { type: 'order', id: order!.number },
          tenant: await orderTenant(tx, order!.tenantId),
          before: { status: 'processing' },
          after: { status: 'paid' },
          at: clock.now(),
        });
      }
      return settled;
    });
  }

  // Settling an order that is paid already changes nothing, so the job is safe to run twice; should it fail,
  // nothing of it is kept and the queue tries again (or `payments:settle` does).
  jobs.register(sandboxSettleJob, async ({ orderId }, { now }) => {
    await settleSandboxTransfer(orderId, undefined, now);
  });

  return {
    /** The sandbox's stand-in for Stripe.js: confirms the caller's own intent and handles its event at once. */
    async confirmSandbox(
      identity: ClientIdentity,
      request: SandboxConfirmRequest,
    ): Promise<SandboxConfirmResponse> {
      if (provider !== sandbox) throw new NotFoundError('Not found.');
      const intent = await sandbox.intentOf(request.client_secret);
      const order = intent?.orderId ? await orders.byId(intent.orderId) : undefined;
      // Another user's secret is answered as no secret at all. An invoice, a renewal, an upgrade or a late fee, paid
      // from the billing view (issue 17), is the organisation's: whoever sees its billing confirms it.
      const organisations = order && (order.method === 'invoice' || order.kind !== 'purchase');
      if (
        !order ||
        (order.userId !== identity.userId &&
          !(organisations && (await seesOrderBilling(db, identity, order))))
      )
        return NO_SUCH_INTENT;
      // The intent's new status commits with the order's fulfilment or not at all, so a failure leaves the intent
      // as it was and confirming again pays. An order that may not be paid is refused before the card is charged.
      const { answer, event } = await unitOfWork(async (tx) => {
        const refusal = await refusePayment(tx, order.id);
        if (refusal) return { answer: notConfirmed(refusal), event: null };
        const confirmed = await sandbox.confirm(tx, request);
        return {
          answer: confirmed.answer,
          event: confirmed.event && (await applyEvent(tx, confirmed.event, order)) ? confirmed.event : null,
        };
      });
      if (event) logHandled(event, order);
      return answer;
    },

    /**
     * The sandbox bank's answer (DESIGN §4: bank transfers go to processing and settle later; SPEC §9: in 4–5
     * working days): settles the order's processing sandbox bank transfer, or every one, through fulfilment as
     * Stripe's succeeded event would. An order that is not one is refused with the reason.
     */
    async settleSandboxTransfers(by: Staff, orderNumber?: string): Promise<SettledTransfer[]> {
      let settling: OrderRow[];
      if (orderNumber !== undefined) {
        const number = orderNumber.trim().toUpperCase();
        const order = await repository.orderByNumber(db, number);
        if (!order) throw new NotFoundError(`There is no order ${number}.`);
        const alreadyPaid =
          order.status === 'paid' && order.method === 'us_bank_account' && order.provider === 'sandbox';
        const problem = alreadyPaid ? null : notSettling(order);
        if (problem) throw new ConflictError(problem);
        settling = [order];
      } else {
        settling = await repository.processingSandboxTransfers(db);
      }
      const results: SettledTransfer[] = [];
      for (const order of settling) {
        const settled = await settleSandboxTransfer(order.id, by);
        const buyer = await repository.buyer(db, order.userId);
        results.push({
          number: order.number,
          totalCents: order.totalCents,
          buyerEmail: buyer?.email ?? '',
          settled,
        });
      }
      return results;
    },
  };
}
