import { randomBytes } from 'node:crypto';
import {
  checkSandboxCard,
  sandboxCardOutcome,
  type SandboxConfirmRequest,
  type SandboxConfirmResponse,
} from '@firm/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../database/database.js';
import { sandboxPaymentIntents } from '../database/schema.js';
import type { PaymentEvent, PaymentProvider } from './types.js';

export interface SandboxProvider extends PaymentProvider {
  name: 'sandbox';
  /** The intent a client secret belongs to, or undefined. */
  intentOf(clientSecret: string): Promise<{ id: string; orderId: string | null } | undefined>;
  /**
   * Confirms an intent as Stripe.js would: a card is checked as Stripe's card element checks it and charged as
   * Stripe's test cards are (4242… pays, 4000…0002 is declined, 4000…9995 has insufficient funds); a bank transfer
   * starts processing. Answers what the browser sees, and the event the provider would send.
   */
  confirm(
    request: SandboxConfirmRequest,
    tx?: Db,
  ): Promise<{ answer: SandboxConfirmResponse; event: PaymentEvent | null }>;
  /** The sandbox bank settles an order's processing transfer: its intent succeeds, as Stripe's would. */
  settleTransfer(orderId: string, tx?: Db): Promise<void>;
}

const token = () => randomBytes(12).toString('hex');

/**
 * The built-in sandbox payment provider (DESIGN §4), used without Stripe keys: intents live in the database, the
 * browser confirms them through POST /api/payments/sandbox/confirm/, and the outcome is the event Stripe would send.
 * Confirming and settling take the caller's transaction (`tx`), so an intent's new status commits with the
 * order's fulfilment or not at all: otherwise a failed fulfilment would leave an intent that succeeded for an
 * order that is not paid, and confirming again would change nothing.
 */
export function createSandboxProvider(db: Db): SandboxProvider {
  return {
    name: 'sandbox',
    publishableKey: null,
    async createIntent(input) {
      const id = `pi_sandbox_${token()}`;
      const clientSecret = `${id}_secret_${token()}`;
      await db.insert(sandboxPaymentIntents).values({
        id,
        clientSecret,
        amountCents: input.amountCents,
        currency: input.currency,
        method: input.method,
        status: 'requires_payment_method',
        orderId: input.orderId,
      });
      return { id, clientSecret };
    },

    async intentOf(clientSecret) {
      const [intent] = await db
        .select({ id: sandboxPaymentIntents.id, orderId: sandboxPaymentIntents.orderId })
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.clientSecret, clientSecret));
      return intent;
    },

    async settleTransfer(orderId, tx = db) {
      await tx
        .update(sandboxPaymentIntents)
        .set({ status: 'succeeded', updatedAt: new Date() })
        .where(
          and(eq(sandboxPaymentIntents.orderId, orderId), eq(sandboxPaymentIntents.status, 'processing')),
        );
    },

    async confirm(request, tx = db) {
      // Locked, so the same intent confirmed twice at once is charged once.
      const [intent] = await tx
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.clientSecret, request.client_secret))
        .for('update');
      if (!intent) {
        return {
          answer: {
            status: 'requires_payment_method',
            error: { code: 'resource_missing', message: 'No such payment intent.' },
          },
          event: null,
        };
      }
      // Confirming again after success or while settling changes nothing, as with Stripe.
      if (intent.status === 'succeeded' || intent.status === 'processing')
        return { answer: { status: intent.status }, event: null };
      if (request.method !== intent.method) {
        return {
          answer: {
            status: 'requires_payment_method',
            error: {
              code: 'payment_method_type_mismatch',
              message: 'This payment was started for another payment method.',
            },
          },
          event: null,
        };
      }

      const error =
        request.method === 'card'
          ? (checkSandboxCard(request.card) ?? sandboxCardOutcome(request.card))
          : null;
      const status = error
        ? 'requires_payment_method'
        : request.method === 'card'
          ? 'succeeded'
          : 'processing';
      await tx
        .update(sandboxPaymentIntents)
        .set({ status, lastError: error?.message ?? null, updatedAt: new Date() })
        .where(eq(sandboxPaymentIntents.id, intent.id));
      const event: PaymentEvent = {
        id: `evt_sandbox_${token()}`,
        type: error ? 'failed' : status === 'succeeded' ? 'succeeded' : 'processing',
        intentId: intent.id,
        message: error?.message,
      };
      return { answer: error ? { status, error } : { status }, event };
    },
  };
}
