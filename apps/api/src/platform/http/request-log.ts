import type { FastifyRequest } from 'fastify';

/** Query parameters whose values grant access (signed file links, tokens, codes): never written to a log. */
const SECRET_QUERY_PARAMETER = /^(signature|sig|expires|token|[a-z_]*_token|code|otp|key|secret|password)$/i;

/** A request URL as the logs may keep it: the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = [...new URLSearchParams(url.slice(queryStart + 1))];
  if (!query.some(([name]) => SECRET_QUERY_PARAMETER.test(name))) return url;
  const redacted = query.map(
    ([name, value]) =>
      `${encodeURIComponent(name)}=${SECRET_QUERY_PARAMETER.test(name) ? '[redacted]' : encodeURIComponent(value)}`,
  );
  return `${url.slice(0, queryStart)}?${redacted.join('&')}`;
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
