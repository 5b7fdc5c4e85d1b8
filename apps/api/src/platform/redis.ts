import { Redis } from 'ioredis';
import type { Log } from './log.js';

/**
 * The Redis connection behind the shared rate-limit counters. Short timeouts and few retries (as the rate-limit
 * plugin recommends), and no command waits more than half a second, so while Redis is away a request's count fails
 * fast and is kept in the instance's memory instead (rate-limit-store.ts). The client reconnects by itself; each
 * failed connection is logged (when `log` is given) rather than left unhandled.
 */
export function createRedisClient(url: string, log?: Log): Redis {
  const client = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, commandTimeout: 500 });
  client.on('error', (error: Error) =>
    log?.warn({ err: error }, 'the Redis connection failed; reconnecting'),
  );
  return client;
}

export type { Redis };
