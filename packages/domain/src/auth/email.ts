/**
 * The simple address shape of SPEC §5: no spaces, exactly one @, and a dot in the domain part.
 * Deliberately not RFC 5322: the server sends a confirmation mail, which is the real check.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isSimpleEmail(value: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(value);
}
