/**
 * The simple address shape of SPEC §5: no spaces, exactly one @, and a dot in the domain part (not its first or
 * last character). Deliberately not RFC 5322: the server sends a confirmation mail, which is the real check.
 *
 * Written so that it runs in linear time: the domain part is one character, then characters up to its first dot
 * after that one, then the rest. The usual `[^\s@]+\.[^\s@]+` accepts the same addresses but backtracks over
 * every dot, which takes seconds on `a@` followed by many dots.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** The longest address mail systems accept (RFC 5321's 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

export function isSimpleEmail(value: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(value);
}
