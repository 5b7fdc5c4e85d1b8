/**
 * A call that did not succeed. `serverMessage` is the API's own message when it sent one; callers fall back to
 * their SPEC §8 text when it is absent (network failure, timeout, a body that is not ours).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number | null,
    readonly serverMessage: string | undefined,
    readonly errors: Record<string, string[]> | undefined,
    options?: {
      cause?: unknown;
      remainingAttempts?: number | undefined;
      body?: unknown;
      requestId?: string | undefined;
    },
  ) {
    super(serverMessage ?? (status ? `Request failed with status ${status}` : 'Request failed'), {
      cause: options?.cause,
    });
    this.name = 'ApiRequestError';
    this.remainingAttempts = options?.remainingAttempts;
    this.body = options?.body;
    this.requestId = options?.requestId;
  }

  /** The request's id when the server failed (500, 503): what a person quotes to support. */
  readonly requestId: string | undefined;

  /** The error answer's whole body, for the few calls whose answer says more (SPEC §7 apply-coupon: data.promo_code). */
  readonly body: unknown;

  /** For a refused one-time code: how many tries it has left, when the server said. */
  readonly remainingAttempts: number | undefined;
}

/**
 * What a failed call tells a person: the server's message, else the page's `fallback`; a server fault's followed by
 * its request id ('Reference: …'), for the person to quote to support.
 */
export function failureMessageOf(error: unknown, fallback: string): string {
  const message = (error instanceof ApiRequestError && error.serverMessage) || fallback;
  return error instanceof ApiRequestError && error.requestId
    ? `${message} Reference: ${error.requestId}.`
    : message;
}
