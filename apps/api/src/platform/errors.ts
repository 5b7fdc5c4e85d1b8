/**
 * What a service says when it refuses: the kind of refusal and a message meant for the person asking. The HTTP
 * error handler maps each kind to a status (src/platform/http/error-handler.ts); the CLI prints the message and
 * exits 1. A service never names an HTTP status.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    /** Messages per field of the input, for forms (SPEC's `errors`). */
    readonly fieldErrors?: Record<string, string[]>,
    /** More of the answer beside the message (SPEC §7 verify-otp: `remaining_attempts`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'gone'
  | 'conflict'
  | 'refused'
  | 'rate_limited'
  | 'payment_failed'
  | 'payment_declined';

/** The input breaks a rule of its shape or of the form (a field's message says which). */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';
}

/** Who is asking is not known: wrong credentials, an expired session. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
}

/** Who is asking is known and may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** The thing asked for does not exist, or not for the one asking. */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}

/** The thing asked for existed and is no longer usable: an expired, spent or withdrawn link. */
export class GoneError extends DomainError {
  readonly kind = 'gone';
}

/** The request contradicts the state of things: a duplicate, something already done. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** The request is understood and well formed, and a business rule refuses it (a tier not sold, a minimum charge). */
export class RuleRefusedError extends DomainError {
  readonly kind = 'refused';
}

/** Too many attempts in too little time. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
}

/** The payment provider could not take the payment or answer. */
export class PaymentFailedError extends DomainError {
  readonly kind = 'payment_failed';
}

/** The provider declined a charge of a saved card or account (issue 17: an upgrade): the client's to resolve. */
export class PaymentDeclinedError extends DomainError {
  readonly kind = 'payment_declined';
}
