import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitedError } from '../errors.js';

/**
 * Whose calls a limit counts: the client address (the default, for calls before sign-in), the signed-in user, or
 * the user's organisation. A caller without a session is counted by address whatever the route counts by.
 */
/** A limit's refusal where the route has no words of its own for it. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

export type RateLimitKey = 'address' | 'user' | 'tenant';

function keyOf(by: RateLimitKey, request: FastifyRequest): string {
  const user = request.user;
  if (by === 'tenant' && user?.tenantId) return `tenant:${user.tenantId}`;
  if (by !== 'address' && user) return `user:${user.userId}`;
  return `address:${request.ip}`;
}

/**
 * A route's rate limit whose refusal reads `{ status: false, message }` like every error. `max` may depend on the
 * request (e.g. more for a signed-in client than for a visitor). Limits by user or
 * organisation are checked after the route's own preHandlers, so the caller is known by then.
 */
export function rateLimit(
  max: NonNullable<RateLimitOptions['max']>,
  timeWindow: string,
  message: string,
  by: RateLimitKey = 'address',
): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max,
      timeWindow,
      errorResponseBuilder: () => ({ statusCode: 429, message }),
      ...(by === 'address'
        ? {}
        : { hook: 'preHandler', keyGenerator: (request: FastifyRequest) => keyOf(by, request) }),
    },
  };
}

/** One of a route's limits (`rateLimits`): at most `max` calls in `timeWindow`, counted by `by`. */
export interface RouteLimit {
  max: number | ((request: FastifyRequest) => number);
  timeWindow: string;
  by: RateLimitKey;
}

/**
 * A route's several limits, each with its own counter, e.g. per user and a ceiling per address: the route's
 * preHandler, listed after the one that signs the caller in. Every limit counts every call; the first exceeded
 * refuses with `message` like `rateLimit`. @fastify/rate-limit takes one `config.rateLimit` per route, and the
 * preHandler of its `app.rateLimit()` marks the request as counted, so a second one on the same route would never
 * count; `app.createRateLimit()` only counts, and this refuses.
 */
export function rateLimits(
  app: FastifyInstance,
  message: string,
  limits: readonly RouteLimit[],
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const limiters = limits.map((limit, index) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      // Every limiter made this way shares one Redis namespace: the route and the limit's place name its counters.
      keyGenerator: (request) =>
        `${request.method} ${request.routeOptions.url}#${index}:${keyOf(limit.by, request)}`,
    }),
  );
  return async (request, reply) => {
    for (const limiter of limiters) {
      const counted = await limiter(request);
      if (!counted.isAllowed && counted.isExceeded) {
        reply.header('retry-after', counted.ttlInSeconds);
        throw new RateLimitedError(message);
      }
    }
  };
}
