/** An error whose message is meant for the caller; anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** More of the answer's body, beside status and message (SPEC §7 verify-otp: remaining_attempts). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
