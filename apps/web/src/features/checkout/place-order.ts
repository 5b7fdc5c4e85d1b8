import { ApiRequestError } from '@firm/api-client';
import {
  PaymentMessages,
  RESULT_PAGE_FLAGS,
  type BillingDetails,
  type CardError,
  type CheckoutPaymentRequest,
  type InvoiceResponse,
  type PayByInvoiceRequest,
  type PaymentIntentResponse,
  type PaymentMethod,
  type ResultPageFlag,
} from '@firm/domain';

export type ResultPath = '/success-page' | '/error-page' | '/processing-page' | '/byinvoice';

/** A payment intent after confirming (Stripe's status names), with the provider's error when it failed. */
export interface ConfirmResult {
  status: string | null;
  error?: { code?: string; message: string };
}

/**
 * Who confirms card and bank payments in the browser: the built-in sandbox or Stripe.js (DESIGN §4). Both answer
 * in Stripe's terms, so one order flow serves both.
 */
export interface PaymentConfirmer {
  provider: 'stripe' | 'sandbox';
  /** What keeps the card from being tried (SPEC §8 incomplete_number, ...), before any order is made. */
  checkCard(billing: BillingDetails): Promise<CardError | null>;
  confirmCard(clientSecret: string, billing: BillingDetails): Promise<ConfirmResult>;
  confirmBank(clientSecret: string, holder: { name: string; email: string }): Promise<ConfirmResult>;
}

export interface OrderServices {
  setFlags: (...flags: ResultPageFlag[]) => void;
  createPaymentIntent: (body: CheckoutPaymentRequest) => Promise<PaymentIntentResponse>;
  payByInvoice: (body: PayByInvoiceRequest) => Promise<InvoiceResponse>;
  /** Null while the card form is still loading. */
  payment: PaymentConfirmer | null;
}

export interface Order {
  method: PaymentMethod;
  /** SPEC §7: the total in cents. */
  amountCents: number;
  /** The cart's line ids. */
  cart: number[];
  /** USD the applied event code takes off. */
  discount: number;
  billing: BillingDetails;
  /** The buyer's purchase-order number, if any (issue 46). */
  poNumber: string | null;
  /** The bank transfer's account holder. */
  accountHolder: string;
}

export type OrderOutcome =
  /**
   * Go to a result page; `announcement` is the status text said on the way (SPEC §8), `orderNumber` the order the
   * page shows when the payment made one.
   */
  | { kind: 'done'; to: ResultPath; announcement: string; orderNumber?: string }
  /** Shown under the card or bank form; the page stays (SPEC §4). */
  | { kind: 'payment-error'; error: { code?: string; message: string } }
  /** Shown beside PLACE ORDER; the page stays. */
  | { kind: 'order-error'; message: string }
  /** The server refused a field of the form (a purchase-order number the organisation requires): shown under it. */
  | { kind: 'field-error'; field: 'po_number'; message: string };

export const OrderMessages = {
  accountHolderRequired: 'Account holder name is required',
  formLoading: 'The payment form is still loading. Please try again in a moment.',
} as const;

/** The server's word on the purchase-order number, when it refused the order for it (issue 46). */
function poRefusalOf(error: unknown): OrderOutcome | null {
  const message = error instanceof ApiRequestError ? error.errors?.po_number?.[0] : undefined;
  return message ? { kind: 'field-error', field: 'po_number', message } : null;
}

const failed: OrderOutcome = {
  kind: 'done',
  to: '/error-page',
  announcement: PaymentMessages.status('failed'),
};

/**
 * SPEC §4 PLACE ORDER, once the billing form is valid. The result page's flag is set before the payment attempt,
 * with error-page's so a breakdown can show it too.
 * - Card: the card is checked first (its message shows under it); then the payment intent ('Failed to get payment
 *   intent' when refused), then the provider confirms it: succeeded → /success-page; a card error shows its message
 *   and stays; an exception → /error-page.
 * - Bank transfer: intent for us_bank_account, confirmed: succeeded or processing → /processing-page.
 * - Invoice: status true → /byinvoice, anything else → /error-page.
 * A purchase-order number the organisation requires and the order lacks is said under its field (issue 46).
 */
export async function placeOrder(order: Order, services: OrderServices): Promise<OrderOutcome> {
  const { payment } = services;
  const intentOf = (method: CheckoutPaymentRequest['method']) =>
    services
      .createPaymentIntent({
        amount: order.amountCents,
        currency: 'usd',
        method,
        cart: order.cart,
        discount_price: order.discount,
        billing: order.billing,
        po_number: order.poNumber,
      })
      .then(
        (intent) => ({ intent: intent.provider === payment?.provider ? intent : null, refusal: null }),
        (error: unknown) => ({ intent: null, refusal: poRefusalOf(error) }),
      );

  if (order.method === 'invoice') {
    services.setFlags(RESULT_PAGE_FLAGS.invoice, RESULT_PAGE_FLAGS.error);
    try {
      const invoice = await services.payByInvoice({
        cart: order.cart,
        discount_price: order.discount,
        billing: order.billing,
        po_number: order.poNumber,
      });
      return invoice.status === true
        ? { kind: 'done', to: '/byinvoice', announcement: invoice.message }
        : failed;
    } catch (error) {
      return poRefusalOf(error) ?? failed;
    }
  }

  if (order.method === 'bank-transfer') {
    const name = order.accountHolder.trim();
    if (name === '')
      return { kind: 'payment-error', error: { message: OrderMessages.accountHolderRequired } };
    if (!payment) return { kind: 'order-error', message: OrderMessages.formLoading };
    services.setFlags(RESULT_PAGE_FLAGS.processing, RESULT_PAGE_FLAGS.error);
    const { intent, refusal } = await intentOf('us_bank_account');
    if (refusal) return refusal;
    if (!intent) return { kind: 'order-error', message: PaymentMessages.intentFailed };
    try {
      const result = await payment.confirmBank(intent.client_secret, { name, email: order.billing.email });
      if (result.error) return { kind: 'payment-error', error: result.error };
      if (result.status === 'succeeded' || result.status === 'processing')
        return {
          kind: 'done',
          to: '/processing-page',
          announcement: PaymentMessages.bankProcessing,
          orderNumber: intent.order_number,
        };
      return { kind: 'order-error', message: PaymentMessages.status(result.status ?? 'failed') };
    } catch {
      return failed;
    }
  }

  if (!payment) return { kind: 'payment-error', error: { message: PaymentMessages.cardMissing } };
  let problem: CardError | null;
  try {
    problem = await payment.checkCard(order.billing);
  } catch {
    return { kind: 'payment-error', error: { message: PaymentMessages.cardMissing } };
  }
  if (problem) return { kind: 'payment-error', error: problem };
  services.setFlags(RESULT_PAGE_FLAGS.success, RESULT_PAGE_FLAGS.error);
  const { intent, refusal } = await intentOf('card');
  if (refusal) return refusal;
  if (!intent) return { kind: 'order-error', message: PaymentMessages.intentFailed };
  try {
    const result = await payment.confirmCard(intent.client_secret, order.billing);
    if (result.error) return { kind: 'payment-error', error: result.error };
    if (result.status === 'succeeded')
      return {
        kind: 'done',
        to: '/success-page',
        announcement: PaymentMessages.succeeded,
        orderNumber: intent.order_number,
      };
    return { kind: 'order-error', message: PaymentMessages.status(result.status ?? 'failed') };
  } catch {
    return failed;
  }
}
