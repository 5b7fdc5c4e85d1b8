import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthenticatedError } from '../errors.js';
import { rateLimit, TOO_MANY_REQUESTS } from '../http/rate-limit.js';
import type { Metrics } from './metrics.js';

/** What a scrape without the metrics token is told. */
export const METRICS_TOKEN_MESSAGE = 'The metrics need the metrics token.';

/** The route label of a request no route matched (a probe of an unknown path): one label, whatever the path. */
const UNMATCHED = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * With a token configured (METRICS_TOKEN), counts every answered request by route and serves the registry at
 * GET /metrics in Prometheus's text format to a scraper sending it in `Authorization: Bearer`. Without one the route
 * does not exist: the metrics are never public (docs/decisions/037).
 */
export const metricsEndpoint = fp(
  async (app: FastifyInstance, { metrics, token }: { metrics: Metrics; token: string | undefined }) => {
    // Without a token nothing can read the counts: no request pays for them.
    if (!token) return;
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });
    app.get(
      '/metrics',
      // A scraper asks every few seconds; guessing the token is refused long before it could succeed.
      { config: rateLimit(120, '1 minute', TOO_MANY_REQUESTS) },
      async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, token))
          throw new UnauthenticatedError(METRICS_TOKEN_MESSAGE);
        return reply.type(metrics.registry.contentType).send(await metrics.scrape());
      },
    );
  },
);
