import {
  correctedDocument,
  AdminOrderMessages,
  dollarsToCents,
  PartialCreditMessages,
  type AdminOrderCredit,
  type CreditNoteReason,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, InvalidInputError, PaymentFailedError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { PaymentProvider } from '../../platform/payments/types.js';
import { recordStaffAction, type Staff } from '../activity';
import { orderTenant } from './admin-orders-repository.js';
import { creditNotesRepository } from './credit-notes-repository.js';
import { issueCreditNote } from './credit-notes.js';
import { refundAtProvider } from './provider-refund.js';
import { commerceRepository as repository } from './repository.js';

/** The order a credit note for part of it is asked for, as the back office read it. */
export interface CreditedOrder {
  id: string;
  number: string;
  tenantId: string;
  status: string;
  method: string;
  totalCents: number;
  invoiceNumber: string | null;
  provider: string | null;
  paymentIntentId: string | null;
}

const refused = (message: string) => new InvalidInputError(message, { amount: [message] });

/**
 * Credit notes for part of a paid order (issue 46), issued by finance or an admin: a partial refund (a card payment
 * refunded through its provider; a bank transfer or invoice recorded as paid back by the firm) or a price correction
 * (credited, no money moves). A credit note never gives back more than the order's earlier credit notes leave; the
 * order stays paid and its access runs on (a refund in full is the refund action, which may end it).
 */
export function createOrderCredits(deps: {
  unitOfWork: UnitOfWork;
  db: Db;
  clock: Clock;
  providers: Partial<Record<'stripe' | 'sandbox', PaymentProvider>>;
  jobs: JobQueue;
  log: Log;
}) {
  const { unitOfWork, db, clock, providers, jobs, log } = deps;

  /** What is left to credit on the order after its credit notes; refused when `amountCents` is more. */
  async function leftToCredit(tx: Db, order: CreditedOrder, amountCents: number) {
    const credited = await creditNotesRepository.creditedCents(tx, order.id);
    const left = order.totalCents - credited;
    if (amountCents > left)
      throw refused(PartialCreditMessages.overRemaining(Math.max(left, 0), correctedDocument(order)));
    return credited;
  }

  /** Gives a card payment's part back at its provider, keyed by what was credited before, so a retry is the same refund. */
  async function refundPart(order: CreditedOrder, amountCents: number, creditedBefore: number) {
    const provider = order.provider ? providers[order.provider as 'stripe' | 'sandbox'] : undefined;
    if (!order.paymentIntentId || !provider)
      throw new ConflictError(AdminOrderMessages.noIntent(order.number));
    const key = `part-${creditedBefore}-${amountCents}`;
    const refund = await refundAtProvider(provider, order.paymentIntentId, amountCents, key).catch(
      (error: unknown) => {
        log.error({ err: error, order: order.number }, 'partial refund failed');
        return null;
      },
    );
    if (!refund) throw new PaymentFailedError(AdminOrderMessages.refundFailed);
    return refund.id;
  }

  return {
    /** Issues the credit note (and, for a card's partial refund, gives the money back first). */
    async creditPart(staff: Staff, order: CreditedOrder, request: AdminOrderCredit): Promise<void> {
      if (order.status !== 'paid')
        throw new ConflictError(PartialCreditMessages.notPaid(order.number, order.status));
      const amountCents = dollarsToCents(request.amount);
      const creditedBefore = await leftToCredit(db, order, amountCents);
      const refundId =
        request.kind === 'refund' && order.method === 'card'
          ? await refundPart(order, amountCents, creditedBefore)
          : null;
      await unitOfWork(async (tx) => {
        const at = clock.now();
        // Two credits at once: the second counts the first's note under the order's lock.
        const locked = await repository.lockOrder(tx, order.id);
        if (locked?.status !== 'paid')
          throw new ConflictError(PartialCreditMessages.notPaid(order.number, locked?.status ?? 'gone'));
        const credited = await leftToCredit(tx, order, amountCents);
        const reason: CreditNoteReason = request.kind;
        const note = await issueCreditNote(tx, jobs, { order, reason, amountCents, at });
        await recordStaffAction(tx, {
          staff,
          action: 'order_credited',
          target: { type: 'order', id: order.number },
          tenant: await orderTenant(tx, order.tenantId),
          before: { credited_cents: credited },
          after: {
            credit_note: note.number,
            kind: request.kind,
            amount_cents: amountCents,
            credited_cents: credited + amountCents,
            ...(refundId ? { refund_id: refundId } : {}),
          },
          reason: request.reason,
          at,
        });
      }).catch((error: unknown) => {
        // The money went back but no credit note says so: the refund id is what a person needs to reconcile.
        if (refundId)
          log.error({ err: error, order: order.number, refund: refundId }, 'partial refund not recorded');
        throw error;
      });
    },

    /** What a refund in full gives back: the total less the order's credit notes (read in `tx` when given). */
    leftOf: async (order: CreditedOrder, tx: Db = db) =>
      order.totalCents - (await creditNotesRepository.creditedCents(tx, order.id)),
  };
}

export type OrderCredits = ReturnType<typeof createOrderCredits>;
