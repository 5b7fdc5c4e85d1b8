import type { PaymentIntentResponse } from '@firm/domain';

/** A payment under way: the secret the browser confirms it with, its order, and the provider that holds it. */
export interface StartedPayment {
  clientSecret: string;
  orderNumber: string;
  provider: PaymentIntentResponse['provider'];
}

/** How checkout and the billing view answer a payment under way (SPEC §7 checkout's reply). */
export const startedPaymentReply = (payment: StartedPayment): PaymentIntentResponse => ({
  status: true,
  client_secret: payment.clientSecret,
  order_number: payment.orderNumber,
  provider: payment.provider,
});
