import { createHash, randomBytes } from 'node:crypto';
import {
  CardErrorMessages,
  checkSandboxCard,
  SANDBOX_CARDS,
  sandboxCardOutcome,
  type SandboxConfirmRequest,
  type SandboxConfirmResponse,
} from '@firm/domain';
import type { Clock } from '../clock.js';
import type { Db } from '../database/database.js';
import { sandboxIntentRepository as repository } from './sandbox-repository.js';
import {
  PaymentProviderError,
  type PaymentEvent,
  type PaymentProvider,
  type SavedPaymentMethod,
} from './types.js';

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
    tx: Db,
    request: SandboxConfirmRequest,
  ): Promise<{ answer: SandboxConfirmResponse; event: PaymentEvent | null }>;
  /** The sandbox bank settles an order's processing transfer: its intent succeeds, as Stripe's would. */
  settleTransfer(tx: Db, orderId: string): Promise<void>;
}

/** What confirming a cancelled intent answers (Stripe answers payment_intent_unexpected_state). */
export const CANCELED_MESSAGE = 'This payment was cancelled. Please place your order again.';

/**
 * The sandbox's answer to a confirmation it does not carry out, as Stripe answers one: nothing is charged, and the
 * intent waits for another payment method.
 */
export const notConfirmed = (error: { code: string; message: string }): SandboxConfirmResponse => ({
  status: 'requires_payment_method',
  error,
});

/** What confirming an intent nobody (or somebody else) made answers, as Stripe's resource_missing. */
export const NO_SUCH_INTENT = notConfirmed({ code: 'resource_missing', message: 'No such payment intent.' });

const token = () => randomBytes(12).toString('hex');
/** An intent's id part for an idempotency key: the same key, the same intent. */
const keyed = (idempotencyKey: string) =>
  createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24);

/**
 * The built-in sandbox payment provider (DESIGN §4), used without Stripe keys: intents live in the database, the
 * browser confirms them through POST /api/payments/sandbox/confirm/, and the outcome is the event Stripe would send.
 * Confirming and settling take the caller's transaction (`tx`), so an intent's new status commits with the
 * order's fulfilment or not at all: otherwise a failed fulfilment would leave an intent that succeeded for an
 * order that is not paid, and confirming again would change nothing.
 */
export function createSandboxProvider({ db, clock }: { db: Db; clock: Clock }): SandboxProvider {
  return {
    name: 'sandbox',
    publishableKey: null,
    /** As Stripe's: the same key answers the same intent, also when asked twice at once. */
    async createIntent(input) {
      const id = `pi_sandbox_${keyed(input.idempotencyKey)}`;
      const now = clock.now();
      const intent = await repository.insertOnce(db, {
        id,
        clientSecret: `${id}_secret_${token()}`,
        amountCents: input.amountCents,
        currency: input.currency,
        method: input.method,
        status: 'requires_payment_method',
        orderId: input.orderId,
        createdAt: now,
        updatedAt: now,
      });
      return { id: intent.id, clientSecret: intent.clientSecret };
    },

    cancelIntent: (intentId) => repository.cancel(db, intentId, clock.now()),

    /**
     * Charges a card saved by `sandboxSavedCard` (declined for the card 4000 0000 0000 0341, paid otherwise) or
     * debits a saved bank account (processing, settled later like a transfer). The intent is kept like any other;
     * the same key answers the same intent.
     */
    async chargeOffSession(input) {
      const id = `pi_sandbox_off_${keyed(input.idempotencyKey)}`;
      const answer = (intent: {
        id: string;
        clientSecret: string;
        status: string;
        lastError: string | null;
      }) => ({
        intentId: intent.id,
        clientSecret: intent.clientSecret,
        status:
          intent.status === 'succeeded'
            ? ('succeeded' as const)
            : intent.status === 'processing'
              ? ('processing' as const)
              : ('failed' as const),
        message: intent.lastError ?? undefined,
      });
      const declined =
        input.method === 'card' &&
        input.paymentMethodId === `pm_sandbox_${SANDBOX_CARDS.failsOffSession.slice(-4)}`;
      const now = clock.now();
      const intent = {
        id,
        clientSecret: `${id}_secret_${token()}`,
        amountCents: input.amountCents,
        currency: input.currency,
        method: input.method,
        status: declined
          ? ('requires_payment_method' as const)
          : input.method === 'card'
            ? ('succeeded' as const)
            : ('processing' as const),
        orderId: input.orderId,
        lastError: declined ? CardErrorMessages.declined : null,
        createdAt: now,
        updatedAt: now,
      };
      // The same key asked again (or twice at once) answers the intent it made.
      return answer(await repository.insertOnce(db, intent));
    },

    /**
     * The sandbox refunds a succeeded intent's payment of at most its amount; the refund id is derived from the
     * intent and the refund's key, so refunding it again answers the same refund (as Stripe's idempotency key does).
     */
    async refund(paymentIntentId, amountCents, refundKey) {
      const intent = await repository.byId(db, paymentIntentId);
      if (!intent || intent.status !== 'succeeded' || amountCents <= 0 || amountCents > intent.amountCents)
        throw new PaymentProviderError(
          `The sandbox cannot refund ${amountCents} cents of ${paymentIntentId}.`,
        );
      return { id: refundIdOf(paymentIntentId, refundKey) };
    },

    /**
     * The sandbox keeps no refunds: a succeeded intent's refund is its derived id (refunding it never answers
     * 'already refunded', so this is asked only by callers that were told so).
     */
    async existingRefund(paymentIntentId) {
      const intent = await repository.byId(db, paymentIntentId);
      return intent?.status === 'succeeded' ? { id: refundIdOf(paymentIntentId) } : null;
    },

    intentOf: (clientSecret) => repository.byClientSecret(db, clientSecret),

    settleTransfer: (tx, orderId) => repository.succeedProcessing(tx, orderId, clock.now()),

    async confirm(tx, request) {
      const intent = await repository.lockByClientSecret(tx, request.client_secret);
      if (!intent) {
        return { answer: NO_SUCH_INTENT, event: null };
      }
      // Confirming again after success or while settling changes nothing, as with Stripe.
      if (intent.status === 'succeeded' || intent.status === 'processing')
        return { answer: { status: intent.status }, event: null };
      if (intent.status === 'canceled') {
        return {
          answer: notConfirmed({ code: 'payment_intent_unexpected_state', message: CANCELED_MESSAGE }),
          event: null,
        };
      }
      if (request.method !== intent.method) {
        return {
          answer: notConfirmed({
            code: 'payment_method_type_mismatch',
            message: 'This payment was started for another payment method.',
          }),
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
      await repository.setStatus(tx, intent.id, { status, lastError: error?.message ?? null }, clock.now());
      const event: PaymentEvent = {
        id: `evt_sandbox_${token()}`,
        type: error ? 'failed' : status === 'succeeded' ? 'succeeded' : 'processing',
        intentId: intent.id,
        message: error?.message,
        saved:
          !error && request.method === 'card'
            ? savedMethodOf(sandboxSavedCard(request.card.number))
            : undefined,
      };
      return { answer: error ? { status, error } : { status }, event };
    },
  };
}

/**
 * The card the sandbox saves at a card purchase for renewals (issue 17), as Stripe saves a PaymentMethod with
 * `setup_future_usage=off_session`: its id names the card's last four digits, which decide how an off-session
 * charge goes (4000 0000 0000 0341 is saved, then declined, as Stripe's test card is).
 */
export function sandboxSavedCard(cardNumber: string) {
  const digits = cardNumber.replace(/\D/g, '');
  const last4 = digits.slice(-4);
  const brand = digits.startsWith('4')
    ? 'Visa'
    : digits.startsWith('5')
      ? 'Mastercard'
      : digits.startsWith('3')
        ? 'American Express'
        : 'Card';
  return {
    paymentProvider: 'sandbox' as const,
    providerPaymentMethodId: `pm_sandbox_${last4}`,
    paymentLabel: `${brand} •••• ${last4}`,
  };
}

/** A sandbox saved card as any provider's saved method. */
function savedMethodOf(card: ReturnType<typeof sandboxSavedCard>): SavedPaymentMethod {
  return {
    provider: 'sandbox',
    method: 'card',
    customerId: null,
    paymentMethodId: card.providerPaymentMethodId,
    label: card.paymentLabel,
  };
}

/** The bank account the sandbox saves at a settled bank purchase, debited off-session at renewal (processing). */
export const SANDBOX_SAVED_ACCOUNT: SavedPaymentMethod = {
  provider: 'sandbox',
  method: 'us_bank_account',
  customerId: null,
  paymentMethodId: 'pm_sandbox_bank',
  label: 'US bank account',
};

/** The sandbox's refund of an intent (and a part's key): derived from them, so refunding again answers the same. */
function refundIdOf(paymentIntentId: string, refundKey?: string) {
  const refund = `re_sandbox_${paymentIntentId.replace(/^pi_sandbox_/, '')}`;
  return refundKey ? `${refund}_${refundKey}` : refund;
}
