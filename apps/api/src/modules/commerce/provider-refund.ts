import { PaymentProviderError, type PaymentProvider } from '../../platform/payments/types.js';

/**
 * Refunds `amountCents` of the intent's payment at the provider that took it, once: the provider is asked with an
 * idempotency key (the intent's, or for a part of it `refundKey`), and a payment it says was refunded before (past the key's window) answers that refund. Null when
 * the provider says it was refunded but has no refund to show.
 */
export function refundAtProvider(
  provider: PaymentProvider,
  intentId: string,
  amountCents: number,
  refundKey?: string,
): Promise<{ id: string } | null> {
  return provider.refund(intentId, amountCents, refundKey).catch(async (error: unknown) => {
    if (error instanceof PaymentProviderError && error.code === 'already_refunded')
      return provider.existingRefund(intentId);
    throw error;
  });
}
