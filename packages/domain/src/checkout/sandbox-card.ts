import { z } from 'zod';
import { PaymentMessages } from './payment.js';

/**
 * The built-in sandbox payment provider (DESIGN §4): it behaves like Stripe's test mode, with the same error codes
 * and messages, so the checkout works end to end without keys. These are its test cards.
 */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Pays at purchase and is saved, then declined when charged off-session (a renewal), as Stripe's test card. */
  failsOffSession: '4000000000000341',
} as const;

/** A card as the sandbox form holds it: digits of the number, MM / YY, and the security code. */
export const SandboxCardSchema = z.object({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});
export type SandboxCard = z.infer<typeof SandboxCardSchema>;

export interface CardError {
  /** Stripe's error code, e.g. incomplete_number or card_declined. */
  code: string;
  /** Stripe's decline code for card_declined, e.g. insufficient_funds. */
  decline_code?: string;
  message: string;
}

export const CardErrorMessages = {
  invalidNumber: 'Your card number is invalid.',
  expiryPast: 'Your card’s expiration date is in the past.',
  invalidExpiry: 'Your card’s expiration date is invalid.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
} as const;

const digits = (text: string) => text.replace(/\D/g, '');

/** The Luhn check every card number passes. */
function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What Stripe's card element would say about a card before it is sent (SPEC §8 codes): incomplete_number,
 * incomplete_expiry, incomplete_cvc, or an invalid number or past expiry. Null when the card can be tried.
 */
export function checkSandboxCard(card: SandboxCard, today: Date = new Date()): CardError | null {
  const number = digits(card.number);
  if (number.length < 16) return { code: 'incomplete_number', message: PaymentMessages.incomplete_number };
  if (number.length > 19 || !luhn(number))
    return { code: 'invalid_number', message: CardErrorMessages.invalidNumber };
  const expiry = digits(card.expiry);
  if (expiry.length < 4) return { code: 'incomplete_expiry', message: PaymentMessages.incomplete_expiry };
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2, 4));
  if (expiry.length > 4 || month < 1 || month > 12)
    return { code: 'invalid_expiry_month', message: CardErrorMessages.invalidExpiry };
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth)
    return { code: 'invalid_expiry_year_past', message: CardErrorMessages.expiryPast };
  const cvc = digits(card.cvc);
  if (cvc.length < 3) return { code: 'incomplete_cvc', message: PaymentMessages.incomplete_cvc };
  return null;
}

/** What the sandbox bank answers for a card that passed the checks: the test cards decline as Stripe's do. */
export function sandboxCardOutcome(card: SandboxCard): CardError | null {
  const number = digits(card.number);
  if (number === SANDBOX_CARDS.declined)
    return { code: 'card_declined', decline_code: 'generic_decline', message: CardErrorMessages.declined };
  if (number === SANDBOX_CARDS.insufficientFunds)
    return {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: CardErrorMessages.insufficientFunds,
    };
  return null;
}

/** POST payments/sandbox/confirm/: the browser confirms a sandbox payment intent, as Stripe.js would. */
export const SandboxConfirmSchema = z.discriminatedUnion('method', [
  z.object({ client_secret: z.string().min(1).max(200), method: z.literal('card'), card: SandboxCardSchema }),
  z.object({
    client_secret: z.string().min(1).max(200),
    method: z.literal('us_bank_account'),
    account_holder_name: z.string().trim().min(1).max(200),
  }),
]);
export type SandboxConfirmRequest = z.infer<typeof SandboxConfirmSchema>;

/** A payment intent's status after confirming, as Stripe names them, and the card's error when it failed. */
export const SandboxConfirmResponseSchema = z.object({
  status: z.enum(['succeeded', 'processing', 'requires_payment_method']),
  error: z.object({ code: z.string(), decline_code: z.string().optional(), message: z.string() }).optional(),
});
export type SandboxConfirmResponse = z.infer<typeof SandboxConfirmResponseSchema>;
