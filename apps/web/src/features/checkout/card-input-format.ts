/** Typing helpers of the sandbox card form: digits only, shown the way a card reads. */

const digitsOf = (typed: string, max: number) => typed.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' → '4242 4242 4242 4242' (up to 19 digits). */
export function formatCardNumber(typed: string): string {
  return digitsOf(typed, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1228' → '12 / 28': MM / YY, the separator once the year starts. */
export function formatExpiry(typed: string): string {
  const digits = digitsOf(typed, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function formatCvc(typed: string): string {
  return digitsOf(typed, 4);
}

export type CardField = 'number' | 'expiry' | 'cvc';

/** Which input a card error (Stripe's codes, SPEC §8) is about; null for the card as a whole (a decline). */
export function cardFieldOf(code: string | undefined): CardField | null {
  if (!code) return null;
  if (code.endsWith('_number')) return 'number';
  if (code.includes('expiry')) return 'expiry';
  if (code.endsWith('_cvc')) return 'cvc';
  return null;
}
