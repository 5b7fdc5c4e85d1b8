import type { IntentMethod } from '@firm/domain';

export interface CreateIntentInput {
  amountCents: number;
  currency: 'usd';
  method: IntentMethod;
  orderId: string;
  orderNumber: string;
  /** The same key asks for the same intent again, never a second one. */
  idempotencyKey: string;
  /** The provider's customer of the organisation (Stripe): the method paid with is saved to it for renewals. */
  customerId?: string | null | undefined;
}

/**
 * A charge without the client at hand (issue 17: a renewal, an upgrade) on the payment method saved at purchase.
 * The same key asks for the same charge again, never a second one.
 */
export interface OffSessionChargeInput {
  amountCents: number;
  currency: 'usd';
  method: IntentMethod;
  /** The provider's customer the method is saved to (Stripe); null for the sandbox. */
  customerId: string | null;
  paymentMethodId: string;
  orderId: string;
  orderNumber: string;
  idempotencyKey: string;
}

/** How an off-session charge went at once: a card succeeds or fails, a bank debit is processing. */
export interface OffSessionCharge {
  intentId: string;
  clientSecret: string;
  status: 'succeeded' | 'processing' | 'failed';
  /** Why it failed, in the provider's words. */
  message?: string | undefined;
}

export interface PaymentIntentRef {
  id: string;
  clientSecret: string;
}

/**
 * The payment method a purchase saved for renewals (issue 17): the provider's customer (Stripe) and method ids, and
 * the method in words ('Visa •••• 4242').
 */
export interface SavedPaymentMethod {
  provider: 'stripe' | 'sandbox';
  /** What it is: a card, or a US bank account (debited, settling later). */
  method: IntentMethod;
  customerId: string | null;
  paymentMethodId: string;
  label: string | null;
}

/** What a provider says happened to a payment intent; `id` is the event's own id, for replay safety. */
export interface PaymentEvent {
  id: string;
  type: 'succeeded' | 'processing' | 'failed';
  intentId: string;
  message?: string | undefined;
  /** The payment method the intent saved for later charges, when it tells. */
  saved?: SavedPaymentMethod | undefined;
}

/** A payment provider behind the checkout (DESIGN §4): Stripe with keys, the built-in sandbox without. */
export interface PaymentProvider {
  name: 'stripe' | 'sandbox';
  /** What the browser needs to confirm a payment (Stripe's publishable key); null for the sandbox. */
  publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<PaymentIntentRef>;
  /**
   * The provider's customer for an organisation (Stripe; issue 17), made once per organisation by its idempotency
   * key: purchases save their payment method to it for off-session renewals. Absent for the sandbox.
   */
  createCustomer?(input: { tenantId: string; name: string; email: string }): Promise<string>;
  /** A saved payment method in words ('Visa •••• 4242'), or null when the provider does not say. */
  describePaymentMethod?(paymentMethodId: string): Promise<string | null>;
  /**
   * Cancels an intent that must not be paid any more (its order was cancelled), so it can no longer be confirmed.
   * Cancelling one cancelled already changes nothing; one that succeeded or is settling stays as it is.
   */
  cancelIntent(intentId: string): Promise<void>;
  /** Charges a saved payment method off-session (issue 17). A decline is an answer, not an error. */
  chargeOffSession(input: OffSessionChargeInput): Promise<OffSessionCharge>;
  /**
   * Refunds `amountCents` of a succeeded intent's payment (issue 16: staff refund a card payment) and answers the
   * provider's refund id. Asked again with the same `refundKey` it answers the same refund, never a second one; a
   * refund in full leaves the key out (one per intent), each refund of a part (issue 46) names its own.
   */
  refund(paymentIntentId: string, amountCents: number, refundKey?: string): Promise<{ id: string }>;
  /**
   * The refund an intent's payment has already had, or null. Asked when `refund` answers that the payment is
   * refunded already (after the provider's idempotency window, the key no longer answers the first refund).
   */
  existingRefund(paymentIntentId: string): Promise<{ id: string } | null>;
}

/** A provider refused or could not be reached; the caller answers SPEC §8 'Failed to get payment intent'. */
export class PaymentProviderError extends Error {
  /** 'already_refunded': the payment was refunded before; its refund is found with `existingRefund`. */
  readonly code: 'already_refunded' | undefined;
  constructor(message: string, options?: { cause?: unknown; code?: 'already_refunded' }) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.code = options?.code;
  }
}
