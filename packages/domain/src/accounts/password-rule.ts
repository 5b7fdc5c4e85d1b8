export const RESET_PASSWORD_MIN_LENGTH = 8;

/** SPEC §5 (forgot password): the rule a new password must meet, and its message. */
export const STRONG_PASSWORD_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.';

/** 8 or more characters with an upper-case letter, a lower-case letter, a digit and one of @$!%*?&. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{8,}$/;

export function isStrongPassword(value: string): boolean {
  return STRONG_PASSWORD_PATTERN.test(value);
}

/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 128;
