import type { FastifyRequest } from 'fastify';

/** Query parameters whose values grant access (signed file links, tokens, codes): never written to a log. */
const SECRET_QUERY_PARAMETER = /^(signature|sig|expires|token|[a-z_]*_token|code|otp|key|secret|password)$/i;

/**
 * A path segment shaped like the tokens that travel in paths (an invitation link's: 32 random bytes in base64url,
 * 43 characters). Ids (numbers, uuids) and words never have this shape.
 */
const SECRET_PATH_SEGMENT = /^[\w-]{43}$/;

/** A path with every segment shaped like a token replaced. */
function redactPath(path: string): string {
  const segments = path.split('/');
  if (!segments.some((segment) => SECRET_PATH_SEGMENT.test(segment))) return path;
  return segments.map((segment) => (SECRET_PATH_SEGMENT.test(segment) ? '[redacted]' : segment)).join('/');
}

/** A request URL as the logs may keep it: tokens in its path and the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return redactPath(url);
  const path = redactPath(url.slice(0, queryStart));
  const query = [...new URLSearchParams(url.slice(queryStart + 1))];
  if (!query.some(([name]) => SECRET_QUERY_PARAMETER.test(name))) return `${path}${url.slice(queryStart)}`;
  const redacted = query.map(
    ([name, value]) =>
      `${encodeURIComponent(name)}=${SECRET_QUERY_PARAMETER.test(name) ? '[redacted]' : encodeURIComponent(value)}`,
  );
  return `${path}?${redacted.join('&')}`;
}

/**
 * The logger's serializers (createLogger): Fastify's request fields, with the URL redacted, for the access log
 * ("incoming request") and every error logged with its request.
 */
export const REQUEST_SERIALIZERS = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
