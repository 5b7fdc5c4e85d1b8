/** SPEC §9: one-time codes have 6 digits. */
export const OTP_LENGTH = 6;

export const OTP_INVALID_MESSAGE = 'Please enter a valid OTP.';

/** SPEC §5: the OTP input keeps digits only, at most six of them, whatever is typed or pasted. */
export function sanitiseOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/**
 * The server's answers about one-time codes. The maximum-attempts text is SPEC §8's: the web app sends the user to
 * /login when it sees it.
 */
export const OtpMessages = {
  incorrect: 'The code is incorrect.',
  expired: 'This code is not valid or has expired. Please request a new OTP.',
  maxAttempts: 'Maximum OTP verification attempts exceeded. Please request a new OTP.',
  tooSoon: 'A code was sent a moment ago. Please wait a minute before asking for another.',
} as const;

/** SPEC §8: an OTP failure shows the server's message plus ' Remaining attempts: N' (0 when the server sent none). */
export function otpFailureMessage(message: string, remainingAttempts: number | undefined): string {
  return `${message} Remaining attempts: ${remainingAttempts ?? 0}`;
}
