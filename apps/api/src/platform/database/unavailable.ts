/**
 * Errors that say the database cannot be reached or is restarting, rather than that a query was wrong: the network's
 * (refused, reset, timed out), postgres.js's own for a connection it lost or could not open, and Postgres's class 08
 * (connection exceptions) and 57P01–57P03 (shut down by an administrator or a crash, not yet accepting connections).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const DRIVER_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Whether `error`, or an error it wraps (Drizzle wraps the driver's), says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = codeOf(current);
    if (
      code &&
      (NETWORK_CODES.has(code) || DRIVER_CODES.has(code) || SERVER_CODES.has(code) || /^08/.test(code))
    )
      return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
