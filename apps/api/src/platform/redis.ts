import { Redis } from 'ioredis';

/**
 * The Redis connection behind the shared rate-limit counters. Short timeouts and few retries (as the rate-limit
 * plugin recommends) so a request waits briefly, then fails, rather than hanging while Redis is away.
 */
export function createRedisClient(url: string): Redis {
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
}

export type { Redis };
