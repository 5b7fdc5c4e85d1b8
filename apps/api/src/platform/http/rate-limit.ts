import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * Whose calls a limit counts: the client address (the default, for calls before sign-in), the signed-in user, or
 * the user's organisation. A caller without a session is counted by address whatever the route counts by.
 */
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
