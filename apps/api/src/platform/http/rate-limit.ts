import type { RateLimitOptions } from '@fastify/rate-limit';

/** A route's rate limit (per client address) whose refusal reads `{ status: false, message }` like every error. */
export function rateLimit(max: number, timeWindow: string, message: string): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max,
      timeWindow,
      errorResponseBuilder: () => ({ statusCode: 429, message }),
    },
  };
}
