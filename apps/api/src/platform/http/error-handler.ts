import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../database/unavailable.js';
import { FileStoreUnavailableError } from '../files/file-store.js';
import { DomainError, type DomainErrorKind } from '../errors.js';

/** The answer to a server fault: its own message stays in the logs. */
export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/** The answer while the database is out of reach (restarting, its connections lost): try again shortly. */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** The answer while the file store (S3) is out of reach: nothing was fetched or stored, nothing changed. */
export const FILES_UNAVAILABLE_MESSAGE =
  'Files cannot be stored or fetched right now. Nothing was changed; please try again in a moment.';

/** Seconds a caller is asked to wait before trying again while the database is out of reach. */
const RETRY_AFTER_SECONDS = 5;

/** The HTTP status of each kind of refusal a service can say (src/platform/errors.ts). */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  refused: 422,
  rate_limited: 429,
  payment_failed: 502,
  payment_declined: 402,
};

/** Fastify's own client errors, in words a caller can act on. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length.',
  FST_ERR_BAD_URL: 'The address of the request is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address of the request is too long.',
};

/**
 * Any error that is not a service's refusal: Fastify's own refusals in words; the database or the file store out of
 * reach and a request past its time limit (request-time-limit.ts) as 503 (a moment's outage, worth trying again);
 * other faults as the generic message. A fault's answer names its request's id, which its log line holds: what a
 * person quotes to support.
 */
function answerFastifyError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const unavailable = (logged: string, message: string) => {
    request.log.warn({ err: error }, logged);
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ status: false, message, request_id: request.id });
  };
  // The file store first: its network errors would read as the database's.
  if (error instanceof FileStoreUnavailableError)
    return unavailable('file store unavailable', FILES_UNAVAILABLE_MESSAGE);
  if (error.code === 'FST_ERR_HANDLER_TIMEOUT')
    return unavailable('request time limit reached', UNAVAILABLE_MESSAGE);
  if (isDatabaseUnavailable(error)) return unavailable('database unavailable', UNAVAILABLE_MESSAGE);
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: false, message: GENERIC_ERROR_MESSAGE, request_id: request.id });
  }
  const message = (error.code && CLIENT_ERROR_MESSAGES[error.code]) ?? error.message;
  return reply.code(statusCode).send({ status: false, message });
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any hook runs (a path with a malformed escape,
 * a path parameter over its length) is answered here too; without it those answers bypass the error handler and
 * echo the path.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void answerFastifyError(error, request, reply);
}

/**
 * The one place refusals become HTTP answers: every failure leaves as SPEC's `{ status: false, message, errors? }`.
 * Messages of server faults never leave the process; they are logged with the request id instead.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(STATUS_OF[error.kind]).send({
        ...error.details,
        status: false,
        message: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    return answerFastifyError(error, request, reply);
  });
});
