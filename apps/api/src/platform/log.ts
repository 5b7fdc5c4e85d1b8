import { pino, type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import { currentRequestId } from './http/request-id.js';
import { REQUEST_SERIALIZERS } from './http/request-log.js';

/** What services log through: pino's shape (the app's logger), or the CLI's printer. Never a secret in `object`. */
export interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Secrets never reach the logs, wherever they appear in a logged object. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.confirm_password',
  '*.access',
  '*.refresh',
  '*.token',
  '*.otp',
  '*.client_secret',
  '*.clientSecret',
  '*.card',
  'req.headers["stripe-signature"]',
];

/** The log field of a request's id: Fastify's request logger binds it, and `withRequestId` adds it to the rest. */
export const REQUEST_ID_LOG_FIELD = 'request_id';

/**
 * Every line written while a request's work runs names the request (request-id.ts), the services' lines too; a
 * line of the request's own logger has it bound already.
 */
function withRequestId(_object: object, _level: number, logger: Logger): object {
  const requestId = currentRequestId();
  if (requestId === undefined || REQUEST_ID_LOG_FIELD in logger.bindings()) return {};
  return { [REQUEST_ID_LOG_FIELD]: requestId };
}

/**
 * The one logger of the server (the app and its services), and of the tests that read its lines: secrets redacted
 * by path, request URLs logged without their signatures, each line of a request's work with its id. Writes to
 * `destination`, else standard output.
 */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: REQUEST_SERIALIZERS,
    mixin: withRequestId,
  };
  return destination ? pino(options, destination) : pino(options);
}
