import { z } from 'zod';
import { MAX_INTEGER_ID } from '../api/ids.js';
import { BillingDetailsSchema } from './billing.js';
import { PoNumberSchema } from './purchase-order.js';

/** SPEC §7 payment methods of reports/bank/payments/checkout/. */
export const INTENT_METHODS = ['card', 'us_bank_account'] as const;
export type IntentMethod = (typeof INTENT_METHODS)[number];

export const PaymentMessages = {
  /** SPEC §8, word for word. */
  intentFailed: 'Failed to get payment intent',
  cardMissing: 'Card details not found',
  incomplete_number: 'Your card number is incomplete.',
  incomplete_expiry: 'Your card’s expiration date is incomplete.',
  incomplete_cvc: 'Your card’s security code is incomplete.',
  processing: 'Processing...',
  succeeded: 'Payment successful!',
  bankProcessing: 'Payment processing...',
  status: (status: string) => `Payment ${status}`,
  /** Server answers. */
  emptyCart: 'Your cart is empty.',
  cartChanged: 'Your cart has changed. Please review your order and try again.',
  amountMismatch: 'The amount does not match your order. Please reload the page and try again.',
  unknownLine: 'Some of these items are no longer in your cart. Please reload the page.',
  currency: 'Payments are taken in US dollars (usd).',
  method: 'Choose card or us_bank_account.',
  alreadySubscribed:
    'Your organisation already subscribes to a report type in your cart. Please remove it: a running licence is changed under Profile, in Billing.',
  /** A card or bank order left unpaid past its 24-hour payment window (issue 39). */
  lapsed: 'This order was not paid within 24 hours and has lapsed. Please place your order again.',
  awaitingPayment:
    'A payment for a report type in your cart is already under way (a bank transfer or an invoice). Please remove it.',
} as const;

const cartLineId = z
  .number({ error: PaymentMessages.unknownLine })
  .int(PaymentMessages.unknownLine)
  .positive(PaymentMessages.unknownLine)
  .max(MAX_INTEGER_ID, PaymentMessages.unknownLine);

const cartIds = z
  .array(cartLineId, { error: PaymentMessages.unknownLine })
  .min(1, PaymentMessages.emptyCart)
  .max(100, PaymentMessages.unknownLine);

/**
 * POST reports/bank/payments/checkout/ (SPEC §7): the total in cents as the page computed it, usd, the method,
 * the cart's line ids and the discount in USD. The server recomputes the amount and refuses a mismatch.
 */
export const CheckoutPaymentSchema = z.object({
  amount: z
    .number({ error: PaymentMessages.amountMismatch })
    .int(PaymentMessages.amountMismatch)
    .nonnegative(),
  currency: z.literal('usd', { error: PaymentMessages.currency }),
  method: z.enum(INTENT_METHODS, { error: PaymentMessages.method }),
  cart: cartIds,
  discount_price: z.number({ error: PaymentMessages.amountMismatch }).nonnegative(),
  /** Who pays, for the receipt (beyond SPEC's payload; optional). */
  billing: BillingDetailsSchema.optional(),
  /** The buyer's purchase-order number (issue 46), required where the organisation's billing details say so. */
  po_number: PoNumberSchema.optional(),
});
export type CheckoutPaymentRequest = z.infer<typeof CheckoutPaymentSchema>;

/** The answer: SPEC §3 client_secret, and which provider confirms it in the browser. */
export const PaymentIntentResponseSchema = z.object({
  status: z.literal(true),
  client_secret: z.string().min(1),
  order_number: z.string(),
  provider: z.enum(['stripe', 'sandbox']),
});
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

/**
 * GET payments/config/: which provider takes card and bank payments (DESIGN §4): Stripe when the server has keys,
 * with the publishable key the browser needs, else the built-in sandbox.
 */
export const PaymentConfigResponseSchema = z.object({
  status: z.literal(true),
  provider: z.enum(['stripe', 'sandbox']),
  publishable_key: z.string().nullable(),
});
export type PaymentConfigResponse = z.infer<typeof PaymentConfigResponseSchema>;

/** POST reports/pay/by/invoice/ (SPEC §7): the cart's line ids and the discount in USD. */
export const PayByInvoiceSchema = z.object({
  cart: cartIds,
  discount_price: z.number({ error: PaymentMessages.amountMismatch }).nonnegative(),
  billing: BillingDetailsSchema.optional(),
  po_number: PoNumberSchema.optional(),
});
export type PayByInvoiceRequest = z.infer<typeof PayByInvoiceSchema>;

export const InvoiceResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  invoice_number: z.string(),
  due_date: z.string(),
});
export type InvoiceResponse = z.infer<typeof InvoiceResponseSchema>;
